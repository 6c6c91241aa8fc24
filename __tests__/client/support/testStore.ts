import { clearAllListeners } from '@reduxjs/toolkit'
import { persistedSlicesJoined, startPersistence } from '../../../src/client/app/persistence'
import type { AppServices } from '../../../src/client/app/services'
import { makeStore, type AppStore, type MakeStoreOptions } from '../../../src/client/app/store'
import { basketEditingFeature } from '../../../src/client/features/basket'
import { checkoutFeature } from '../../../src/client/features/checkout'
import { searchFeature } from '../../../src/client/features/search'
import { supportFeature } from '../../../src/client/features/support/supportFeature'

const liveStores: AppStore[] = []

/**
 * The features the app adds when their views first load: a test store has them from the start,
 * so a test can preload their state and dispatch their events directly.
 */
const LAZY_FEATURES = [basketEditingFeature, searchFeature, checkoutFeature, supportFeature]

/**
 * The app's store for one test, its persisted slices joined to the services' storage (nothing
 * is read or saved until `makePersistedTestStore` starts persistence). Its listeners are stopped when the test ends (setup.ts), so a
 * debounced effect still waiting cannot reach the next test's fake API or services.
 */
export function makeTestStore(options: MakeStoreOptions & { services: AppServices }): AppStore {
  const store = makeStore({ loaded: LAZY_FEATURES, ...options })
  store.dispatch(persistedSlicesJoined(options.services))
  liveStores.push(store)
  return store
}

/** Stops every running listener of the stores made since the last call, and forgets them. */
export function stopTestStores() {
  for (const store of liveStores.splice(0)) store.dispatch(clearAllListeners())
}

/**
 * A test store that keeps its persisted slices in the fake services' storage and cookies, as
 * the browser does: resolves once what was stored is rehydrated. `saved()` writes what is still
 * waiting for redux-persist's timer.
 */
export async function makePersistedTestStore(options: Parameters<typeof makeTestStore>[0]) {
  const store = makeTestStore(options)
  const persistor = await startPersistence(store)
  return { store, persistor, saved: () => persistor.flush() }
}
