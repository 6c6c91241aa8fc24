import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { bookingAgreementFeature } from '../../../../src/client/features/bookingAgreement/bookingAgreementListeners'
import {
  bookingAgreementWanted,
  selectBookingAgreement,
} from '../../../../src/client/features/bookingAgreement/bookingAgreementSlice'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'

const BOOKING = '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d01'
const AGREEMENT = `/api/bookings/${BOOKING}/agreement`
const SIGNED = {
  signed_at: '2027-04-09T08:31:00.000Z',
  signer_name: 'Lucía Martín',
  url: `${AGREEMENT}.pdf?token=signed`,
}

let api: FakeApi | undefined
afterEach(() => api?.restore())

/** A signed-in family's store with the agreement's chunk joined, over a fake API. */
function agreementStore(handlers: Parameters<typeof installFakeApi>[0]) {
  api = installFakeApi(handlers)
  const onListenerError = jest.fn()
  const store = makeTestStore({
    services: createFakeServices({ path: `/booking/${BOOKING}` }),
    preloadedState: {
      session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }),
    },
    onListenerError,
  })
  store.dispatch(featureInjected(bookingAgreementFeature))
  return { store, api, onListenerError }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

test('a booking shown reads its signed agreement once and keeps its link', async () => {
  const { store, api, onListenerError } = agreementStore({ [`GET ${AGREEMENT}`]: { body: SIGNED } })
  store.dispatch(bookingAgreementWanted({ bookingId: BOOKING }))
  await until(() => selectBookingAgreement(store.getState(), BOOKING) !== null)
  expect(api.callsTo(AGREEMENT)).toHaveLength(1)
  expect(selectBookingAgreement(store.getState(), BOOKING)).toEqual(SIGNED)
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a booking with no signed agreement (404) shows none', async () => {
  const { store, api, onListenerError } = agreementStore({
    [`GET ${AGREEMENT}`]: reply(404, { code: 'NOT_FOUND' }),
  })
  store.dispatch(bookingAgreementWanted({ bookingId: BOOKING }))
  await until(() => api.callsTo(AGREEMENT).length === 1)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(selectBookingAgreement(store.getState(), BOOKING)).toBeNull()
  expect(onListenerError).not.toHaveBeenCalled()
})
