import { invoicesFeature } from '../../../../src/client/features/invoices/invoicesListeners'
import {
  bookingInvoicesWanted,
  selectBookingInvoices,
} from '../../../../src/client/features/invoices/invoicesSlice'
import type { BookingInvoice } from '../../../../src/shared/contract/invoices'
import { until } from '../../support/basketStore'
import { bookingPageStore } from '../../support/bookingPageStore'
import { reply } from '../../support/fakeApi'

const BOOKING = '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d01'
const LIST = `/api/bookings/${BOOKING}/invoices`
const invoice: BookingInvoice = {
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  kind: 'simplified',
  number: 'S2027-000012',
  issue_date: '2027-04-02',
  total: 17210,
  currency: 'EUR',
  corrects: null,
  url: `${LIST}/1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9.pdf?token=signed.one`,
}

const invoicesStore = (handlers: Parameters<typeof bookingPageStore>[2]) =>
  bookingPageStore(invoicesFeature, BOOKING, handlers)

test('a booking shown in a new state reads its invoices again, with fresh download links', async () => {
  const { store, api, onListenerError } = invoicesStore({
    [`GET ${LIST}`]: { body: { invoices: [invoice] } },
  })
  store.dispatch(bookingInvoicesWanted({ bookingId: BOOKING, revision: 'confirmed:paid:17210' }))
  await until(() => selectBookingInvoices(store.getState(), BOOKING).invoices.length === 1)
  store.dispatch(bookingInvoicesWanted({ bookingId: BOOKING, revision: 'confirmed:paid:15710' }))
  await until(() => api.callsTo(LIST).length === 2)
  expect(selectBookingInvoices(store.getState(), BOOKING)).toEqual({
    revision: 'confirmed:paid:15710',
    invoices: [invoice],
    failed: false,
  })
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a read that fails says so, for the view to offer another', async () => {
  const { store, onListenerError } = invoicesStore({ [`GET ${LIST}`]: reply(500, {}) })
  store.dispatch(bookingInvoicesWanted({ bookingId: BOOKING, revision: 'confirmed:paid:17210' }))
  await until(() => selectBookingInvoices(store.getState(), BOOKING).failed)
  expect(selectBookingInvoices(store.getState(), BOOKING).invoices).toEqual([])
  expect(onListenerError).not.toHaveBeenCalled()
})
