import { lazy } from 'react'

/**
 * The booking's deposit at the desk, with its texts and decision, in a chunk of its own (loaded
 * with the first booking opened).
 */
export const LazyDeskDeposit = lazy(
  () => import(/* webpackChunkName: "DeskDeposit" */ './DeskDeposit'),
)
