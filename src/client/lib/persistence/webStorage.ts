import type { Storage as PersistStorage } from 'redux-persist'
import { logger } from '../logger'

/**
 * The web-storage engine: the only code that reads or writes the browser's local and session
 * storage. redux-persist hands it a slice's persisted fields; a layout says which named key
 * (docs/product.md, Records and storage) each field is written to, so the keys and their values
 * stay as the spec lays them out.
 */

/** Local storage (kept between visits) or session storage (this tab's visit). */
export type Area = 'local' | 'session'

/**
 * One storage area that never throws: failures are logged (docs/product.md, Error catalogue) and
 * reads give null.
 */
export interface StorageArea {
  get(key: string): string | null
  set(key: string, value: string): boolean
  remove(key: string): void
}

export function createStorageArea(getBackend: () => Storage | undefined): StorageArea {
  return {
    get(key) {
      try {
        return getBackend()?.getItem(key) ?? null
      } catch (error) {
        logger.error(`Could not read "${key}" from storage`, error)
        return null
      }
    },
    set(key, value) {
      try {
        const backend = getBackend()
        if (!backend) return false
        backend.setItem(key, value)
        return true
      } catch (error) {
        logger.error(`Could not write "${key}" to storage`, error)
        return false
      }
    },
    remove(key) {
      try {
        getBackend()?.removeItem(key)
      } catch (error) {
        logger.error(`Could not remove "${key}" from storage`, error)
      }
    },
  }
}

/** The browser's two areas (reading either may throw where storage is blocked). */
export const browserLocalStorage = () => createStorageArea(() => globalThis.localStorage)
export const browserSessionStorage = () => createStorageArea(() => globalThis.sessionStorage)

/** An in-memory area with the same contract, for tests and for rendering without a browser. */
export function createMemoryStore(initial: Record<string, string> = {}): StorageArea & {
  snapshot(): Record<string, string>
} {
  const data = new Map(Object.entries(initial))
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      data.set(key, value)
      return true
    },
    remove: (key) => {
      data.delete(key)
    },
    snapshot: () => Object.fromEntries(data),
  }
}

/** What a layout reads: the text at a key in an area, and a way to drop an unreadable key. */
export interface StoredKeys {
  get(area: Area, key: string): string | null
  /** Drops a key whose text cannot be read (docs/product.md, Error catalogue), and logs it. */
  discard(area: Area, key: string): void
}

/** A persisted record as redux-persist reads it back: its fields and its version. */
export type Versioned<R> = R & { _persist: { version: number; rehydrated: boolean } }

/** How one slice's persisted fields map onto named keys, each field in its own key. */
export interface KeyLayout<R> {
  /** Every key the record owns, in the area where it lives. */
  keys: Readonly<Record<string, Area>>
  /** A key whose home refuses it (storage full or blocked) is written here instead. */
  fallback?: Readonly<Record<string, Area>>
  /** The record from what is stored; undefined when nothing of it is stored. */
  read(stored: StoredKeys): Versioned<R> | undefined
  /** The text of each key for a record; null removes the key. */
  write(record: R): Record<string, string | null>
}

const other = (area: Area): Area => (area === 'local' ? 'session' : 'local')

/**
 * A redux-persist storage engine over local and session storage for one layout. It writes only
 * the keys whose text changed since it last read or wrote them, and a copy of a key found in the
 * other area at start-up (where an older layout kept it) is removed once the key is saved home.
 */
export function createWebStorageEngine<R>(
  areas: Record<Area, StorageArea>,
  layout: KeyLayout<R>,
): PersistStorage {
  const known = new Map<string, string | null>()
  const strays = new Set<string>()

  const stored: StoredKeys = {
    get(area, key) {
      const text = areas[area].get(key)
      if (layout.keys[key] === area) known.set(key, text)
      else if (text !== null && layout.fallback?.[key] !== area) strays.add(key)
      return text
    },
    discard(area, key) {
      logger.error(`Discarding an unreadable "${key}" from ${area} storage`)
      areas[area].remove(key)
      if (layout.keys[key] === area) known.set(key, null)
    },
  }

  function save(key: string, home: Area, text: string | null) {
    const fallback = layout.fallback?.[key]
    if (text !== known.get(key)) {
      if (text === null || areas[home].set(key, text)) {
        if (text === null) areas[home].remove(key)
        if (fallback) areas[fallback].remove(key)
      } else if (!fallback || !areas[fallback].set(key, text)) {
        throw new Error(`The browser did not keep "${key}"`)
      }
      known.set(key, text)
    }
    if (strays.delete(key)) areas[other(home)].remove(key)
  }

  return {
    getItem: async () => layout.read(stored),
    setItem: async (_key: string, record: R) => {
      const texts = layout.write(record)
      const failures: unknown[] = []
      for (const [key, home] of Object.entries(layout.keys)) {
        try {
          save(key, home, texts[key] ?? null)
        } catch (error) {
          failures.push(error)
        }
      }
      if (failures.length > 0) logger.error('Could not save to storage', ...failures)
    },
    removeItem: async () => {
      for (const [key, home] of Object.entries(layout.keys)) save(key, home, null)
    },
  }
}

/** A number stored as text, or null. */
export function numberIn(text: string | null): number | null {
  const value = text === null || text.trim() === '' ? NaN : Number(text)
  return Number.isFinite(value) ? value : null
}
