import type { LazyFeature } from '../../app/lazyFeature'
import { basketActionsListeners } from './basketActionsListeners'
import { promoFieldSlice } from './promoFieldSlice'
import { saveFailureListener } from './saveFailureListener'

/**
 * Editing the basket (clearing after a confirm, going to checkout, the promo field, saying when a
 * change could not be saved): its state and listeners load with the popup, checkout and the pages
 * that add to the basket.
 */
export const basketEditingFeature: LazyFeature = {
  slice: promoFieldSlice,
  listeners: [...basketActionsListeners, saveFailureListener],
}
