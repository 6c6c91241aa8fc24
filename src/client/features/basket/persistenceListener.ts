import type { AppStartListening } from '../../app/listenerMiddleware'
import { writeBasketCookie } from './basketCookie'
import {
  basketCleared,
  basketFailed,
  basketItemAddRequested,
  basketItemRemoved,
  basketQuantityChanged,
  type BasketMessage,
} from './basketSlice'

/** What the traveller was doing when the basket could not be saved (spec 8 messages). */
function failureOf(actionType: string): BasketMessage {
  if (basketItemAddRequested.type === actionType) return { kind: 'add_failed' }
  if (basketItemRemoved.type === actionType) return { kind: 'remove_failed' }
  if (basketQuantityChanged.type === actionType) return { kind: 'update_failed' }
  if (basketCleared.type === actionType) return { kind: 'clear_failed' }
  return { kind: 'update_failed' }
}

/** The basket is kept in the cookie basket_{owner} after every change (spec 3, 9). */
export function addPersistenceListener(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (_action, current, previous) => current.basket.items !== previous.basket.items,
    effect: (action, { dispatch, getState, extra }) => {
      const { owner, items } = getState().basket
      if (!writeBasketCookie(extra.cookies, owner, items))
        dispatch(basketFailed(failureOf(action.type)))
    },
  })
}
