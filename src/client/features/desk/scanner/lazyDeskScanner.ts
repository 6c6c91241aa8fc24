import { lazy } from 'react'

/**
 * The scanner (camera, barcode detection, its texts, slice and listeners) in a chunk of its own,
 * loaded with the screens that scan; the barcode polyfill loads only when the browser lacks one.
 */
export const LazyScanBar = lazy(() => import(/* webpackChunkName: "DeskScanner" */ './DeskScanner'))
