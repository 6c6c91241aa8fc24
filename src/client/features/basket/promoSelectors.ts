import { createSelector } from '@reduxjs/toolkit'
import type { PromoRefusalCode } from '../../../shared/domain/promoCodes'
import { selectBasket } from './basketSlice'
import { pricingSignature } from './pricingSignature'
import { selectPromoDraft } from './promoFieldSlice'

/**
 * Where the basket's promo code stands: none applied; being priced; priced with it (its
 * discount is a priced line); refused by the server (priced without it); or entered but not
 * priced (pricing failed).
 */
export type PromoStatus = 'none' | 'checking' | 'applied' | 'refused' | 'entered'

export interface PromoField {
  draft: string
  malformed: boolean
  code: string | null
  status: PromoStatus
  refusal: PromoRefusalCode | null
}

/** The promo field of the basket: what is typed, the code applied and its status. */
export const selectPromoField = createSelector(
  [selectBasket, selectPromoDraft],
  (basket, { draft, malformed }): PromoField => {
    const { promo_code: code, promo_refusal: refusal, pricing, pricingStatus } = basket
    const pricedNow = basket.pricedSignature === pricingSignature(basket)
    const status: PromoStatus = !code
      ? 'none'
      : refusal
        ? 'refused'
        : pricedNow && pricing?.discounts?.some((discount) => discount.code === code)
          ? 'applied'
          : pricingStatus === 'failed'
            ? 'entered'
            : 'checking'
    return { draft, malformed, code, status, refusal }
  },
)
