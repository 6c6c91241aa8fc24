import { handoverApi } from '../../../../../src/client/features/desk/handover'
import {
  agreementUnsignedReasonChanged,
  checkOutSubmitted,
  noShowConfirmed,
  selectHandoverStatus,
} from '../../../../../src/client/features/desk/handover/handoverSlice'
import { deskBookingsApi } from '../../../../../src/client/features/desk/bookings/deskBookingsApi'
import {
  selectListsFetchedAt,
  selectOfflineSince,
  selectQueuedActions,
  type QueuedAction,
} from '../../../../../src/client/features/desk/offline/offlineEvents'
import { RETRY_MS } from '../../../../../src/client/features/desk/offline/offlineQueueListeners'
import { offlineQueueJoined } from '../../../../../src/client/features/desk/offline/offlineRoom'
import { logoutRequested, sessionCleared } from '../../../../../src/client/features/session'
import { KEPT_AT_HEADER } from '../../../../../src/client/serviceWorker/deskKeptAnswers'
import type { FakeReply, Handler, RecordedCall } from '../../../support/fakeApi'
import { DEFAULT_NOW } from '../../../support/fakeServices'
import { createTestI18n } from '../../../support/renderWithProviders'
import { deskStore, until } from '../deskStore'
import { BOOKING_ID, options } from '../handover/handoverFixtures'
import { BOOKING_B, fakeDevice, memoryArea, queuedAction, UNIT } from './offlineFixtures'

const CHECK_OUT = `POST /api/desk/bookings/${BOOKING_ID}/check-out`
const NO_SHOW = `POST /api/desk/bookings/${BOOKING_B}/no-show`
const unreachable: Handler = () => {
  throw new TypeError('Failed to fetch')
}
const detail = (call: RecordedCall): FakeReply => ({ body: { id: call.params.id } })

/** The desk of admin a1 with its offline queue kept on `device`, over a fake API. */
function offlineDesk(handlers: Record<string, FakeReply | Handler>, device = fakeDevice()) {
  const desk = deskStore({
    [`GET /api/desk/bookings/${BOOKING_ID}/handover`]: { body: options() },
    'POST /api/auth/logout': { status: 204 },
    ...handlers,
  })
  desk.store.dispatch(offlineQueueJoined(device))
  return { ...desk, device }
}
const queueOf = (store: ReturnType<typeof offlineDesk>['store']) =>
  selectQueuedActions(store.getState())

/** A check-out of the suggested units, signed on paper, as the panel submits it. */
async function checkOut(store: ReturnType<typeof offlineDesk>['store']) {
  await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
  store.dispatch(
    agreementUnsignedReasonChanged({ bookingId: BOOKING_ID, unsignedReason: 'Signed on paper' }),
  )
  store.dispatch(checkOutSubmitted({ bookingId: BOOKING_ID }))
}

