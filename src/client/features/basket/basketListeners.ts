import type { AppStartListening } from '../../app/listenerMiddleware'
import { addOwnershipListeners } from './ownershipListener'
import { addPruningListener } from './pruningListener'
import { addRepricingListener } from './repricingListener'

/**
 * The basket machine (docs/product.md, State machines): the listeners the first page needs, each
 * tested on its own; those of editing the basket load with it (basketEditing.ts).
 */
export function addBasketListeners(startAppListening: AppStartListening) {
  addOwnershipListeners(startAppListening)
  addRepricingListener(startAppListening)
  addPruningListener(startAppListening)
}
