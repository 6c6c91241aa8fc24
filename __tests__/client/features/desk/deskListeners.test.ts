import { deskSliceInjected } from '../../../../src/client/features/desk'
import { deskApi } from '../../../../src/client/features/desk/deskApi'
import { deskBookingsApi } from '../../../../src/client/features/desk/deskBookingsApi'
import {
  dayRefreshStarted,
  dayRefreshStopped,
  selectStaffChange,
  selectStaffChangeDone,
  staffChangeEdited,
  staffChangeOpened,
  staffChangeSubmitted,
} from '../../../../src/client/features/desk/deskBookingsSlice'
import {
  auditFilterChanged,
  auditFiltersApplied,
  roleChangeSubmitted,
  selectAudit,
  selectStaffForm,
} from '../../../../src/client/features/desk/deskAdminSlice'
import {
  addUnitEdited,
  addUnitSubmitted,
  outOfServiceEdited,
  outOfServiceSubmitted,
  outOfServiceToggled,
  selectAddUnitDraft,
  selectOutOfServiceDraft,
  selectTurnaroundForm,
  selectUnitChangeBusy,
  selectUnitChangeError,
  SHORT_DIALOG,
  turnaroundEdited,
  turnaroundSaveRequested,
  unitChangeRequested,
} from '../../../../src/client/features/desk/deskInventorySlice'
import { DAY_REFRESH_MS } from '../../../../src/client/features/desk/deskListeners'
import { selectPendingUnitChange } from '../../../../src/client/features/desk/shell/deskSlice'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'
import { deskBookingDetail, deskDay, inventory, unit, strollerItem } from './deskFixtures'

let api: FakeApi
afterEach(() => {
  api?.restore()
  jest.useRealTimers()
})

