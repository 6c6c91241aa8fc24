import { bookingCodeFeature } from '../../../../src/client/features/bookingCode/bookingCodeListeners'
import {
  bookingCodeWanted,
  selectBookingCode,
} from '../../../../src/client/features/bookingCode/bookingCodeSlice'
import { until } from '../../support/basketStore'
import { bookingPageStore } from '../../support/bookingPageStore'
import { reply } from '../../support/fakeApi'

const BOOKING = '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d01'
const CODE = `/api/bookings/${BOOKING}/code`
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M2 2h7"/></svg>'

const codeStore = (handlers: Parameters<typeof bookingPageStore>[2]) =>
  bookingPageStore(bookingCodeFeature, BOOKING, handlers)

test("a booking shown reads its code once and keeps the QR's SVG", async () => {
  const { store, api, onListenerError } = codeStore({
    [`GET ${CODE}`]: {
      body: { token: 'signed.token', svg: SVG, expires_at: '2027-04-23T16:00:00.000Z' },
    },
  })
  store.dispatch(bookingCodeWanted({ bookingId: BOOKING }))
  await until(() => selectBookingCode(store.getState(), BOOKING).svg === SVG)
  expect(api.callsTo(CODE)).toHaveLength(1)
  expect(selectBookingCode(store.getState(), BOOKING)).toEqual({ svg: SVG, failed: false })
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a read that fails says so, for the view to offer another', async () => {
  const { store, onListenerError } = codeStore({ [`GET ${CODE}`]: reply(404, {}) })
  store.dispatch(bookingCodeWanted({ bookingId: BOOKING }))
  await until(() => selectBookingCode(store.getState(), BOOKING).failed)
  expect(selectBookingCode(store.getState(), BOOKING).svg).toBeNull()
  expect(onListenerError).not.toHaveBeenCalled()
})
