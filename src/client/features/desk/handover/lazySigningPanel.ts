import { lazy } from 'react'

/** The signing panel, with signature_pad and the agreement's texts, in a chunk of its own. */
export const LazySigningPanel = lazy(
  () => import(/* webpackChunkName: "SigningPanel" */ './SigningPanel'),
)
