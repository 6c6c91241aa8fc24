/**
 * Scanning at the desk: `<LazyScanBar target>` (a chunk of its own, inside a Suspense) opens the
 * camera; `codeEntered` sends a typed code the same way.
 */
export { LazyScanBar } from './lazyDeskScanner'
export { BOOKING_SCAN, codeEntered, looksLikeBookingCode, type ScanTarget } from './scanEvents'
/** For replaying a support report (app/lazySlices.ts): the desk's chunk never imports it. */
export { deskScannerSlice } from './deskScannerSlice'
