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

/**
 * Spec 4: items that can no longer be rented leave the basket (pruneBasket.ts). Checked
 * whenever the basket is restored at start-up, loaded, opened, or taken to checkout; the code
 * that checks loads only when there is a basket.
 */
/** Start-up restored a saved basket (nothing to check when nothing was kept). */
const basketRestored = (action: unknown): action is Rehydration<StoredBasket> =>
  isBasketRehydration(action) && Boolean(action.payload)

export function addPruningListener(startAppListening: AppStartListening) {
  startAppListening({
    matcher: isAnyOf(basketRestored, basketLoaded, basketPopupOpened, basketCheckoutRequested),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners()
      if (listenerApi.getState().basket.items.length === 0) return
      const { pruneBasket } = await import(/* webpackChunkName: "pruneBasket" */ './pruneBasket')
      await pruneBasket(listenerApi)
    },
  })
}
