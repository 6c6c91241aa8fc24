import type { Reducer, ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import {
  createMigrate,
  FLUSH,
  PERSIST,
  persistReducer,
  REHYDRATE,
  type MigrationManifest,
  type PersistConfig,
  type Storage,
} from 'redux-persist'
import { addBasketListeners } from '../features/basket/listeners'
import {
  basketMigrations,
  basketNotSaved,
  basketSlice,
  BASKET_VERSION,
  createBasketStorage,
  PERSISTED_BASKET_FIELDS,
  type SavedBaskets,
} from '../features/basket/slices'
import { addCampaignListeners } from '../features/campaign/listeners'
import {
  campaignLayout,
  campaignSlice,
  CAMPAIGN_VERSION,
  PERSISTED_CAMPAIGN_FIELDS,
} from '../features/campaign/slices'
import {
  consentLayout,
  consentSlice,
  CONSENT_VERSION,
  PERSISTED_CONSENT_FIELDS,
} from '../features/consent/slices'
import {
  PERSISTED_PREFERENCE_FIELDS,
  preferencesLayout,
  preferencesSlice,
  PREFERENCES_VERSION,
} from '../features/preferences/slices'
import { addSessionListeners } from '../features/session/listeners'
import {
  PERSISTED_SESSION_FIELDS,
  sessionLayout,
  sessionMigrations,
  sessionSlice,
  SESSION_VERSION,
  storedSessionOwner,
} from '../features/session/slices'
import { createCookieJar } from '../lib/persistence/cookies'
import {
  browserLocalStorage,
  browserSessionStorage,
  createWebStorageEngine,
} from '../lib/persistence/webStorage'
import { addAppListener } from './lazyFeature'
import type { AppStartListening } from './listenerMiddleware'
import type { PersistedKey, PersistedReducers } from './rehydration'
import type { AppExtra, AppServices, StorageServices } from './services'
import type { RootState } from './store'

/**
 * What the app keeps in the browser, through redux-persist: one persisted reducer per slice,
 * each with its version and migrations, over the engines written for the spec's layout (every
 * field in its own named key, the basket in its cookie). RTK Query's cache is never persisted.
 * This code, redux-persist and the engines load after the first page's own code: a first-time
 * visitor's page renders without them (there is nothing to restore), a returning visitor's
 * waits for them (app/boot.ts).
 */

/** How each persisted slice is versioned: its current version and the steps up to it. */
const VERSIONS: Record<PersistedKey, { version: number; migrations: MigrationManifest }> = {
  preferences: { version: PREFERENCES_VERSION, migrations: {} },
  campaign: { version: CAMPAIGN_VERSION, migrations: {} },
  session: { version: SESSION_VERSION, migrations: sessionMigrations },
  consent: { version: CONSENT_VERSION, migrations: {} },
  basket: { version: BASKET_VERSION, migrations: basketMigrations },
}

export type Engines = Record<PersistedKey, Storage>

/** Engines that keep nothing: replays, the action log and build-time rendering. */
const nothingKept: Storage = {
  getItem: async () => undefined,
  setItem: async () => undefined,
  removeItem: async () => undefined,
}
export const inertEngines: Engines = {
  preferences: nothingKept,
  campaign: nothingKept,
  session: nothingKept,
  consent: nothingKept,
  basket: nothingKept,
}

/** This browser's local storage, session storage and cookies. */
export const browserStorage = (): StorageServices => ({
  localStore: browserLocalStorage(),
  sessionStore: browserSessionStorage(),
  cookies: createCookieJar(),
})

/** What the engines are made over: the storage and the clock (a consent choice ages). */
export type PersistenceServices = StorageServices & Pick<AppServices, 'clock'>

/** The engines over this browser's storage and cookies (or a test's fakes). */
function createEngines({
  localStore: local,
  sessionStore: session,
  cookies,
  clock,
}: PersistenceServices): Engines & { savedBaskets: SavedBaskets } {
  const areas = { local, session }
  const basket = createBasketStorage(cookies, () =>
    storedSessionOwner((area, key) => areas[area].get(key)),
  )
  return {
    preferences: createWebStorageEngine(areas, preferencesLayout),
    campaign: createWebStorageEngine(areas, campaignLayout),
    session: createWebStorageEngine(areas, sessionLayout),
    consent: createWebStorageEngine(areas, consentLayout(clock)),
    basket,
    savedBaskets: basket,
  }
}

/**
 * A slice's reducer kept in `storage`: only `fields` are saved; the slice's own reducer takes
 * what it trusts from the rehydration (no automatic merge); the engines get and give plain
 * objects (no JSON of their own) and answer at once (no timeout).
 */
export function persisted<S>(
  key: PersistedKey,
  reducer: Reducer<S>,
  fields: readonly (keyof S & string)[],
  storage: Storage,
  onWriteFailed?: () => void,
): Reducer<S> {
  const { version, migrations } = VERSIONS[key]
  const config: PersistConfig<S> & { deserialize: false } = {
    key,
    storage,
    version,
    migrate: createMigrate(migrations),
    whitelist: [...fields],
    stateReconciler: false,
    serialize: false,
    deserialize: false,
    timeout: 0,
    writeFailHandler: onWriteFailed,
  }
  return persistReducer(config, reducer) as unknown as Reducer<S>
}

/** Each persisted slice's reducer kept in `engines`, in the root reducer's order. */
function persistedReducers(engines: Engines, onBasketNotSaved?: () => void): PersistedReducers {
  return {
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
    session: persisted('session', sessionSlice.reducer, PERSISTED_SESSION_FIELDS, engines.session),
    consent: persisted('consent', consentSlice.reducer, PERSISTED_CONSENT_FIELDS, engines.consent),
    basket: persisted(
      'basket',
      basketSlice.reducer,
      PERSISTED_BASKET_FIELDS,
      engines.basket,
      onBasketNotSaved,
    ),
  }
}

/** The persisted reducers keeping nothing: replays of support reports and their action log. */
export const replayedPersistedReducers = () => persistedReducers(inertEngines)

/**
 * The persisted slices join `services`' storage: redux-persist's reducers take over from the
 * plain ones (the action log's keep nothing), listeners reach the saved baskets, and the kept
 * slices' own listeners start (restoring the session and the basket, the campaign's capture).
 * Nothing is read or written until `startPersistence`; app/boot.ts sends the start-up events
 * after it.
 */
export const persistedSlicesJoined =
  (services: PersistenceServices): ThunkAction<void, RootState, AppExtra, UnknownAction> =>
  (dispatch, _getState, extra) => {
    const { savedBaskets, ...engines } = createEngines(services)
    extra.savedBaskets = savedBaskets
    // The listener middleware answers `addListener` with the listener's unsubscribe.
    const startAppListening = ((options: Parameters<typeof addAppListener>[0]) =>
      dispatch(addAppListener(options))) as unknown as AppStartListening
    addSessionListeners(startAppListening)
    addBasketListeners(startAppListening)
    addCampaignListeners(startAppListening)
    extra.rootReducer.persist?.(
      persistedReducers(engines, () => dispatch(basketNotSaved())),
      replayedPersistedReducers(),
    )
  }

/** Writes what redux-persist's timer still holds (before the page goes away, in tests). */
export interface Persistence {
  flush(): Promise<unknown>
}

/**
 * Starts persisting with redux-persist's own protocol (what its persistStore does, without the
 * second store it keeps to count): `persist/PERSIST` asks every persisted reducer to read its
 * record, each answers with one `persist/REHYDRATE`, and the promise resolves once all have, so
 * the first render already shows what was kept.
 */
export function startPersistence(store: { dispatch(action: UnknownAction): unknown }) {
  const flush = () => {
    const results: unknown[] = []
    store.dispatch({ type: FLUSH, result: (result: unknown) => results.push(result) })
    return Promise.all(results)
  }
  return new Promise<Persistence>((resolve) => {
    const waiting = new Set<string>()
    store.dispatch({
      type: PERSIST,
      register: (key: string) => waiting.add(key),
      rehydrate: (key: string, payload: unknown, err: unknown) => {
        store.dispatch({ type: REHYDRATE, key, payload, err })
        waiting.delete(key)
        if (waiting.size === 0) resolve({ flush })
      },
    })
  })
}
