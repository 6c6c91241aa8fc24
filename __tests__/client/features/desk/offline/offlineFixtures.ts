import type { KeyValueArea } from '../../../../../src/client/lib/persistence/indexedDb'
import type { QueuedAction } from '../../../../../src/client/features/desk/offline/offlineEvents'

export const BOOKING_A = '11111111-1111-4111-8111-111111111111'
export const BOOKING_B = '22222222-2222-4222-8222-222222222222'
export const UNIT = '33333333-3333-4333-8333-333333333333'

/** A queued handover of staff member a1, waiting to send unless `overrides` say otherwise. */
export const queuedAction = (overrides: Partial<QueuedAction> = {}): QueuedAction => ({
  key: 'desk-key-1',
  kind: 'check-out',
  bookingId: BOOKING_A,
  draft: { units: [{ unit_id: UNIT }], unsigned_reason: 'Signed on paper' },
  takenAt: '2026-03-01T10:00:00.000Z',
  owner: 'a1',
  refusal: null,
  ...overrides,
})

/** IndexedDB as a Map: what the device keeps, readable by the test. */
export function memoryArea(): KeyValueArea & { kept: Map<string, unknown> } {
  const kept = new Map<string, unknown>()
  return {
    kept,
    get: async (key) => structuredClone(kept.get(key)),
    set: async (key, value) => void kept.set(key, structuredClone(value)),
    remove: async (key) => void kept.delete(key),
  }
}

/** The device as the queue's listeners reach it, with the kept lists' purge counted. */
export function fakeDevice(area = memoryArea()) {
  return { area, purgeKeptLists: jest.fn(async () => undefined), keepDeskCode: jest.fn() }
}
