import { deskBookingsApi } from '../../../../../src/client/features/desk/bookings'
import {
  flightNewsEdited,
  flightNewsSubmitted,
  selectFlightNewsDraft,
  selectFlightNewsNoted,
} from '../../../../../src/client/features/desk/family-wait/familyWaitSlice'
import { never, reply } from '../../../support/fakeApi'
import { deskBookingDetail, deskDay } from '../deskFixtures'
import { until } from '../deskStore'
import { familyWaitStore } from './familyWaitStore'

const booking = deskBookingDetail()
const ID = booking.id
const START = booking.start_date
const FLIGHT = `POST /api/desk/bookings/${ID}/flight`
const delayed = deskBookingDetail({
  flight_news: {
    status: 'delayed',
    expected_arrival_at: '2027-03-09T15:40:00.000Z',
    reported_by: 'desk',
    reported_at: '2027-03-09T10:05:00.000Z',
  },
  expected_arrival_at: '2027-03-09T15:40:00.000Z',
})

test('a new arrival goes out once, then the booking and the day list are read again', async () => {
  const { store, api, onListenerError } = familyWaitStore({
    'GET /api/desk/bookings/:id': { body: booking },
    'GET /api/desk/bookings/day': { body: deskDay() },
    'POST /api/desk/bookings/:id/flight': { body: delayed },
  })
  const shown = [
    store.dispatch(deskBookingsApi.endpoints.getDeskBooking.initiate({ id: ID, lang: 'en' })),
    store.dispatch(
      deskBookingsApi.endpoints.getDeskDay.initiate({ location: 'SVQ', date: START, lang: 'en' }),
    ),
  ]
  await until(() => api.callsTo('/api/desk/bookings/day').length === 1)
  store.dispatch(flightNewsEdited({ bookingId: ID, edit: { arrival_time: '17:40' } }))
  store.dispatch(flightNewsEdited({ bookingId: ID, edit: { next_day: true } }))
  store.dispatch(flightNewsSubmitted({ bookingId: ID, startDate: START }))
  store.dispatch(flightNewsSubmitted({ bookingId: ID, startDate: START }))
  expect(selectFlightNewsDraft(store.getState(), ID).busy).toBe(true)
  await until(() => selectFlightNewsNoted(store.getState(), ID))
  expect(api.callsTo(FLIGHT).map((call) => call.body)).toEqual([
    { status: 'delayed', arrival_time: '17:40', arrival_date: '2027-03-10' },
  ])
  expect(selectFlightNewsDraft(store.getState(), ID)).toMatchObject({
    arrival_time: '',
    busy: false,
  })
  await until(() => api.callsTo(`GET /api/desk/bookings/${ID}`).length === 2)
  await until(() => api.callsTo('/api/desk/bookings/day').length === 2)
  for (const subscription of shown) subscription.unsubscribe()
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a delay without a time and a cancelled flight need no time', async () => {
  const { store, api } = familyWaitStore({
    'POST /api/desk/bookings/:id/flight': { body: delayed },
  })
  store.dispatch(flightNewsEdited({ bookingId: ID, edit: { choice: 'no_time' } }))
  store.dispatch(flightNewsSubmitted({ bookingId: ID, startDate: START }))
  await until(() => selectFlightNewsNoted(store.getState(), ID))
  store.dispatch(flightNewsEdited({ bookingId: ID, edit: { choice: 'cancelled' } }))
  store.dispatch(flightNewsSubmitted({ bookingId: ID, startDate: START }))
  await until(() => api.callsTo(FLIGHT).length === 2)
  expect(api.callsTo(FLIGHT).map((call) => call.body)).toEqual([
    { status: 'delayed' },
    { status: 'cancelled' },
  ])
})

test('a new arrival without a time is not sent, and says so', async () => {
  const { store, api } = familyWaitStore({ 'POST /api/desk/bookings/:id/flight': never })
  store.dispatch(flightNewsSubmitted({ bookingId: ID, startDate: START }))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(api.callsTo(FLIGHT)).toEqual([])
  expect(selectFlightNewsDraft(store.getState(), ID)).toMatchObject({
    submitted: true,
    busy: false,
  })
})

test('a refusal keeps the draft with the server’s code to show', async () => {
  const { store } = familyWaitStore({
    'POST /api/desk/bookings/:id/flight': reply(400, {
      success: false,
      statusCode: 400,
      code: 'INVALID_ARRIVAL',
      message: 'The new arrival must be on the pickup day or the day after.',
    }),
  })
  store.dispatch(flightNewsEdited({ bookingId: ID, edit: { arrival_time: '03:00' } }))
  store.dispatch(flightNewsSubmitted({ bookingId: ID, startDate: START }))
  await until(() => selectFlightNewsDraft(store.getState(), ID).error !== null)
  expect(selectFlightNewsDraft(store.getState(), ID)).toMatchObject({
    arrival_time: '03:00',
    busy: false,
    error: 'INVALID_ARRIVAL',
  })
  expect(selectFlightNewsNoted(store.getState(), ID)).toBe(false)
})
