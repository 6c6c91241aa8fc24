import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { bookingChangeFeature } from '../../../../src/client/features/bookingChange/bookingChangeListeners'
import {
  changeConfirmed,
  changeFormOpened,
  changeGearAdded,
  changeTermChanged,
  changeUnitsChanged,
  selectBookingChange,
} from '../../../../src/client/features/bookingChange/bookingChangeSlice'
import {
  changedBookingOf,
  draftOf,
} from '../../../../src/client/features/bookingChange/changeDraft'
import { checkoutFeature } from '../../../../src/client/features/checkout'
import { basketStore, until } from '../../support/basketStore'
import { previewFixture, versionFixture } from '../../support/bookingChanges'
import { BOOKING_ID, bookingFixture, failure } from '../../support/bookings'
import { infantSeat, stroller } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'

const PREVIEW = `POST /api/bookings/${BOOKING_ID}/changes/preview`
const COMMIT = `POST /api/bookings/${BOOKING_ID}/changes`
const CHECKOUT = `POST /api/bookings/${BOOKING_ID}/checkout`
const BOOKING = `GET /api/bookings/${BOOKING_ID}`
const PAY_URL = 'https://pay.example.com/session/cs_123'
const seat = infantSeat._id

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    [PREVIEW]: { body: previewFixture() },
    [COMMIT]: { status: 201, body: { version: versionFixture(), booking: bookingFixture() } },
    [CHECKOUT]: { body: { url: PAY_URL, session_id: 'cs_123' } },
    [BOOKING]: { body: bookingFixture() },
  })
})
afterEach(() => api.restore())

