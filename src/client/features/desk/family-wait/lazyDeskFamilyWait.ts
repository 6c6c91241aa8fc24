import { lazy } from 'react'

/**
 * A pickup waiting for its family at the desk (its flight news, the calls to the family), with
 * its texts, drafts and requests, in a chunk of its own.
 */
export const LazyDeskFamilyWait = lazy(
  () => import(/* webpackChunkName: "DeskFamilyWait" */ './DeskFamilyWait'),
)
