import { addAppListener } from '../../app/lazyFeature'
import {
  basketCheckoutRequested,
  basketCheckoutStarted,
  basketCleared,
  basketClearRequested,
  promoCodeApplied,
} from './basketSlice'
import { promoCodeSubmitted, selectPromoDraft, typedPromoCode } from './promoFieldSlice'

/** State machines (docs/product.md): where checkout goes for a visitor who is not signed in. */
export const CHECKOUT_LOGIN_PATH = '/login?redirect=/search&basketOpen=true'

export const basketActionsListeners = [
  // "Clear Basket" asks first (docs/product.md, Routes and guard).
  addAppListener({
    actionCreator: basketClearRequested,
    effect: async ({ payload }, { dispatch, extra }) => {
      if (await extra.confirm(payload.confirmMessage)) dispatch(basketCleared())
    },
  }),

  // Checkout: an empty basket says so (reducer); a visitor signs in first, then comes back.
  addAppListener({
    actionCreator: basketCheckoutRequested,
    effect: (_action, { dispatch, getState, extra }) => {
      const { basket, session } = getState()
      if (basket.items.length === 0) return
      if (!session.authenticated) {
        extra.navigate(CHECKOUT_LOGIN_PATH)
        return
      }
      dispatch(basketCheckoutStarted())
    },
  }),

  // "Apply": a typed code of a code's shape goes to the basket, which is then priced with it.
  addAppListener({
    actionCreator: promoCodeSubmitted,
    effect: (_action, { dispatch, getState }) => {
      const { draft, malformed } = selectPromoDraft(getState())
      if (!malformed) dispatch(promoCodeApplied(typedPromoCode(draft)))
    },
  }),
]
