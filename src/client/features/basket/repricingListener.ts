import type { AppStartListening } from '../../app/listenerMiddleware'
import { pricedPromoCode } from './pricingSignature'

/** Rapid changes (a stepper held down) are priced once, this long after the last one. */
export const REPRICE_DEBOUNCE_MS = 300

/** The pricing request loads with the first basket to price, never for an empty one. */
const repricing = () => import(/* webpackChunkName: "repricing" */ './repricing')

/**
 * State machines (docs/product.md): the server prices the basket after every change of its items
 * or of the promo code it is priced with, debounced (cancel active, delay), and not at all when
 * its signature equals the one last priced (repricing.ts).
 */
export function addRepricingListener(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (_action, { basket: current }, { basket: previous }) =>
      current.items !== previous.items || pricedPromoCode(current) !== pricedPromoCode(previous),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners()
      await listenerApi.delay(REPRICE_DEBOUNCE_MS)
      if (listenerApi.getState().basket.items.length === 0) return
      await (await repricing()).reprice(listenerApi)
    },
  })
}