/** A real store with the change form open on the booking fixture. */
function openForm() {
  const setup = basketStore()
  setup.store.dispatch(featureInjected(bookingChangeFeature))
  setup.store.dispatch(featureInjected(checkoutFeature))
  setup.store.dispatch(
    changeFormOpened({
      bookingId: BOOKING_ID,
      terms: draftOf(changedBookingOf(bookingFixture())),
      by: 'family',
    }),
  )
  const change = () => selectBookingChange(setup.store.getState())
  return { ...setup, change }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the preview of a change', () => {
  it('asks once per distinct draft, and nothing for the booking as it is', async () => {
    const { store, change, onListenerError } = openForm()
    store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-17' }))
    await until(() => change().preview !== null)
    // Back and forth to the same draft, and a step undone: nothing new to price.
    store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-18' }))
    store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-17' }))
    store.dispatch(changeUnitsChanged({ gearId: seat, by: 1 }))
    store.dispatch(changeUnitsChanged({ gearId: seat, by: -1 }))
    await wait(400)
    store.dispatch(changeUnitsChanged({ gearId: seat, by: 1 }))
    await until(() => api.callsTo(PREVIEW).length === 2)
    await wait(400)
    expect(api.callsTo(PREVIEW).map((call) => call.body)).toEqual([
      { end_date: '2027-04-17' },
      { end_date: '2027-04-17', gear_ids: [seat, seat, seat] },
    ])
    store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-16' }))
    store.dispatch(changeUnitsChanged({ gearId: seat, by: -1 }))
    await wait(400)
    expect(api.callsTo(PREVIEW)).toHaveLength(2)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('prices an item the booking did not have, and commits it with the rest', async () => {
    const { store, change, onListenerError } = openForm()
    store.dispatch(changeGearAdded({ gearId: stroller._id }))
    store.dispatch(changeGearAdded({ gearId: stroller._id }))
    store.dispatch(changeUnitsChanged({ gearId: stroller._id, by: 1 }))
    await until(() => change().preview !== null)
    const asked = { gear_ids: [seat, seat, stroller._id, stroller._id] }
    expect(api.callsTo(PREVIEW).map((call) => call.body)).toEqual([asked])
    store.dispatch(changeConfirmed())
    await until(() => change().status === 'done')
    expect(api.callsTo(COMMIT).map((call) => call.body)).toEqual([asked])
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('adds nothing while the change is being made, and takes an added item back off', async () => {
    const { store, change } = openForm()
    store.dispatch(changeGearAdded({ gearId: stroller._id }))
    store.dispatch(changeUnitsChanged({ gearId: stroller._id, by: -1 }))
    expect(change().draft?.units).toEqual({ [seat]: 2, [stroller._id]: 0 })
    store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-17' }))
    await until(() => change().preview !== null)
    expect(api.callsTo(PREVIEW).map((call) => call.body)).toEqual([{ end_date: '2027-04-17' }])
    store.dispatch(changeConfirmed())
    store.dispatch(changeGearAdded({ gearId: 'another-item' }))
    expect(change().draft?.units).toEqual({ [seat]: 2, [stroller._id]: 0 })
  })

  it('ignores the answer for a draft changed since', async () => {
    let release: (value?: unknown) => void = () => undefined
    const held = new Promise((resolve) => (release = resolve))
    const old = previewFixture({ payment_due: 1260 })
    const latest = previewFixture({ payment_due: 2520, changed: ['end_date'] })
    api.on(PREVIEW, (call) =>
      (call.body as { end_date: string }).end_date === '2027-04-17'
        ? { body: old, after: held }
        : { body: latest },
    )
    const { store, change } = openForm()
    store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-17' }))
    await until(() => api.callsTo(PREVIEW).length === 1)
    store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-18' }))
    await until(() => change().preview !== null)
    release()
    await wait(50)
    expect(change().preview?.answer).toEqual(latest)
    expect(change().status).toBe('editing')
  })

  it('says which item is short and by how much, and commits nothing', async () => {
    api.on(PREVIEW, {
      status: 409,
      body: {
        ...failure(409, 'INSUFFICIENT_STOCK').body,
        shortages: [{ gear_id: seat, requested: 3, available: 2 }],
      },
    })
    const { store, change } = openForm()
    store.dispatch(changeUnitsChanged({ gearId: seat, by: 1 }))
    await until(() => change().status === 'failed')
    expect(change().error).toEqual({
      code: 'INSUFFICIENT_STOCK',
      shortage: { gear_id: seat, requested: 3, available: 2 },
    })
    store.dispatch(changeConfirmed())
    await wait(20)
    expect(api.callsTo(COMMIT)).toEqual([])
  })
})

describe('committing a change', () => {
  async function priced() {
    const setup = openForm()
    setup.store.dispatch(changeTermChanged({ term: 'end_date', value: '2027-04-17' }))
    await until(() => setup.change().preview !== null)
    return setup
  }

  it('sends the key made when the form opened, once, even on a double click', async () => {
    const { store, change, onListenerError } = await priced()
    const key = change().idempotencyKey
    expect(key).toMatch(/^change-[0-9a-f-]{36}$/)
    store.dispatch(changeConfirmed())
    store.dispatch(changeConfirmed())
    await until(() => change().status === 'done')
    const commits = api.callsTo(COMMIT)
    expect(commits.map((call) => [call.headers['idempotency-key'], call.body])).toEqual([
      [key, { end_date: '2027-04-17' }],
    ])
    expect(change()).toMatchObject({ open: false, made: versionFixture() })
    await until(() => api.callsTo(BOOKING).length === 1)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('opens the payment page for the difference owed', async () => {
    const { store, services } = await priced()
    store.dispatch(changeConfirmed())
    await until(() => services.redirect.mock.calls.length === 1)
    expect(services.redirect).toHaveBeenCalledWith(PAY_URL)
    expect(api.callsTo(CHECKOUT)).toHaveLength(1)
  })

  it('pays nothing for a refund: the booking shows again with it', async () => {
    const refunded = versionFixture({ status: 'refunded', payment_due: 0, refund: 800 })
    api.on(COMMIT, { status: 201, body: { version: refunded, booking: bookingFixture() } })
    const { store, change, services } = await priced()
    store.dispatch(changeConfirmed())
    await until(() => api.callsTo(BOOKING).length === 1)
    expect(change().made).toEqual(refunded)
    expect(api.callsTo(CHECKOUT)).toEqual([])
    expect(services.redirect).not.toHaveBeenCalled()
  })

  it('keeps the form and says why when the change is refused', async () => {
    api.on(COMMIT, failure(409, 'CHANGE_PAYMENT_PENDING'))
    const { store, change } = await priced()
    store.dispatch(changeConfirmed())
    await until(() => change().status === 'failed')
    expect(change()).toMatchObject({
      open: true,
      error: { code: 'CHANGE_PAYMENT_PENDING', shortage: null },
    })
  })
})
