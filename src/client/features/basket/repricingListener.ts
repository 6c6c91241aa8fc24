import { basketRentalRequest, basketSignature } from '../../../shared/domain/basket'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { stockShortageOf } from '../../lib/apiErrors'
import { selectLanguage } from '../preferences'
import { basketApi } from './basketApi'
import { basketPricingFailed, basketPricingReceived, basketPricingRequested } from './basketSlice'

/** Rapid changes (a stepper held down) are priced once, this long after the last one. */
export const REPRICE_DEBOUNCE_MS = 300

/**
 * State machines (docs/product.md): the server prices the basket after every change, debounced
 * (cancel active, delay), and not at all when its signature equals the one last priced (kept in
 * state). The answer is applied only if the basket still has the signature it was asked for.
 */
export function addRepricingListener(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (_action, current, previous) => current.basket.items !== previous.basket.items,
    effect: async (_action, { cancelActiveListeners, delay, dispatch, getState }) => {
      cancelActiveListeners()
      await delay(REPRICE_DEBOUNCE_MS)
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
    },
  })
}
