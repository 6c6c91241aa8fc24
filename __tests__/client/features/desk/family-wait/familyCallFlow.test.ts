import { deskBookingsApi } from '../../../../../src/client/features/desk/bookings'
import {
  familyCallNoteChanged,
  familyCallSubmitted,
  selectFamilyCall,
} from '../../../../../src/client/features/desk/family-wait/familyWaitSlice'
import { never, reply } from '../../../support/fakeApi'
import { deskBookingDetail } from '../deskFixtures'
import { until } from '../deskStore'
import { familyWaitStore } from './familyWaitStore'

const booking = deskBookingDetail()
const CALLS = `POST /api/desk/bookings/${booking.id}/calls`
const called = deskBookingDetail({
  family_calls: [{ called_at: '2027-03-09T11:20:00.000Z', note: 'Still at the gate' }],
})

test('a call goes out once with its note trimmed, clears its draft and reloads the booking', async () => {
  const { store, api, onListenerError } = familyWaitStore({
    'GET /api/desk/bookings/:id': { body: booking },
    'POST /api/desk/bookings/:id/calls': { body: called },
  })
  const shown = store.dispatch(
    deskBookingsApi.endpoints.getDeskBooking.initiate({ id: booking.id, lang: 'en' }),
  )
  await until(() => api.callsTo(`GET /api/desk/bookings/${booking.id}`).length === 1)
  store.dispatch(familyCallNoteChanged({ bookingId: booking.id, note: '  Still at the gate ' }))
  store.dispatch(familyCallSubmitted({ bookingId: booking.id }))
  store.dispatch(familyCallSubmitted({ bookingId: booking.id }))
  expect(selectFamilyCall(store.getState(), booking.id).busy).toBe(true)
  await until(() => !selectFamilyCall(store.getState(), booking.id).busy)
  expect(api.callsTo(CALLS).map((call) => call.body)).toEqual([{ note: 'Still at the gate' }])
  expect(selectFamilyCall(store.getState(), booking.id).note).toBe('')
  await until(() => api.callsTo(`GET /api/desk/bookings/${booking.id}`).length === 2)
  shown.unsubscribe()
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a call without a note sends none; a refusal keeps the note and the code to show', async () => {
  const { store, api } = familyWaitStore({
    'POST /api/desk/bookings/:id/calls': reply(409, {
      success: false,
      statusCode: 409,
      code: 'FLIGHT_NEWS_CLOSED',
      message: 'Closed.',
    }),
  })
  store.dispatch(familyCallSubmitted({ bookingId: booking.id }))
  await until(() => selectFamilyCall(store.getState(), booking.id).error !== null)
  expect(api.callsTo(CALLS)[0]?.body).toEqual({ note: null })
  store.dispatch(familyCallNoteChanged({ bookingId: booking.id, note: 'No answer' }))
  store.dispatch(familyCallSubmitted({ bookingId: booking.id }))
  await until(() => api.callsTo(CALLS).length === 2)
  await until(() => !selectFamilyCall(store.getState(), booking.id).busy)
  expect(selectFamilyCall(store.getState(), booking.id)).toEqual({
    note: 'No answer',
    busy: false,
    error: 'FLIGHT_NEWS_CLOSED',
  })
})

test('while a call is on its way the draft says so', async () => {
  const { store } = familyWaitStore({ 'POST /api/desk/bookings/:id/calls': never })
  store.dispatch(familyCallSubmitted({ bookingId: booking.id }))
  expect(selectFamilyCall(store.getState(), booking.id)).toMatchObject({ busy: true, error: null })
})
