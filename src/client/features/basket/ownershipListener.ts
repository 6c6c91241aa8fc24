import { isSameRental, rentalKey } from '../../../shared/domain/basket'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { loggedIn, sessionCleared } from '../session'
import { basketFailed, basketLoaded, type BasketItem } from './basketSlice'

/**
 * The guest's items join the user's saved basket: identical items add up (never past their
 * stock). A basket holds one rental, so when the two are for different rentals the guest's,
 * the newer choice, wins.
 */
export function mergeBaskets(saved: BasketItem[], guest: BasketItem[]): BasketItem[] {
  if (guest.length === 0) return saved
  const [first] = saved
  if (!first || rentalKey(first) !== rentalKey(guest[0]!)) return guest
  const merged = saved.map((item) => ({ ...item }))
  for (const item of guest) {
    const same = merged.find((candidate) => isSameRental(candidate, item))
    if (!same) merged.push(item)
    else same.quantity = Math.min(same.quantity + item.quantity, item.available_stock)
  }
  return merged
}

/**
 * State machines (docs/product.md): whose basket is shown follows the session. Start-up restores
 * the stored owner's basket (rehydration); logging in from guest migrates the guest basket into the
 * user's (and removes the guest cookie); logging in as someone else loads theirs; logging out
 * leaves an empty basket.
 */
export function addOwnershipListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: loggedIn,
    effect: ({ payload }, { dispatch, getState, extra }) => {
      const owner = payload.user.id
      const { owner: previous, items: current, promo_code } = getState().basket
      const saved = extra.savedBaskets.read(owner)
      const fromGuest = previous === 'guest'
      const items = fromGuest ? mergeBaskets(saved.items, current) : saved.items
      // The guest's code, the newer choice, wins over the one the user's basket kept.
      const code = fromGuest ? (promo_code ?? saved.promo_code) : saved.promo_code
      dispatch(basketLoaded({ owner, items, promo_code: code }))
      if (previous === 'guest') extra.savedBaskets.remove('guest')
      if (!saved.ok) dispatch(basketFailed({ kind: 'load_failed' }))
    },
  })

  startAppListening({
    actionCreator: sessionCleared,
    effect: (_action, { dispatch }) => {
      dispatch(basketLoaded({ owner: 'guest', items: [] }))
    },
  })
}
