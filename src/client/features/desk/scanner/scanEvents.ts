import { createAction } from '@reduxjs/toolkit'

/**
 * What a scan is for: opening a booking (lookup, day), choosing a unit for a check-out's slot
 * (`slot`: the field it was typed in), or taking a unit back at check-in (`out`: the unit ids
 * still out with the booking).
 */
export type ScanTarget =
  | { kind: 'booking' }
  | { kind: 'checkOut'; bookingId: string; slot?: number }
  | { kind: 'checkIn'; bookingId: string; out: string[] }

export const BOOKING_SCAN: ScanTarget = { kind: 'booking' }

/**
 * A code read by the camera, or typed (by hand or by a scanner that types like a keyboard) and
 * sent with Enter: the scanner's listener resolves it through `POST /api/desk/scans`.
 */
export const codeEntered = createAction<{ code: string; target: ScanTarget }>(
  'deskScanner/codeEntered',
)

/** A booking's code (`<payload>.<signature>`, base64url), told apart from a reference or email. */
export const looksLikeBookingCode = (text: string) => /^[\w-]{16,}\.[\w-]{40,}$/.test(text.trim())
