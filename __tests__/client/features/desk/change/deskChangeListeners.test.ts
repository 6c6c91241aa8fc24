import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import { bookingChangeFeature } from '../../../../../src/client/features/bookingChange/bookingChangeListeners'
import {
  changeConfirmed,
  changeFormOpened,
  changeOverrideReasonChanged,
  changeTermChanged,
  changeUnitsChanged,
  selectBookingChange,
} from '../../../../../src/client/features/bookingChange/bookingChangeSlice'
import { draftOf } from '../../../../../src/client/features/bookingChange/changeDraft'
import { checkoutFeature } from '../../../../../src/client/features/checkout'
import { deskChangeFeature } from '../../../../../src/client/features/desk/change/deskChangeFeature'
import { basketStore, until } from '../../../support/basketStore'
import { previewFixture, versionFixture } from '../../../support/bookingChanges'
import { bookingFixture } from '../../../support/bookings'
import { installFakeApi, type FakeApi } from '../../../support/fakeApi'
import { deskBookingDetail } from '../deskFixtures'

const detail = deskBookingDetail()
const ID = detail.id
const STROLLER = detail.items[0]!.gear_id
const DESK_PREVIEW = `POST /api/desk/bookings/${ID}/changes/preview`
const DESK_COMMIT = `POST /api/desk/bookings/${ID}/changes`
const FAMILY_PREVIEW = `POST /api/bookings/${ID}/changes/preview`
const FAMILY_COMMIT = `POST /api/bookings/${ID}/changes`
const kept = previewFixture({ payment_due: 0, difference: -1260, refund: 0, retained: 1260 })
const refunded = previewFixture({ payment_due: 0, difference: -1260, refund: 1260 })

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    [DESK_PREVIEW]: (call) => ({
      body: (call.body as { refund_override_reason?: string }).refund_override_reason
        ? refunded
        : kept,
    }),
    [DESK_COMMIT]: {
      status: 201,
      body: { version: versionFixture({ changed_by: 'staff' }), booking: bookingFixture() },
    },
  })
})
afterEach(() => api.restore())

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A real store with the family's and the desk's change workflows, the desk's form open. */
function openAtTheDesk() {
  const setup = basketStore()
  for (const feature of [bookingChangeFeature, checkoutFeature, deskChangeFeature]) {
    setup.store.dispatch(featureInjected(feature))
  }
  setup.store.dispatch(changeFormOpened({ bookingId: ID, terms: draftOf(detail), by: 'desk' }))
  const change = () => selectBookingChange(setup.store.getState())
  return { ...setup, change }
}

it("prices the desk's change at the desk's endpoint, with an admin's reason once written", async () => {
  const { store, change, onListenerError } = openAtTheDesk()
  store.dispatch(changeUnitsChanged({ gearId: STROLLER, by: -1 }))
  await until(() => change().preview !== null)
  expect(change().preview?.answer.retained).toBe(1260)
  store.dispatch(changeOverrideReasonChanged({ reason: '  Flight cancelled ' }))
  await until(() => change().preview?.answer.refund === 1260)
  expect(api.callsTo(DESK_PREVIEW).map((call) => call.body)).toEqual([
    { gear_ids: [STROLLER] },
    { gear_ids: [STROLLER], refund_override_reason: 'Flight cancelled' },
  ])
  expect(api.callsTo(FAMILY_PREVIEW)).toEqual([])
  expect(onListenerError).not.toHaveBeenCalled()
})

it('a reason alone asks for nothing', async () => {
  const { store, change } = openAtTheDesk()
  store.dispatch(changeOverrideReasonChanged({ reason: 'Flight cancelled' }))
  await wait(400)
  expect(api.calls).toEqual([])
  expect(change().status).toBe('editing')
})

it('commits once at the desk, with its key, and sends the family to no payment page', async () => {
  const { store, change, services, onListenerError } = openAtTheDesk()
  store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-03-12' }))
  await until(() => change().preview !== null)
  const key = change().idempotencyKey
  store.dispatch(changeConfirmed())
  store.dispatch(changeConfirmed())
  await until(() => change().status === 'done')
  await wait(50)
  expect(
    api.callsTo(DESK_COMMIT).map((call) => [call.headers['idempotency-key'], call.body]),
  ).toEqual([[key, { end_date: '2027-03-12' }]])
  expect(change()).toMatchObject({ by: 'desk', made: versionFixture({ changed_by: 'staff' }) })
  expect(api.callsTo(FAMILY_COMMIT)).toEqual([])
  expect(api.log.filter((line) => line.startsWith('GET /api/bookings'))).toEqual([])
  expect(services.redirect).not.toHaveBeenCalled()
  expect(onListenerError).not.toHaveBeenCalled()
})
