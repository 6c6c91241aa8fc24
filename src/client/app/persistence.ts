import type { Reducer } from '@reduxjs/toolkit'
import {
  createMigrate,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type MigrationManifest,
  type PersistConfig,
  type Persistor,
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

/**
 * Starts persisting: every persisted slice is rehydrated (one `persist/REHYDRATE` each), then
 * the promise resolves, so the first render already shows what was kept.
 */
export function startPersistence(store: Parameters<typeof persistStore>[0]): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor: Persistor = persistStore(store, null, () => resolve(persistor))
  })
}
