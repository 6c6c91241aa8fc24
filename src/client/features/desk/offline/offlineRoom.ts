/**
 * The desk's offline queue joins the store (the `DeskOffline` chunk): its slice kept on this
 * device through redux-persist, in IndexedDB under the signed-in staff member's key, and its
 * listeners; the desk's service worker is registered, which keeps its code and day lists. The desk's chunk loads it when it opens (offlineEvents.ts, `offlineRoomJoined`).
 */
import type { Reducer, ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { createMigrate, persistReducer, type PersistConfig } from 'redux-persist'
import { PERSIST, REHYDRATE } from 'redux-persist/lib/constants'
import { addAppListener } from '../../../app/lazyFeature'
import type { AppStartListening } from '../../../app/listenerMiddleware'
import type { PersistedReducers } from '../../../app/rehydration'
import type { AppExtra } from '../../../app/services'
import type { RootState } from '../../../app/store'
import { deleteCaches, indexedDbArea } from '../../../lib/persistence/indexedDb'
import { registerDeskServiceWorker } from '../../../serviceWorker/registerDeskServiceWorker'
import { selectSessionUser } from '../../session'
import type { DeskOfflineState } from './offlineEvents'
import { addDeskOfflineListeners, type OfflineDevice } from './offlineQueueListeners'
import {
  deskOfflineSlice,
  DESK_OFFLINE_VERSION,
  PERSISTED_OFFLINE_FIELDS,
} from './offlineQueueSlice'
import { createQueueStorage, OFFLINE_DATABASE, OFFLINE_STORE } from './offlineStorage'

/** The Cache Storage caches of the desk's service worker (the day lists kept for offline use). */
export const DESK_CACHE_PREFIX = 'desk-'

/** This browser's IndexedDB, Cache Storage and service workers. */
export const browserOfflineDevice = (): OfflineDevice => ({
  area: indexedDbArea(OFFLINE_DATABASE, OFFLINE_STORE),
  purgeKeptLists: () => deleteCaches(DESK_CACHE_PREFIX),
  keepDeskCode: registerDeskServiceWorker,
})

/**
 * Joins the queue to the store once (again is ignored): its persisted reducer in the store (the
 * action log's keeps nothing), its listeners, then redux-persist's start for this one reducer
 * (the others have started already, and a second PERSIST leaves them as they are).
 */
export const offlineQueueJoined =
  (
    device: OfflineDevice = browserOfflineDevice(),
  ): ThunkAction<void, RootState, AppExtra, UnknownAction> =>
  (dispatch, getState, extra) => {
    if ('deskOffline' in getState()) return
    const storage = createQueueStorage(device.area, () => selectSessionUser(getState())?.id ?? null)
    const config: PersistConfig<DeskOfflineState> & { deserialize: false } = {
      key: 'deskOffline',
      storage,
      version: DESK_OFFLINE_VERSION,
      migrate: createMigrate({}),
      whitelist: [...PERSISTED_OFFLINE_FIELDS],
      stateReconciler: false,
      serialize: false,
      deserialize: false,
      timeout: 0,
    }
    // redux-persist hands a reducer with no state yet `{}`, not undefined: it starts from the
    // slice's initial state all the same.
    const fromInitial: Reducer = (state, action) =>
      deskOfflineSlice.reducer(state && 'actions' in state ? state : undefined, action)
    const kept = persistReducer(config, fromInitial) as unknown as Reducer
    // The store's reducer keeps the queue; the action log's is the plain slice.
    const reducers = { deskOffline: kept } as unknown as PersistedReducers
    const plain = { deskOffline: deskOfflineSlice.reducer } as unknown as PersistedReducers
    extra.rootReducer.persist?.(reducers, plain)
    const startAppListening = ((options: Parameters<typeof addAppListener>[0]) =>
      dispatch(addAppListener(options))) as unknown as AppStartListening
    addDeskOfflineListeners(startAppListening, device)
    device.keepDeskCode()
    dispatch({
      type: PERSIST,
      register: () => undefined,
      rehydrate: (key: string, payload: unknown, err: unknown) =>
        dispatch({ type: REHYDRATE, key, payload, err }),
    })
  }
