import type { AppStartListening } from '../../app/listenerMiddleware'
import { addBasketActionsListeners } from './basketActionsListeners'
import { addOwnershipListeners } from './ownershipListener'
import { addSaveFailureListener } from './saveFailureListener'
import { addPruningListener } from './pruningListener'
import { addRepricingListener } from './repricingListener'

/** The basket machine (docs/product.md, State machines): every listener, each tested on its own. */
export function addBasketListeners(startAppListening: AppStartListening) {
  addOwnershipListeners(startAppListening)
  addSaveFailureListener(startAppListening)
  addRepricingListener(startAppListening)
  addPruningListener(startAppListening)
  addBasketActionsListeners(startAppListening)
}
