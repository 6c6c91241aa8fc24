import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '../../app/listenerMiddleware'
import type { Rehydration } from '../../app/rehydration'
import type { StoredBasket } from './basketStorage'
import {
  basketCheckoutRequested,
  basketLoaded,
  basketPopupOpened,
  isBasketRehydration,
} from './basketSlice'

/** Start-up restored a saved basket (nothing to check when nothing was kept). */
const basketRestored = (action: unknown): action is Rehydration<StoredBasket> =>
  isBasketRehydration(action) && Boolean(action.payload)

/**
 * State machines (docs/product.md): items whose pickup date is today or earlier (at the pickup
 * location's clock) are removed, and so are items whose gear the catalogue no longer has. Checked
 * whenever the basket is restored at start-up, loaded, opened, or taken to checkout.
 */
export function addPruningListener(startAppListening: AppStartListening) {
  startAppListening({
    matcher: isAnyOf(basketRestored, basketLoaded, basketPopupOpened, basketCheckoutRequested),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners()
      if (listenerApi.getState().basket.items.length === 0) return
      // The check and the time zone database load only when there is a basket to check.
      const { pruneBasket } = await import(/* webpackChunkName: "pruneBasket" */ './pruneBasket')
      await pruneBasket(listenerApi)
    },
  })
}
