import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import { basketRentalRequest } from '../../../shared/domain/basket'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { stockShortageOf } from '../../lib/apiErrors'
import { selectLanguage } from '../preferences'
import { basketApi } from './basketApi'
import {
  basketPricingFailed,
  basketPricingReceived,
  basketPricingRequested,
  promoCodeRefused,
} from './basketSlice'
import { pricedPromoCode, pricingSignature } from './pricingSignature'
import { promoRefusalOf } from './promoRefusal'

/**
 * The server prices the basket with its promo code, unless its signature equals the one last
 * priced (kept in state); the answer is applied only if the basket still has the signature it
 * was asked for. A refused code is recorded with its reason, and the basket is then priced without
 * it (the listener sees the signature change). Loaded with the first basket to price
 * (repricingListener.ts).
 */
export async function reprice({
  dispatch,
  getState,
}: ListenerEffectAPI<RootState, AppDispatch, AppExtra>) {
  const basket = getState().basket
  const signature = pricingSignature(basket)
  const rental = basketRentalRequest(basket.items)
  const promoCode = pricedPromoCode(basket)
  if (!rental || signature === basket.pricedSignature) return
  dispatch(basketPricingRequested(signature))
  const request = dispatch(
    basketApi.endpoints.calculatePricing.initiate(
      {
        body: promoCode ? { ...rental, promo_code: promoCode } : rental,
        lang: selectLanguage(getState()),
      },
      { track: false },
    ),
  )
  try {
    dispatch(basketPricingReceived({ signature, pricing: await request.unwrap() }))
  } catch (error) {
    const refusal = promoCode && promoRefusalOf(error)
    if (refusal) return void dispatch(promoCodeRefused({ code: promoCode, reason: refusal }))
    dispatch(basketPricingFailed({ signature, shortage: stockShortageOf(error) ?? undefined }))
  }
}
