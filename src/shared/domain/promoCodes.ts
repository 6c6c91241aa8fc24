import { divideRoundingHalfUp } from './money'

/**
 * Promo codes (docs/product.md, Promo codes): 3 to 32 letters, digits and dashes, compared
 * without regard to case and stored in upper case.
 */
export const PROMO_CODE_MIN_LENGTH = 3
export const PROMO_CODE_MAX_LENGTH = 32
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9-]{3,32}$'

export const PROMO_KINDS = ['percent', 'fixed'] as const
export type PromoKind = (typeof PROMO_KINDS)[number]

/**
 * Why a code was refused, each an error code of the catalogue with EN and ES messages; all are
 * 422, but a code used up between pricing and booking is 409 at booking.
 */
export const PROMO_REFUSAL_CODES = [
  'PROMO_UNKNOWN', // no such code, or it is paused
  'PROMO_EXPIRED', // its validity ended
  'PROMO_NOT_YET_VALID', // its validity has not started yet
  'PROMO_USED_UP', // its total use limit is reached
  'PROMO_NOT_FOR_GEAR', // none of the basket's gear is in the code's categories
  'PROMO_RENTAL_TOO_SHORT', // the rental is shorter than the code's minimum
  'PROMO_TRAVELLER_LIMIT_REACHED', // this traveller has used it as often as it allows
] as const
export type PromoRefusalCode = (typeof PROMO_REFUSAL_CODES)[number]

/** Codes of the desk's promo code administration. */
export const PROMO_ADMIN_ERROR_CODES = [
  /** Another code already has that text, whatever its case (409). */
  'PROMO_CODE_TAKEN',
  /** Amount, validity or limits that do not fit together (400). */
  'INVALID_PROMO_CODE',
] as const

export function isPromoCodeFormat(code: string): boolean {
  return new RegExp(PROMO_CODE_PATTERN).test(code)
}

/** The stored form of a code: upper case. */
export function normalisePromoCode(code: string): string {
  return code.toUpperCase()
}

/**
 * The discount on a rental subtotal (cents): a percentage rounded half up, or a fixed amount;
 * never more than the subtotal it applies to, never below zero.
 */
export function promoDiscountCents(kind: PromoKind, amount: number, eligibleCents: number) {
  const raw = kind === 'percent' ? divideRoundingHalfUp(eligibleCents * amount, 100) : amount
  return Math.max(0, Math.min(raw, eligibleCents))
}
