import { lazy } from 'react'

/**
 * The desk's flight news form, with its texts, draft and request, in a chunk of its own (loaded
 * with the first pickup opened that waits for its family).
 */
export const LazyDeskFlightNews = lazy(
  () => import(/* webpackChunkName: "DeskFlightNews" */ './DeskFlightNews'),
)
