import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants'
import { analyticsSlice } from '../features/analytics/slices'
import { basketSlice, type SavedBaskets } from '../features/basket/slices'
import { campaignSlice } from '../features/campaign/slices'
import { formsReducer } from '../features/forms'
import { consentSlice } from '../features/consent/slices'
import { preferencesSlice } from '../features/preferences/slices'
import { sessionSlice } from '../features/session/slices'
import { createActionLog } from '../features/support/slices'
import { api } from './api'
import { DEVTOOLS_IN_PRODUCTION } from './buildInfo'
import { devToolsOptions } from './devTools'
import { createAppListenerMiddleware } from './listenerMiddleware'
import type { LazyFeature } from './lazyFeature'
import type { PersistedReducers } from './rehydration'
import type { AppExtra, StorageServices, StoreServices } from './services'

/**
 * The slices of areas the first page does not show, added when their code loads (lazyFeature.ts,
 * lazySlices.ts); each such slice declares itself here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The root reducer. The persisted slices come first, in the order docs/product.md (What it does)
 * starts them up (language, campaign, session, consent) and then the basket of the session's
 * owner; their plain reducers give way to redux-persist's once the persistence code has loaded
 * (app/persistence.ts), which only a visitor with something stored waits for.
 */
export function createRootReducer() {
  return combineSlices(
    preferencesSlice,
    campaignSlice,
    sessionSlice,
    consentSlice,
    basketSlice,
    { forms: formsReducer },
    analyticsSlice,
    api,
  ).withLazyLoadedSlices<LazyLoadedSlices>()
}

/** The reducers alone, keeping nothing: replays of support reports and their action log. */
export const rootReducer = createRootReducer()

export type RootState = ReturnType<typeof rootReducer>

type RootReducer = ReturnType<typeof createRootReducer>

/**
 * Injects a lazily loaded slice into the store's reducer and into the one the action log folds
 * its oldest actions with, so a support report keeps that slice's state.
 */
function injectIntoBoth(reducer: RootReducer, logReducer: RootReducer): RootReducer['inject'] {
  return ((...args: Parameters<RootReducer['inject']>) => {
    logReducer.inject(...args)
    return reducer.inject(...args)
  }) as RootReducer['inject']
}

/** Puts each persisted slice's own reducers in place of its plain one, in the store and the log. */
function persistInBoth(reducer: RootReducer, logReducer: RootReducer) {
  return (reducers: PersistedReducers, logReducers: PersistedReducers) => {
    for (const reducerPath of Object.keys(reducers) as (keyof PersistedReducers)[]) {
      const override = { overrideExisting: true }
      reducer.inject({ reducerPath, reducer: reducers[reducerPath] }, override)
      logReducer.inject({ reducerPath, reducer: logReducers[reducerPath] }, override)
    }
  }
}

/** redux-persist's own actions: the serialisability check lets them through (RTK docs). */
const PERSISTENCE_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER]

/** Listeners never reach the raw storage (a test's services carry it for persistence.ts). */
function withoutStorage(services: StoreServices & Partial<StorageServices>): StoreServices {
  const { localStore: _local, sessionStore: _session, cookies: _cookies, ...rest } = services
  return rest
}

/**
 * The saved baskets arrive with the persistence code, together with the only listeners that
 * reach them (the basket's owner follows the session), so nothing asks for them before.
 */
const notJoinedYet = (): never => {
  throw new Error('The saved baskets join with the persistence code')
}
const savedBasketsNotJoined: SavedBaskets = { read: notJoinedYet, remove: notJoinedYet }

export interface MakeStoreOptions {
  services: StoreServices
  preloadedState?: Partial<RootState>
  /** Called when a listener throws; tests pass a jest.fn() and assert it stayed silent. */
  onListenerError?: (error: unknown) => void
  /** Lazily loaded features in place from the start (tests, which preload their state). */
  loaded?: readonly LazyFeature[]
}

/**
 * The app's store, its persisted slices with plain reducers until the persistence code joins
 * them to the browser's storage (persistence.ts, `persistedSlicesJoined`). Outside production the default middleware keeps checking that every action
 * and state is serialisable and never mutated; the action log records last, sanitised, what
 * reaches the reducers (support reports).
 */
export function makeStore({
  services,
  preloadedState,
  onListenerError,
  loaded = [],
}: MakeStoreOptions) {
  const reducer = createRootReducer()
  const logReducer = createRootReducer()
  for (const { slice } of loaded) {
    if (!slice) continue
    reducer.inject(slice)
    logReducer.inject(slice)
  }
  const extra: AppExtra = {
    ...withoutStorage(services),
    savedBaskets: savedBasketsNotJoined,
    actionLog: createActionLog(logReducer),
    rootReducer: {
      inject: injectIntoBoth(reducer, logReducer),
      persist: persistInBoth(reducer, logReducer),
    },
  }
  const listenerMiddleware = createAppListenerMiddleware(extra, onListenerError)
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: PERSISTENCE_ACTIONS },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware, extra.actionLog.middleware),
    // Written out so the build drops DevTools and its sanitiser from a production bundle.
    devTools:
      process.env.NODE_ENV === 'production' && process.env.REDUX_DEVTOOLS !== 'true'
        ? false
        : devToolsOptions(process.env.NODE_ENV === 'production', DEVTOOLS_IN_PRODUCTION),
  })
  for (const { listeners } of loaded) for (const listener of listeners) store.dispatch(listener)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
