import { createStore, del, get, set } from 'idb-keyval'

/** A key-value area of this device (IndexedDB here; a Map in tests). */
export interface KeyValueArea {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
}

/**
 * One IndexedDB database and store on this device (idb-keyval), or an area keeping nothing
 * where the browser has no IndexedDB (a private window may refuse it: then nothing is kept).
 */
export function indexedDbArea(database: string, store: string): KeyValueArea {
  if (typeof indexedDB === 'undefined') {
    return { get: async () => undefined, set: async () => undefined, remove: async () => undefined }
  }
  const area = createStore(database, store)
  return {
    get: (key) => get(key, area),
    set: (key, value) => set(key, value, area),
    remove: (key) => del(key, area),
  }
}

/** The Cache Storage caches of this device whose names start with `prefix` are deleted. */
export async function deleteCaches(prefix: string) {
  if (typeof caches === 'undefined') return
  for (const name of await caches.keys()) {
    if (name.startsWith(prefix)) await caches.delete(name)
  }
}
