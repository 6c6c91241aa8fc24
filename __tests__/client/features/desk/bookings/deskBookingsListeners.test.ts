import { deskBookingsApi } from '../../../../../src/client/features/desk/bookings/deskBookingsApi'
import {
  refreshStarted,
  refreshStopped,
  selectStaffChange,
  selectStaffChangeDone,
  staffChangeEdited,
  staffChangeOpened,
  staffChangeSubmitted,
} from '../../../../../src/client/features/desk/bookings/deskBookingsSlice'
import { DESK_REFRESH_MS } from '../../../../../src/client/features/desk/bookings/deskBookingsListeners'
import { reply } from '../../../support/fakeApi'
import { deskBookingDetail, deskDay } from '../deskFixtures'
import { deskStore, until } from '../deskStore'

test('the open day screen is fetched again every half minute, and no more once it closes', async () => {
  jest.useFakeTimers()
  const { store, api, onListenerError } = deskStore({
    'GET /api/desk/bookings/day': { body: deskDay() },
  })
  // The screen holds the day (its query subscription) and starts the refresh, as on mount.
  const day = store.dispatch(
    deskBookingsApi.endpoints.getDeskDay.initiate({ location: 'SVQ', date: null, lang: 'en' }),
  )
  store.dispatch(refreshStarted())
  await jest.advanceTimersByTimeAsync(10)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(1)
  await jest.advanceTimersByTimeAsync(DESK_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(2)
  await jest.advanceTimersByTimeAsync(DESK_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(3)
  // Opening the screen again does not start a second clock.
  store.dispatch(refreshStarted())
  await jest.advanceTimersByTimeAsync(DESK_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(4)
  store.dispatch(refreshStopped())
  await jest.advanceTimersByTimeAsync(3 * DESK_REFRESH_MS)
  expect(api.callsTo('/api/desk/bookings/day')).toHaveLength(4)
  day.unsubscribe()
  expect(onListenerError).not.toHaveBeenCalled()
})

test('an open booking is fetched again every half minute, so news from its family shows at once', async () => {
  jest.useFakeTimers()
  const booking = deskBookingDetail()
  const { store, api, onListenerError } = deskStore({
    'GET /api/desk/bookings/:id': { body: booking },
  })
  const url = `GET /api/desk/bookings/${booking.id}`
  const shown = store.dispatch(
    deskBookingsApi.endpoints.getDeskBooking.initiate({ id: booking.id, lang: 'en' }),
  )
  store.dispatch(refreshStarted())
  await jest.advanceTimersByTimeAsync(10)
  expect(api.callsTo(url)).toHaveLength(1)
  await jest.advanceTimersByTimeAsync(DESK_REFRESH_MS)
  expect(api.callsTo(url)).toHaveLength(2)
  store.dispatch(refreshStopped())
  await jest.advanceTimersByTimeAsync(2 * DESK_REFRESH_MS)
  expect(api.callsTo(url)).toHaveLength(2)
  shown.unsubscribe()
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a cancellation goes out once the draft is right, with the key made when the dialog opened, and refreshes the day', async () => {
  const booking = deskBookingDetail()
  const { store, api } = deskStore({
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
  const { store, api } = deskStore({
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
  const { store, api } = deskStore({
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
