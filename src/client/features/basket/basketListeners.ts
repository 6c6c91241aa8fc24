import type { AppStartListening } from '../../app/listenerMiddleware'
import { addBasketActionsListeners } from './basketActionsListeners'
import { addOwnershipListeners } from './ownershipListener'
import { addSaveFailureListener } from './saveFailureListener'
import { addPruningListener } from './pruningListener'
import { addRepricingListener } from './repricingListener'

/** The basket machine (spec 4): every listener, each tested on its own. */
export function addBasketListeners(startAppListening: AppStartListening) {
  addOwnershipListeners(startAppListening)
  addSaveFailureListener(startAppListening)
  addRepricingListener(startAppListening)
  addPruningListener(startAppListening)
  addBasketActionsListeners(startAppListening)
}
