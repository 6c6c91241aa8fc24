/**
 * Business constants and limits (docs/product.md, Constants), shared by the client and the server.
 */
export const ROLES = ['admin', 'moderator', 'user'] as const
export type Role = (typeof ROLES)[number]

export const API_TIMEOUT_MS = 10_000
export const GEAR_CACHE_SECONDS = 5 * 60
export const TOKEN_REFRESH_WAIT_MS = 5_000

export const BASKET_COOKIE_PREFIX = 'basket_'
export const BASKET_COOKIE_DAYS = 7

export const MAX_RENTAL_DAYS = 21
export const CANCELLATION_WINDOW_HOURS = 24
export const NOTES_MAX_LENGTH = 500
export const PASSWORD_MIN_LENGTH = 8

/** A quote holds its gear this long. */
export const QUOTE_HOLD_MINUTES = 30
/** An unpaid booking keeps its gear this long after it is made (or after its checkout opens). */
export const PAYMENT_WINDOW_MINUTES = 45

export const DEFAULT_CURRENCY = 'EUR'
export const DEFAULT_PICKUP_LOCATION_CODE = 'SVQ'
export const MOBILE_BREAKPOINT_PX = 768

// The fee types (and the codes in errorCodes.ts, the categories in catalogue.ts) are written out
// one value a line on purpose: each value is a published name that must be found by search.
export const FEE_TYPES = [
  'insurance',
  'cleaning',
  'airport',
  'processing',
  'delivery',
  'pickup',
  'damage_waiver',
  'equipment_fee',
  'service_fee',
] as const
export type FeeType = (typeof FEE_TYPES)[number]
