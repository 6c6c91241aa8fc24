import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import { basketRentalRequest, basketSignature } from '../../../shared/domain/basket'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { stockShortageOf } from '../../lib/apiErrors'
import { selectLanguage } from '../preferences'
import { basketApi } from './basketApi'
import { basketPricingFailed, basketPricingReceived, basketPricingRequested } from './basketSlice'

/**
 * The server prices the basket, unless its signature equals the one last priced (kept in
 * state); the answer is applied only if the basket still has the signature it was asked for.
 * Loaded with the first basket to price (repricingListener.ts).
 */
export async function reprice({
  dispatch,
  getState,
}: ListenerEffectAPI<RootState, AppDispatch, AppExtra>) {
  const { items, pricedSignature } = getState().basket
  const signature = basketSignature(items)
  const rental = basketRentalRequest(items)
  if (!rental || signature === pricedSignature) return
  dispatch(basketPricingRequested(signature))
  const request = dispatch(
    basketApi.endpoints.calculatePricing.initiate(
      {
        body: rental,
        lang: selectLanguage(getState()),
      },
      { track: false },
    ),
  )
  try {
    dispatch(basketPricingReceived({ signature, pricing: await request.unwrap() }))
  } catch (error) {
    dispatch(basketPricingFailed({ signature, shortage: stockShortageOf(error) ?? undefined }))
  }
}
