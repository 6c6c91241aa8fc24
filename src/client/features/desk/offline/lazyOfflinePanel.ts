import { lazy } from 'react'

/** The offline banner and queue, in the `DeskOffline` chunk with the queue itself. */
export const LazyOfflinePanel = lazy(
  () => import(/* webpackChunkName: "DeskOffline" */ './OfflinePanel'),
)
