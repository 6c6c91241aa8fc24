import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { invoicesFeature } from '../../../../src/client/features/invoices/invoicesListeners'
import {
  bookingInvoicesWanted,
  selectBookingInvoices,
} from '../../../../src/client/features/invoices/invoicesSlice'
import type { BookingInvoice } from '../../../../src/shared/contract/invoices'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'

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

let api: FakeApi | undefined
afterEach(() => api?.restore())

/** A signed-in family's store with the invoices' chunk joined, over a fake API. */
function invoicesStore(handlers: Parameters<typeof installFakeApi>[0]) {
  api = installFakeApi(handlers)
  const onListenerError = jest.fn()
  const store = makeTestStore({
    services: createFakeServices({ path: `/booking/${BOOKING}` }),
    preloadedState: {
      session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }),
    },
    onListenerError,
  })
  store.dispatch(featureInjected(invoicesFeature))
  return { store, api, onListenerError }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

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
