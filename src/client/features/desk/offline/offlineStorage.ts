import type { Storage } from 'redux-persist'
import type { KeyValueArea } from '../../../lib/persistence/indexedDb'
import type { DeskOfflineState } from './offlineEvents'

/** The IndexedDB database and store the desk keeps its queue in, one key per staff member. */
export const OFFLINE_DATABASE = 'tinytrip-desk'
export const OFFLINE_STORE = 'queue'
export const queueKeyOf = (owner: string) => `desk_queue_${owner}`

type Kept = Partial<DeskOfflineState> & { _persist?: unknown }

/**
 * redux-persist's engine for the desk's queue (same pattern as the spec's keys: the engine gets
 * the slice's kept fields as an object, no JSON of its own). Each staff member's queue is its own
 * key, `desk_queue_{userId}`: reading takes the signed-in member's, writing goes to the queue's
 * owner's, and an empty queue leaves nothing on the device.
 */
export function createQueueStorage(area: KeyValueArea, signedIn: () => string | null): Storage {
  return {
    getItem: async () => {
      // redux-persist asks from inside the reducer: the signed-in member is read a tick later.
      await Promise.resolve()
      const owner = signedIn()
      return owner ? area.get(queueKeyOf(owner)) : undefined
    },
    setItem: async (_key: string, kept: Kept) => {
      if (!kept.owner) return
      const empty = (kept.actions ?? []).length === 0 && kept.offlineSince == null
      if (empty) await area.remove(queueKeyOf(kept.owner))
      else await area.set(queueKeyOf(kept.owner), kept)
    },
    removeItem: async () => {
      await Promise.resolve()
      const owner = signedIn()
      if (owner) await area.remove(queueKeyOf(owner))
    },
  }
}
