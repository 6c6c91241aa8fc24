import { PROMO_REFUSAL_CODES, type PromoRefusalCode } from '../../../shared/domain/promoCodes'
import { describeApiError } from '../../lib/apiErrors'

/** Why the server refused a promo code (422 when pricing or quoting, 409 when booking), or null. */
export function promoRefusalOf(error: unknown): PromoRefusalCode | null {
  const { code } = describeApiError(error)
  return PROMO_REFUSAL_CODES.find((refusal) => refusal === code) ?? null
}
