import type { Reducer, UnknownAction } from '@reduxjs/toolkit'
import {
  createMigrate,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  PURGE,
  REGISTER,
  REHYDRATE,
  type MigrationManifest,
  type PersistConfig,
  type Storage,
} from 'redux-persist'
import {
  basketMigrations,
  BASKET_VERSION,
  createBasketStorage,
  type SavedBaskets,
} from '../features/basket/basketStorage'
import { campaignLayout, CAMPAIGN_VERSION } from '../features/campaign/campaignPersistence'
import { consentLayout, CONSENT_VERSION } from '../features/consent/consentPersistence'
import {
  preferencesLayout,
  PREFERENCES_VERSION,
} from '../features/preferences/preferencesPersistence'
import {
  sessionLayout,
  sessionMigrations,
  SESSION_VERSION,
  storedSessionOwner,
} from '../features/session/sessionPersistence'
import { createWebStorageEngine } from '../lib/persistence/webStorage'
import type { PersistedKey } from './rehydration'
import type { AppServices } from './services'

/**
 * What the app keeps in the browser, through redux-persist: one persisted reducer per slice,
 * each with its version and migrations, over the engines written for the spec's layout (every
 * field in its own named key, the basket in its cookie). RTK Query's cache is never persisted.
 */

/** redux-persist's own actions: the serialisability check lets them through (RTK docs). */
export const PERSISTENCE_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER]

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

/** The engines over this browser's storage and cookies (or a test's fakes). */
export function createEngines({
  localStore: local,
  sessionStore: session,
  cookies,
  clock,
}: AppServices): Engines & { savedBaskets: SavedBaskets } {
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
