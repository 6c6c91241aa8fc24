import type { LazyFeature } from '../../../app/lazyFeature'
import { deskScannerListeners } from './deskScannerListeners'
import { deskScannerSlice } from './deskScannerSlice'

/** The scanner's state and the listener that resolves codes join with the scanner's views. */
export const deskScannerFeature: LazyFeature = {
  slice: deskScannerSlice,
  listeners: deskScannerListeners,
}
