import { isAnyOf } from '@reduxjs/toolkit'
import { addAppListener } from '../../app/lazyFeature'
import {
  basketCleared,
  basketFailed,
  basketItemAddRequested,
  basketItemRemoved,
  basketNotSaved,
  basketQuantityChanged,
  type BasketMessage,
} from './basketSlice'

/** redux-persist saves a change within a few timer ticks; a refusal arrives well before this. */
export const SAVE_WAIT_MS = 2_000

/**
 * What the traveller was doing when the basket could not be saved (messages in docs/product.md,
 * Error catalogue).
 */
function failureOf(actionType: string): BasketMessage {
  if (basketItemAddRequested.type === actionType) return { kind: 'add_failed' }
  if (basketItemRemoved.type === actionType) return { kind: 'remove_failed' }
  if (basketCleared.type === actionType) return { kind: 'clear_failed' }
  return { kind: 'update_failed' }
}

/**
 * A change the browser would not keep in the basket cookie (docs/product.md, Records and storage;
 * Constants) says what failed.
 */
export const saveFailureListener = addAppListener({
  matcher: isAnyOf(basketItemAddRequested, basketItemRemoved, basketQuantityChanged, basketCleared),
  effect: async (action, { cancelActiveListeners, condition, dispatch }) => {
    cancelActiveListeners()
    if (await condition(basketNotSaved.match, SAVE_WAIT_MS)) {
      dispatch(basketFailed(failureOf(action.type)))
    }
  },
})
