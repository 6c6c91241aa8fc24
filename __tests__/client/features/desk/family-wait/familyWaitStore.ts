import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import { familyWaitFeature } from '../../../../../src/client/features/desk/family-wait/familyWaitListeners'
import { deskStore } from '../deskStore'

/** The desk's store with the family wait's chunk joined, as its views do when they first show. */
export function familyWaitStore(handlers: Parameters<typeof deskStore>[0] = {}) {
  const desk = deskStore(handlers)
  desk.store.dispatch(featureInjected(familyWaitFeature))
  return desk
}
