import { lazy } from 'react'

/** The admins' Reports screen, with its texts, charts and requests, in a chunk of its own. */
export const LazyDeskReports = lazy(
  () => import(/* webpackChunkName: "DeskReports" */ './DeskReports'),
)
