import type { Db } from './db/client'

/**
 * Rows that change only when the catalogue is seeded or edited (pickup locations, gear, the
 * pricing model) are read at most once per REFERENCE_DATA_TTL_MS per database by each process,
 * instead of on every search, gear read and pricing request. A transaction counts as its own
 * database, so it reads what it sees. Stock and reservations are not kept here: availability has
 * its own cache, which every change of stock invalidates (`domains/catalogue/availability-cache.ts`).
 */
export const REFERENCE_DATA_TTL_MS = 30_000

type Reader = Pick<Db, 'select'>

interface Entry {
  value: Promise<unknown>
  expires: number
}

const memory = new WeakMap<object, Map<string, Entry>>()

/** The value kept under `key` for this database while it is fresh; `load`ed otherwise. */
export function remembered<T>(db: Reader, key: string, load: () => Promise<T>): Promise<T> {
  let entries = memory.get(db)
  if (!entries) memory.set(db, (entries = new Map()))
  const now = Date.now()
  const entry = entries.get(key)
  if (entry && entry.expires > now) return entry.value as Promise<T>
  const value = load()
  const fresh: Entry = { value, expires: now + REFERENCE_DATA_TTL_MS }
  entries.set(key, fresh)
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key)
  })
  return value
}