function deskStore(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  api = installFakeApi(handlers)
  const onListenerError = jest.fn()
  const store = makeTestStore({
    services: createFakeServices({ path: '/desk' }),
    preloadedState: {
      session: signedInSession({ user: { id: 'a1', role: 'admin' }, accessToken: 't' }),
    },
    onListenerError,
  })
  store.dispatch(deskSliceInjected())
  return { store, onListenerError }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

test('the open day screen is fetched again every minute, and no more once it closes', async () => {
  jest.useFakeTimers()
  const { store, onListenerError } = deskStore({
    'GET /api/desk/bookings/day': { body: deskDay() },
  })
  // The screen holds the day (its query subscription) and starts the refresh, as on mount.
  const day = store.dispatch(
    deskBookingsApi.endpoints.getDeskDay.initiate({ location: 'SVQ', date: null, lang: 'en' }),
  )
  store.dispatch(dayRefreshStarted())
  await jest.advanceTimersByTimeAsync(10)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(1)
  await jest.advanceTimersByTimeAsync(DAY_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(2)
  await jest.advanceTimersByTimeAsync(DAY_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(3)
  // Opening the screen again does not start a second clock.
  store.dispatch(dayRefreshStarted())
  await jest.advanceTimersByTimeAsync(DAY_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(4)
  store.dispatch(dayRefreshStopped())
  await jest.advanceTimersByTimeAsync(3 * DAY_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(4)
  day.unsubscribe()
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a cancellation goes out once the draft is right, with the key made when the dialog opened, and refreshes the day', async () => {
  const booking = deskBookingDetail()
  const { store } = deskStore({
    'GET /api/desk/bookings/day': { body: deskDay() },
    'POST /api/desk/bookings/:id/cancel': {
      body: deskBookingDetail({ status: 'cancelled', can_cancel: false }),
    },
  })
  const day = store.dispatch(
    deskBookingsApi.endpoints.getDeskDay.initiate({ location: 'SVQ', date: null, lang: 'en' }),
  )
  await until(() => api.callsTo('/api/desk/bookings/day').length === 1)
  store.dispatch(
    staffChangeOpened({
      kind: 'cancel',
      bookingId: booking.id,
      refundable: 9000,
      currency: 'EUR',
      paymentStatus: 'unpaid',
    }),
  )
  const key = selectStaffChange(store.getState())!.idempotencyKey
  store.dispatch(staffChangeSubmitted())
  expect(api.callsTo(`POST /api/desk/bookings/${booking.id}/cancel`)).toHaveLength(0)
  store.dispatch(staffChangeEdited({ reason: 'Flight cancelled', amount: '20,50' }))
  store.dispatch(staffChangeSubmitted())
  await until(() => selectStaffChangeDone(store.getState()) !== null)
  const [call] = api.callsTo(`POST /api/desk/bookings/${booking.id}/cancel`)
  expect(call?.headers['idempotency-key']).toBe(key)
  expect(call?.body).toEqual({
    reason: 'Flight cancelled',
    refund_amount: 2050,
    payment_status: 'unpaid',
  })
  expect(selectStaffChange(store.getState())).toBeNull()
  await until(() => api.callsTo('/api/desk/bookings/day').length === 2)
  day.unsubscribe()
})

test('a refund the server refuses keeps the draft and its key, with the server code to show', async () => {
  const booking = deskBookingDetail()
  const { store } = deskStore({
    'POST /api/desk/bookings/:id/refunds': reply(422, {
      success: false,
      statusCode: 422,
      code: 'REFUND_TOO_LARGE',
      message: 'That refund is more than what is left.',
    }),
  })
  store.dispatch(
    staffChangeOpened({
      kind: 'refund',
      bookingId: booking.id,
      refundable: 9000,
      currency: 'EUR',
      paymentStatus: 'paid',
    }),
  )
  const key = selectStaffChange(store.getState())!.idempotencyKey
  store.dispatch(staffChangeEdited({ amount: '50' }))
  store.dispatch(staffChangeSubmitted())
  await until(() => selectStaffChange(store.getState())?.errorCode === 'REFUND_TOO_LARGE')
  expect(api.calls[0]?.body).toEqual({ amount: 5000 })
  expect(selectStaffChange(store.getState())).toMatchObject({ busy: false, idempotencyKey: key })
})

test('a cancellation sent on a payment status that changed keeps the code to show, and reloads the booking', async () => {
  const booking = deskBookingDetail({ payment_status: 'paid', paid: true })
  const { store } = deskStore({
    'GET /api/desk/bookings/:id': { body: booking },
    'POST /api/desk/bookings/:id/cancel': reply(409, {
      success: false,
      statusCode: 409,
      code: 'PAYMENT_CHANGED',
      message: "The booking's payment changed since you opened it: reload it and decide again.",
    }),
  })
  const shown = store.dispatch(
    deskBookingsApi.endpoints.getDeskBooking.initiate({ id: booking.id, lang: 'en' }),
  )
  await until(() => api.callsTo(`GET /api/desk/bookings/${booking.id}`).length === 1)
  store.dispatch(
    staffChangeOpened({
      kind: 'cancel',
      bookingId: booking.id,
      refundable: 0,
      currency: 'EUR',
      paymentStatus: 'unpaid',
    }),
  )
  store.dispatch(staffChangeEdited({ reason: 'Duplicate booking' }))
  store.dispatch(staffChangeSubmitted())
  await until(() => selectStaffChange(store.getState())?.errorCode === 'PAYMENT_CHANGED')
  expect(api.callsTo(`POST /api/desk/bookings/${booking.id}/cancel`)[0]?.body).toEqual({
    reason: 'Duplicate booking',
    refund_amount: 0,
    payment_status: 'unpaid',
  })
  await until(() => api.callsTo(`GET /api/desk/bookings/${booking.id}`).length === 2)
  shown.unsubscribe()
})

test('an admin makes an account a moderator; a refusal is kept to show', async () => {
  const { store } = deskStore({
    'POST /api/desk/staff/role': reply(409, {
      success: false,
      statusCode: 409,
      code: 'OWN_ROLE_LOCKED',
      message: 'You cannot change your own role.',
    }),
  })
  store.dispatch(roleChangeSubmitted({ email: 'me@example.com', role: 'user' }))
  await until(() => selectStaffForm(store.getState()).errorCode === 'OWN_ROLE_LOCKED')
  api.on('POST /api/desk/staff/role', {
    body: {
      id: 'u1',
      email: 'new@example.com',
      first_name: 'N',
      last_name: 'M',
      role: 'moderator',
    },
  })
  store.dispatch(roleChangeSubmitted({ email: 'new@example.com', role: 'moderator' }))
  await until(() => selectStaffForm(store.getState()).done !== null)
  expect(api.calls.at(-1)?.body).toEqual({ email: 'new@example.com', role: 'moderator' })
})

test('audit filters find the booking by reference and the unit by asset tag before asking', async () => {
  const booking = deskBookingDetail()
  const { store } = deskStore({
    'GET /api/desk/bookings/reference/:reference': { body: booking },
    'GET /api/desk/locations/:code/inventory': {
      body: inventory([strollerItem({ units: [unit('SVQ-STR100-001')] })]),
    },
  })
  store.dispatch(auditFilterChanged({ reference: 'tt-7k2m9q', assetTag: 'svq-str100-001' }))
  store.dispatch(auditFiltersApplied())
  expect(selectAudit(store.getState()).filters).toBeNull()
  await until(() => selectAudit(store.getState()).filters !== null)
  expect(api.callsTo('/api/desk/bookings/reference/TT-7K2M9Q')).toHaveLength(1)
  expect(selectAudit(store.getState()).filters).toEqual({
    booking_id: booking.id,
    unit_id: unit('SVQ-STR100-001')._id,
  })
})

test('an unknown reference in the audit filters says so and asks nothing else', async () => {
  const { store } = deskStore({})
  store.dispatch(auditFilterChanged({ reference: 'TT-NOPE00' }))
  store.dispatch(auditFiltersApplied())
  await until(() => selectAudit(store.getState()).problem === 'bookingNotFound')
  expect(selectAudit(store.getState()).filters).toBeNull()
  expect(api.callsTo('/api/desk/audit')).toHaveLength(0)
})

const OUT_OF_SERVICE = 'POST /api/desk/locations/SVQ/units/SVQ-STR100-001/out-of-service'
const changed = { body: { unit: unit('SVQ-STR100-001'), flagged_bookings: [] } }
const shortBooking = {
  kind: 'booking' as const,
  reference: 'TT-7K2M9Q',
  start_date: '2027-03-09',
  end_date: '2027-03-11',
  units_short: 1,
}
const unitsShort = reply(409, {
  success: false,
  statusCode: 409,
  code: 'UNITS_SHORT',
  message: 'Not enough units would be left for bookings already made on those days.',
  short_bookings: [shortBooking],
})

test('an out-of-service form sends its draft and closes once the server takes it', async () => {
  const { store } = deskStore({ [OUT_OF_SERVICE]: changed })
  store.dispatch(outOfServiceToggled({ gearId: 'g1', assetTag: 'SVQ-STR100-001' }))
  store.dispatch(outOfServiceEdited({ gearId: 'g1', until: '2027-03-12', reason: 'cleaning' }))
  store.dispatch(outOfServiceSubmitted({ code: 'SVQ', gearId: 'g1' }))
  expect(selectUnitChangeBusy(store.getState())).toBe(true)
  await until(() => selectOutOfServiceDraft(store.getState(), 'g1') === null)
  expect(api.callsTo(OUT_OF_SERVICE)[0]?.body).toEqual({
    reason: 'cleaning',
    until: '2027-03-12',
    confirm: false,
  })
  expect(selectUnitChangeBusy(store.getState())).toBe(false)
})

test('a change refused with UNITS_SHORT waits for the confirm, which sends it again with confirm', async () => {
  const { store } = deskStore({ [OUT_OF_SERVICE]: unitsShort })
  store.dispatch(outOfServiceToggled({ gearId: 'g1', assetTag: 'SVQ-STR100-001' }))
  store.dispatch(outOfServiceSubmitted({ code: 'SVQ', gearId: 'g1' }))
  await until(() => selectPendingUnitChange(store.getState()) !== null)
  const pending = selectPendingUnitChange(store.getState())!
  expect(pending).toEqual({
    action: 'out_of_service',
    assetTag: 'SVQ-STR100-001',
    body: { reason: 'repair', until: null },
    shortBookings: [shortBooking],
  })
  // The form stays open, with no refusal told, until the staff decide.
  expect(selectOutOfServiceDraft(store.getState(), 'g1')?.assetTag).toBe('SVQ-STR100-001')
  expect(selectUnitChangeError(store.getState(), 'g1')).toBeNull()
  expect(selectUnitChangeBusy(store.getState())).toBe(false)

  api.on(OUT_OF_SERVICE, changed)
  const { shortBookings: _short, ...change } = pending
  store.dispatch(unitChangeRequested({ code: 'SVQ', at: SHORT_DIALOG, confirm: true, change }))
  await until(() => selectPendingUnitChange(store.getState()) === null)
  expect(api.callsTo(OUT_OF_SERVICE).map((call) => call.body)).toEqual([
    { reason: 'repair', until: null, confirm: false },
    { reason: 'repair', until: null, confirm: true },
  ])
})

test('a confirmed change refused again is told in the dialog, and a refused retirement under its item', async () => {
  const RETIRE = 'POST /api/desk/locations/SVQ/units/SVQ-STR100-001/retire'
  const { store } = deskStore({ [OUT_OF_SERVICE]: unitsShort, [RETIRE]: unitsShort })
  const change = {
    action: 'out_of_service' as const,
    assetTag: 'SVQ-STR100-001',
    body: { reason: 'lost' as const },
  }
  store.dispatch(unitChangeRequested({ code: 'SVQ', at: SHORT_DIALOG, confirm: true, change }))
  await until(() => selectUnitChangeError(store.getState(), SHORT_DIALOG) === 'UNITS_SHORT')
  expect(selectUnitChangeError(store.getState(), 'g1')).toBeNull()

  api.on(
    RETIRE,
    reply(404, {
      success: false,
      statusCode: 404,
      code: 'UNIT_NOT_FOUND',
      message: 'No such unit.',
    }),
  )
  store.dispatch(
    unitChangeRequested({
      code: 'SVQ',
      at: 'g1',
      confirm: false,
      change: { action: 'retire', assetTag: 'SVQ-STR100-001', body: {} },
    }),
  )
  await until(() => selectUnitChangeError(store.getState(), 'g1') === 'UNIT_NOT_FOUND')
  expect(selectUnitChangeError(store.getState(), SHORT_DIALOG)).toBeNull()
  expect(api.callsTo(RETIRE)[0]?.body).toEqual({ confirm: false })
})

test('back in service goes out for the unit and refreshes the inventory', async () => {
  const BACK = 'POST /api/desk/locations/SVQ/units/SVQ-STR100-001/back-in-service'
  const { store } = deskStore({
    [BACK]: changed,
    'GET /api/desk/locations/:code/inventory': { body: inventory() },
  })
  const held = store.dispatch(deskApi.endpoints.getInventory.initiate({ code: 'SVQ' }))
  await until(() => api.callsTo('/api/desk/locations/SVQ/inventory').length === 1)
  store.dispatch(
    unitChangeRequested({
      code: 'SVQ',
      at: 'g1',
      change: { action: 'back_in_service', assetTag: 'SVQ-STR100-001' },
    }),
  )
  await until(() => api.callsTo('/api/desk/locations/SVQ/inventory').length === 2)
  expect(api.callsTo(BACK)).toHaveLength(1)
  expect(selectUnitChangeBusy(store.getState())).toBe(false)
  held.unsubscribe()
})

test('a new unit goes out with the tag upper-cased and the note trimmed, then its draft empties', async () => {
  const ADD = 'POST /api/desk/locations/SVQ/units'
  const { store } = deskStore({
    [ADD]: reply(409, {
      success: false,
      statusCode: 409,
      code: 'ASSET_TAG_TAKEN',
      message: 'Taken.',
    }),
  })
  store.dispatch(addUnitEdited({ gearId: 'g1', assetTag: ' svq-new-1 ', condition: ' Like new ' }))
  store.dispatch(addUnitSubmitted({ code: 'SVQ', gearId: 'g1' }))
  await until(() => selectAddUnitDraft(store.getState(), 'g1').errorCode === 'ASSET_TAG_TAKEN')
  expect(selectAddUnitDraft(store.getState(), 'g1').assetTag).toBe(' svq-new-1 ')
  expect(api.calls.at(-1)?.body).toEqual({
    gear_id: 'g1',
    asset_tag: 'SVQ-NEW-1',
    condition_note: 'Like new',
  })

  api.on(ADD, { body: unit('SVQ-NEW-1') })
  store.dispatch(addUnitEdited({ gearId: 'g1', assetTag: '', condition: '' }))
  store.dispatch(addUnitSubmitted({ code: 'SVQ', gearId: 'g1' }))
  await until(() => !selectAddUnitDraft(store.getState(), 'g1').busy)
  expect(api.calls.at(-1)?.body).toEqual({ gear_id: 'g1' })
  expect(selectAddUnitDraft(store.getState(), 'g1').errorCode).toBeNull()
})

test('turnarounds send only the changed categories in turn and stop at the first refusal', async () => {
  const STROLLER = 'PUT /api/desk/categories/stroller/turnaround'
  const CAR_SEAT = 'PUT /api/desk/categories/car_seat/turnaround'
  const { store } = deskStore({
    [STROLLER]: reply(422, {
      success: false,
      statusCode: 422,
      code: 'VALIDATION_ERROR',
      message: 'Too long.',
    }),
    [CAR_SEAT]: { body: { category: 'car_seat', turnaround_days: 1 } },
  })
  store.dispatch(turnaroundEdited({ category: 'stroller', value: '90' }))
  store.dispatch(turnaroundEdited({ category: 'car_seat', value: '1' }))
  store.dispatch(turnaroundSaveRequested())
  await until(() => selectTurnaroundForm(store.getState()).errorCode === 'VALIDATION_ERROR')
  expect(api.callsTo(STROLLER)[0]?.body).toEqual({ turnaround_days: 90 })
  expect(api.callsTo(CAR_SEAT)).toHaveLength(0)
  expect(selectTurnaroundForm(store.getState()).saved).toBe(false)

  api.on(STROLLER, { body: { category: 'stroller', turnaround_days: 2 } })
  store.dispatch(turnaroundEdited({ category: 'stroller', value: '2' }))
  store.dispatch(turnaroundSaveRequested())
  await until(() => selectTurnaroundForm(store.getState()).saved)
  expect(api.callsTo(CAR_SEAT)[0]?.body).toEqual({ turnaround_days: 1 })
  expect(selectTurnaroundForm(store.getState()).edits).toEqual({})
})
