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

/** Why a code was refused (each an error code of the catalogue, with EN and ES messages). */
export const PROMO_REFUSAL_CODES = [
  /** No such code, or it is paused (422). */
  'PROMO_UNKNOWN',
  /** Its validity ended (422). */
  'PROMO_EXPIRED',
  /** Its validity has not started yet (422). */
  'PROMO_NOT_YET_VALID',
  /** Its total use limit is reached (422; 409 at booking when it ran out meanwhile). */
  'PROMO_USED_UP',
  /** None of the basket's gear is in the code's categories (422). */
  'PROMO_NOT_FOR_GEAR',
  /** The rental is shorter than the code's minimum (422). */
  'PROMO_RENTAL_TOO_SHORT',
  /** This traveller has used the code as often as it allows (422). */
  'PROMO_TRAVELLER_LIMIT_REACHED',
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
