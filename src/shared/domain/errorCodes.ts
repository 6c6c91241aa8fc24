import { ACCOUNT_DATA_ERROR_CODES } from './accountData'
import { BILLING_ERROR_CODES } from './billing'
import { BOOKING_CHANGE_ERROR_CODES } from './bookingChanges'
import { CHILD_ERROR_CODES } from './childProfiles'
import { DELIVERY_ERROR_CODES } from './delivery'
import { DEPOSIT_ERROR_CODES } from './deposits'
import { FLIGHT_ERROR_CODES } from './flights'
import { PROMO_ADMIN_ERROR_CODES, PROMO_REFUSAL_CODES } from './promoCodes'
import { RENTAL_PERIOD_CODES } from './rentalPeriod'
import { WAITLIST_ERROR_CODES } from './waitlist'

/**
 * Codes of the staff desk's inventory endpoints (the desk contract lists them with UNKNOWN_GEAR,
 * the gear item not stocked at the location, as DESK_ERROR_CODES).
 */
export const UNIT_ERROR_CODES = [
  /** No unit with that asset tag at that location (404). */
  'UNIT_NOT_FOUND',
  /** The asset tag is already used by a unit, at any location (409). */
  'ASSET_TAG_TAKEN',
  /** The unit is retired: it cannot be put out of service or back (409). */
  'UNIT_RETIRED',
  /** `until` is not after `from`, or `from` is in the past at the location (400). */
  'INVALID_PERIOD',
  /** Turnaround outside 0..60 days (400). */
  'INVALID_TURNAROUND',
  /** The change would leave bookings or holds without a unit; nothing changed (409). */
  'UNITS_SHORT',
  /** A unit added to a delivery zone, which delivers its stocked location's units (409). */
  'ZONE_HAS_NO_UNITS',
  /** A unit's manufacture date after today at its location (422). */
  'MANUFACTURE_DATE_IN_FUTURE',
  /** A unit's expiry date on or before its manufacture date (422). */
  'EXPIRY_BEFORE_MANUFACTURE',
  /** An inspection of a seat without every item of its checklist ticked (422). */
  'CHECKLIST_INCOMPLETE',
  /** An incident dated after today at the unit's location (422). */
  'INCIDENT_DATE_IN_FUTURE',
] as const

/** Codes of handover at the desk (the desk-handover contract re-exports them). */
export const HANDOVER_ERROR_CODES = [
  /** The booking is not paid: it cannot be checked out (409). */
  'BOOKING_NOT_PAID',
  /** The booking is cancelled or completed, or not on its pickup day yet (409). */
  'NOT_READY_FOR_HANDOVER',
  /** The booking was already checked out (409). */
  'ALREADY_HANDED_OUT',
  /** The units sent do not match the booking's items and quantities (422). */
  'UNITS_MISMATCH',
  /** A unit is out of service, retired, at another location, or with another booking (409). */
  'UNIT_NOT_FREE',
  /** Check-in of a unit that is not out with this booking (409). */
  'UNIT_NOT_OUT',
  /** No-show before the pickup time plus the grace period, or after a handover (409). */
  'NOT_A_NO_SHOW',
  /** A `Taken-At` in the future or older than OFFLINE_ACTION_MAX_AGE_HOURS (422). */
  'TAKEN_AT_OUT_OF_RANGE',
] as const
export type HandoverErrorCode = (typeof HANDOVER_ERROR_CODES)[number]

/** Codes of a code scanned or typed at the desk (a booking's QR code or a unit's asset tag). */
export const SCAN_ERROR_CODES = [
  /** No booking or unit has this code: not signed here, altered, or an unknown tag (422). */
  'CODE_NOT_OURS',
  /** A booking code past its expiry, some days after the rental's return (410). */
  'CODE_EXPIRED',
  /** The booking or the unit belongs to another location than the desk's (409). */
  'CODE_OTHER_LOCATION',
] as const

/** Codes of the rental agreement the family signs at check-out. */
export const AGREEMENT_ERROR_CODES = [
  /** A check-out with neither the family's signature nor the reason there is none (422). */
  'AGREEMENT_UNSIGNED',
  /** The signature image is over its size limit (413). */
  'SIGNATURE_TOO_LARGE',
  /** The signature is not a PNG, is damaged, blank, or of a size no signature pad draws (422). */
  'SIGNATURE_INVALID',
] as const

/**
 * Codes of files sent to the server (claim photos), besides UNSUPPORTED_MEDIA_TYPE (415) for a
 * type that is not kept.
 */
export const FILE_ERROR_CODES = [
  /** Over the size limit in bytes, or in pixels once decoded (413). */
  'FILE_TOO_LARGE',
  /** The photo cannot be decoded: damaged or cut short (422). */
  'INVALID_IMAGE',
] as const

/**
 * Stable machine codes carried by every API error. The client maps them to translated messages;
 * they never change meaning once published.
 */
/** A report asked for a period that is not one (400): its dates, or more days than a report reads. */
export const REPORT_ERROR_CODES = ['REPORT_PERIOD_INVALID', 'REPORT_PERIOD_TOO_LONG'] as const

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'JSON_TOO_DEEP',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'NOT_READY',
  'SERVICE_BUSY',
  'INTERNAL_ERROR',
  'FORBIDDEN',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_DATE',
  'WEAK_PASSWORD',
  'CONSENT_REQUIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'AUTH_REQUIRED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'ACTIVATION_CODE_INVALID',
  'RESET_TOKEN_EXPIRED',
  'RESET_TOKEN_USED',
  'RESET_TOKEN_INVALID',
  ...RENTAL_PERIOD_CODES,
  'UNKNOWN_GEAR',
  'INSUFFICIENT_STOCK',
  'PHONE_REQUIRED',
  'INVALID_FLIGHT_NUMBER',
  'INVALID_FLIGHT_TIME',
  'NOTES_TOO_LONG',
  'QUOTE_NOT_PENDING',
  'QUOTE_EXPIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_NOT_NEEDED',
  'PAYMENT_WINDOW_CLOSED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'CANCELLATION_WINDOW_CLOSED',
  'ALREADY_CANCELLED',
  'ALREADY_COMPLETED',
  'INVALID_WEBHOOK',
  'INVALID_REPORT',
  'REFUND_TOO_LARGE',
  'NOTHING_TO_REFUND',
  'OWN_ROLE_LOCKED',
  'ADMIN_ROLE_LOCKED',
  /** A staff cancellation of a booking whose units are still out: check them in first (409). */
  'UNITS_STILL_OUT',
  /** A staff cancellation sent for a payment status the booking no longer has (409). */
  'PAYMENT_CHANGED',
  ...UNIT_ERROR_CODES,
  ...HANDOVER_ERROR_CODES,
  ...SCAN_ERROR_CODES,
  ...AGREEMENT_ERROR_CODES,
  ...PROMO_REFUSAL_CODES,
  ...PROMO_ADMIN_ERROR_CODES,
  ...DELIVERY_ERROR_CODES,
  ...DEPOSIT_ERROR_CODES,
  ...FLIGHT_ERROR_CODES,
  ...FILE_ERROR_CODES,
  ...BOOKING_CHANGE_ERROR_CODES,
  ...BILLING_ERROR_CODES,
  ...CHILD_ERROR_CODES,
  ...REPORT_ERROR_CODES,
  ...ACCOUNT_DATA_ERROR_CODES,
  ...WAITLIST_ERROR_CODES,
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
