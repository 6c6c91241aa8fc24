/** Rules of a rental period a request can break (see rentalPeriod.ts). */
export const RENTAL_PERIOD_CODES = [
  'LOCATION_CLOSED',
  'OUTSIDE_OPERATING_HOURS',
  'TIME_NOT_ON_CLOCK',
  'PICKUP_IN_PAST',
  'RETURN_BEFORE_PICKUP',
  'RENTAL_TOO_LONG',
] as const
export type RentalPeriodCode = (typeof RENTAL_PERIOD_CODES)[number]

/**
 * Stable machine codes carried by every API error. The client maps them to translated messages;
 * they never change meaning once published.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'NOT_READY',
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
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
