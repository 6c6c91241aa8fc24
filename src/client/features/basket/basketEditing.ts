import type { LazyFeature } from '../../app/lazyFeature'
import { basketActionsListeners } from './basketActionsListeners'
import { saveFailureListener } from './saveFailureListener'

/**
 * Editing the basket (clearing after a confirm, going to checkout, saying when a change could not
 * be saved): these listeners load with the popup, checkout and the pages that add to the basket.
 */
export const basketEditingFeature: LazyFeature = {
  listeners: [...basketActionsListeners, saveFailureListener],
}
