import { lazy } from 'react'

/** Changing a booking at the desk, with its texts, in a chunk of its own (loaded with a booking). */
export const LazyDeskChange = lazy(
  () => import(/* webpackChunkName: "DeskChange" */ './DeskChange'),
)