describe('handovers the server does not answer', () => {
  it('keeps them with their key and the time taken, waiting to send, on the device', async () => {
    const { store, api, device, onListenerError } = offlineDesk({
      [CHECK_OUT]: unreachable,
      [NO_SHOW]: unreachable,
    })
    await checkOut(store)
    await until(() => queueOf(store).length === 1)
    store.dispatch(noShowConfirmed({ bookingId: BOOKING_B }))
    await until(() => queueOf(store).length === 2)

    const [out, noShow] = queueOf(store) as [QueuedAction, QueuedAction]
    expect(out).toMatchObject({
      kind: 'check-out',
      bookingId: BOOKING_ID,
      owner: 'a1',
      refusal: null,
      takenAt: new Date(DEFAULT_NOW).toISOString(),
      draft: {
        units: [
          { unit_id: options().items[0]!.suggested[0] },
          { unit_id: options().items[0]!.suggested[1] },
        ],
        unsigned_reason: 'Signed on paper',
      },
    })
    expect(noShow).toMatchObject({ kind: 'no-show', bookingId: BOOKING_B, draft: null })
    // The key it was first sent with is the one it keeps.
    expect(api.callsTo(CHECK_OUT)[0]!.headers['idempotency-key']).toBe(out.key)
    expect(out.key).not.toBe(noShow.key)
    // The panel is done with it: nothing shows as failed.
    expect(selectHandoverStatus(store.getState(), BOOKING_ID)).toEqual({ busy: false, error: null })
    expect(selectOfflineSince(store.getState())).not.toBeNull()
    await until(
      () =>
        (device.area.kept.get('desk_queue_a1') as { actions?: unknown[] } | undefined)?.actions
          ?.length === 2,
    )
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

/** A device that kept a1's queue from before (a closed tab, a restarted device). */
function deviceKeeping(actions: QueuedAction[], owner = 'a1') {
  const area = memoryArea()
  area.kept.set(`desk_queue_${owner}`, {
    owner,
    actions,
    offlineSince: Date.parse('2027-03-01T09:00:00Z'),
    _persist: { version: 1, rehydrated: true },
  })
  return fakeDevice(area)
}
const CHECK_IN_B = `POST /api/desk/bookings/${BOOKING_B}/check-in`
const keptQueue = () => [
  queuedAction({ key: 'desk-key-1', bookingId: BOOKING_ID, takenAt: '2027-03-01T09:00:00.000Z' }),
  queuedAction({
    key: 'desk-key-2',
    kind: 'check-in',
    bookingId: BOOKING_B,
    draft: { units: [{ unit_id: UNIT, outcome: 'fine' }] },
    takenAt: '2027-03-01T09:10:00.000Z',
  }),
]

describe('the queue kept on the device', () => {
  it('is sent in order, each with its key and time taken, once its staff member is signed in again', async () => {
    const device = deviceKeeping(keptQueue())
    const { store, api, onListenerError } = offlineDesk(
      { [CHECK_OUT]: detail, [CHECK_IN_B]: detail },
      device,
    )
    await until(() => api.callsTo(CHECK_IN_B).length === 1 && queueOf(store).length === 0)
    expect(api.log.filter((line) => line.startsWith('POST'))).toEqual([
      `POST /api/desk/bookings/${BOOKING_ID}/check-out`,
      `POST /api/desk/bookings/${BOOKING_B}/check-in`,
    ])
    const sent = api.calls.filter((call) => call.method === 'POST')
    expect(sent.map((call) => [call.headers['idempotency-key'], call.headers['taken-at']])).toEqual(
      [
        ['desk-key-1', '2027-03-01T09:00:00.000Z'],
        ['desk-key-2', '2027-03-01T09:10:00.000Z'],
      ],
    )
    expect(sent.map((call) => call.body)).toEqual(keptQueue().map((queued) => queued.draft))
    // Sent: the queue and the kept lists leave the device.
    await until(() => device.area.kept.size === 0)
    expect(device.purgeKeptLists).toHaveBeenCalledTimes(1)
    expect(selectOfflineSince(store.getState())).toBeNull()
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('stays for its owner while someone else is signed in on the device', async () => {
    const device = deviceKeeping(keptQueue(), 'm2')
    const { store, api } = offlineDesk({ [CHECK_OUT]: detail, [CHECK_IN_B]: detail }, device)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(queueOf(store)).toEqual([])
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([])
    expect([...device.area.kept.keys()]).toEqual(['desk_queue_m2'])
  })

  it("shows a refusal with the server's reason and still sends what follows", async () => {
    const refusal = {
      code: 'UNIT_NOT_FREE',
      message: 'Unit SVQ-ZST417-Y-001 is out with booking TT-1234: choose another one.',
    }
    const device = deviceKeeping(keptQueue())
    const { store, api } = offlineDesk(
      {
        [CHECK_OUT]: { status: 409, body: { success: false, statusCode: 409, ...refusal } },
        [CHECK_IN_B]: detail,
      },
      device,
    )
    await until(() => queueOf(store).length === 1 && queueOf(store)[0]!.refusal !== null)
    expect(queueOf(store)).toEqual([{ ...keptQueue()[0], refusal }])
    expect(api.callsTo(CHECK_IN_B)).toHaveLength(1)
    expect(device.purgeKeptLists).not.toHaveBeenCalled()
  })

  it('waits while the server does not answer, and sends when it answers again', async () => {
    const device = deviceKeeping(keptQueue())
    const { store, api } = offlineDesk({ [CHECK_OUT]: unreachable, [CHECK_IN_B]: detail }, device)
    await until(() => api.callsTo(CHECK_OUT).length === 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(queueOf(store)).toHaveLength(2)
    expect(api.callsTo(CHECK_IN_B)).toHaveLength(0)
    expect(selectOfflineSince(store.getState())).toBe(Date.parse('2027-03-01T09:00:00Z'))

    // Any answer of the server (here the desk reading a booking's units) sends the queue.
    api.on(CHECK_OUT, detail)
    await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
    await until(() => queueOf(store).length === 0)
    expect(api.callsTo(CHECK_OUT).map((call) => call.headers['idempotency-key'])).toEqual([
      'desk-key-1',
      'desk-key-1',
    ])
    expect(api.callsTo(CHECK_IN_B)).toHaveLength(1)
  })

  it('tries again on its own every little while', async () => {
    jest.useFakeTimers({ now: DEFAULT_NOW })
    const device = deviceKeeping(keptQueue().slice(0, 1))
    const { store, api } = offlineDesk({ [CHECK_OUT]: unreachable }, device)
    await jest.advanceTimersByTimeAsync(10)
    expect(api.callsTo(CHECK_OUT)).toHaveLength(1)
    api.on(CHECK_OUT, detail)
    await jest.advanceTimersByTimeAsync(RETRY_MS)
    expect(api.callsTo(CHECK_OUT)).toHaveLength(2)
    expect(queueOf(store)).toEqual([])
  })
})

describe('the day lists the service worker kept', () => {
  it("reads tomorrow's lists with today's, so that the worker keeps both", async () => {
    const DAY = 'GET /api/desk/bookings/day'
    const { store, api } = offlineDesk({
      [DAY]: { body: { date: '2027-03-01', today: '2027-03-01', pickups: [], returns: [] } },
    })
    await store.dispatch(
      deskBookingsApi.endpoints.getDeskDay.initiate({ location: 'SVQ', date: null, lang: 'en' }),
    )
    await until(() => api.callsTo(DAY).length === 2)
    const tomorrow = api.callsTo(DAY)[1]!.url.searchParams
    expect(Object.fromEntries(tomorrow)).toEqual({
      location: 'SVQ',
      lang: 'en',
      date: '2027-03-02',
    })
  })

  it('say since when the desk is offline and how old its lists are, until the server answers', async () => {
    const keptAt = Date.parse('2027-03-01T08:30:00Z')
    const { store, device } = offlineDesk({
      'GET /api/desk/bookings/day': {
        text: JSON.stringify({ date: '2027-03-01', pickups: [], returns: [] }),
        headers: { 'content-type': 'application/json', [KEPT_AT_HEADER]: String(keptAt) },
      },
    })
    expect(device.keepDeskCode).toHaveBeenCalledTimes(1)
    await store.dispatch(
      deskBookingsApi.endpoints.getDeskDay.initiate({ location: 'SVQ', date: null, lang: 'en' }),
    )
    await until(() => selectListsFetchedAt(store.getState()) !== null)
    expect(selectListsFetchedAt(store.getState())).toBe(keptAt)
    expect(selectOfflineSince(store.getState())).toBe(DEFAULT_NOW)

    // An answer of the server itself: online again, and no list shown is a kept copy.
    await store.dispatch(handoverApi.endpoints.getHandoverOptions.initiate({ id: BOOKING_ID }))
    await until(() => selectOfflineSince(store.getState()) === null)
    expect(selectListsFetchedAt(store.getState())).toBeNull()
  })
})

describe('signing out', () => {
  beforeAll(async () => {
    await createTestI18n('en')
  })

  it('warns first while something waits to send, and keeps it when staff stay', async () => {
    const device = deviceKeeping(keptQueue())
    const { store, services } = offlineDesk({ [CHECK_OUT]: unreachable }, device)
    await until(() => queueOf(store).length === 2 && selectOfflineSince(store.getState()) !== null)
    services.confirm.mockResolvedValueOnce(false)
    store.dispatch(logoutRequested())
    await until(() => services.confirm.mock.calls.length === 1)
    expect(services.confirm).toHaveBeenCalledWith(
      '2 handovers taken offline have not reached the server yet. Signing out deletes them from this device. Sign out anyway?',
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.getState().session.authenticated).toBe(true)
    expect(queueOf(store)).toHaveLength(2)
    expect(device.area.kept.has('desk_queue_a1')).toBe(true)
  })

  it('clears the queue and the kept lists from the device once staff confirm', async () => {
    const device = deviceKeeping(keptQueue())
    const { store, services } = offlineDesk({ [CHECK_OUT]: unreachable }, device)
    await until(() => queueOf(store).length === 2 && selectOfflineSince(store.getState()) !== null)
    store.dispatch(logoutRequested())
    await until(() => store.getState().session.authenticated === false)
    await until(() => device.area.kept.size === 0)
    expect(services.confirm).toHaveBeenCalledTimes(1)
    expect(queueOf(store)).toEqual([])
    expect(device.purgeKeptLists).toHaveBeenCalled()
  })

  it('clears the kept lists but keeps the queue when the session merely expires', async () => {
    const device = deviceKeeping(keptQueue())
    const { store } = offlineDesk({ [CHECK_OUT]: unreachable }, device)
    await until(() => queueOf(store).length === 2 && selectOfflineSince(store.getState()) !== null)
    store.dispatch(sessionCleared({ reason: 'expired' }))
    await until(() => device.purgeKeptLists.mock.calls.length === 1)
    expect(device.area.kept.has('desk_queue_a1')).toBe(true)
    expect(queueOf(store)).toHaveLength(2)
  })
})
