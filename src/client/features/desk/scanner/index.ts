/**
 * Scanning at the desk: `<LazyScanBar target>` (a chunk of its own, inside a Suspense) opens the
 * camera; `codeEntered` sends a typed code the same way.
 */
export { LazyScanBar } from './lazyDeskScanner'
export { BOOKING_SCAN, codeEntered, looksLikeBookingCode, type ScanTarget } from './scanEvents'
