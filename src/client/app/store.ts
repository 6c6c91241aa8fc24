import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { analyticsSlice } from '../features/analytics/analyticsSlice'
import {
  basketNotSaved,
  basketSlice,
  PERSISTED_BASKET_FIELDS,
} from '../features/basket/basketSlice'
import { campaignSlice, PERSISTED_CAMPAIGN_FIELDS } from '../features/campaign/campaignSlice'
import { formsReducer } from '../features/forms/formsState'
import { consentSlice, PERSISTED_CONSENT_FIELDS } from '../features/consent/consentSlice'
import {
  PERSISTED_PREFERENCE_FIELDS,
  preferencesSlice,
} from '../features/preferences/preferencesSlice'
import { PERSISTED_SESSION_FIELDS, sessionSlice } from '../features/session/sessionSlice'
import { createActionLog } from '../features/support/actionLog'
import { api } from './api'
import { DEVTOOLS_IN_PRODUCTION } from './buildInfo'
import { devToolsOptions } from './devTools'
import { createAppListenerMiddleware } from './listenerMiddleware'
import {
  createEngines,
  inertEngines,
  persisted,
  PERSISTENCE_ACTIONS,
  type Engines,
} from './persistence'
import type { LazyFeature } from './lazyFeature'
import type { AppExtra, AppServices } from './services'

/**
 * The slices of areas the first page does not show, added when their code loads (lazyFeature.ts,
 * lazySlices.ts); each such slice declares itself here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The root reducer over `engines`. The persisted slices come first, in the order docs/product.md
 * (What it does) starts them up (language, campaign, session, consent) and then the basket of the
 * session's owner.
 */
export function createRootReducer(engines: Engines = inertEngines, onBasketNotSaved?: () => void) {
  return combineSlices(
    {
      preferences: persisted(
        'preferences',
        preferencesSlice.reducer,
        PERSISTED_PREFERENCE_FIELDS,
        engines.preferences,
      ),
      campaign: persisted(
        'campaign',
        campaignSlice.reducer,
        PERSISTED_CAMPAIGN_FIELDS,
        engines.campaign,
      ),
      session: persisted(
        'session',
        sessionSlice.reducer,
        PERSISTED_SESSION_FIELDS,
        engines.session,
      ),
      consent: persisted(
        'consent',
        consentSlice.reducer,
        PERSISTED_CONSENT_FIELDS,
        engines.consent,
      ),
      basket: persisted(
        'basket',
        basketSlice.reducer,
        PERSISTED_BASKET_FIELDS,
        engines.basket,
        onBasketNotSaved,
      ),
      forms: formsReducer,
    },
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

export interface MakeStoreOptions {
  services: AppServices
  preloadedState?: Partial<RootState>
  /** Called when a listener throws; tests pass a jest.fn() and assert it stayed silent. */
  onListenerError?: (error: unknown) => void
  /** Lazily loaded features in place from the start (tests, which preload their state). */
  loaded?: readonly LazyFeature[]
}

/**
 * The app's store, with its own persisted reducers over `services`' storage (startPersistence
 * rehydrates it). Outside production the default middleware keeps checking that every action
 * and state is serialisable and never mutated; the action log records last, sanitised, what
 * reaches the reducers (support reports).
 */
export function makeStore({
  services,
  preloadedState,
  onListenerError,
  loaded = [],
}: MakeStoreOptions) {
  const { localStore: _local, sessionStore: _session, cookies: _cookies, ...browser } = services
  const { savedBaskets, ...engines } = createEngines(services)
  const reducer = createRootReducer(engines, () => store.dispatch(basketNotSaved()))
  const logReducer = createRootReducer()
  for (const { slice } of loaded) {
    if (!slice) continue
    reducer.inject(slice)
    logReducer.inject(slice)
  }
  const extra: AppExtra = {
    ...browser,
    savedBaskets,
    actionLog: createActionLog(logReducer),
    rootReducer: { inject: injectIntoBoth(reducer, logReducer) },
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
