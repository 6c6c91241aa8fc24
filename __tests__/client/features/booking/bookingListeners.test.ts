import type { i18n as I18n } from 'i18next'
import { cancelErrorKey } from '../../../../src/client/features/booking/bookingErrors'
import {
  bookingCancelRequested,
  cancelRequestKey,
} from '../../../../src/client/features/booking/bookingEvents'
import { bookingsApi } from '../../../../src/client/features/booking/bookingsApi'
import { basketStore, settle, until } from '../../support/basketStore'
import { BOOKING_ID, bookingFixture, cancelledBooking, failure } from '../../support/bookings'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { createTestI18n } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'

let api: FakeApi
let cancelled: boolean
let i18n: I18n
beforeAll(async () => {
  i18n = await createTestI18n('en')
})
beforeEach(() => {
  cancelled = false
  api = installFakeApi({
    'GET /api/bookings/:id': () => ({ body: cancelled ? cancelledBooking() : bookingFixture() }),
    'POST /api/bookings/:id/cancel': () => {
      cancelled = true
      return { body: cancelledBooking() }
    },
  })
})
afterEach(() => api.restore())

const question = 'Cancel this booking? A paid booking is refunded to your card.'
const cancel = bookingCancelRequested({ bookingId: BOOKING_ID, confirmMessage: question })
const bookingArgs = { id: BOOKING_ID, lang: 'en' as const }

/** A store showing the booking, as the booking page does, with the traveller's answer to confirm. */
async function bookingStore(answer: boolean) {
  const services = createFakeServices()
  services.confirm.mockResolvedValue(answer)
  const setup = basketStore({ services, preloadedState: { session: signedInSession() } })
  setup.store.dispatch(bookingsApi.endpoints.getBooking.initiate(bookingArgs))
  await until(() => shownBooking(setup.store.getState()) !== undefined)
  return setup
}

type State = Parameters<ReturnType<typeof bookingsApi.endpoints.getBooking.select>>[0]
const shownBooking = (state: State) =>
  bookingsApi.endpoints.getBooking.select(bookingArgs)(state).data
const cancelRequest = (state: State) =>
  bookingsApi.endpoints.cancelBooking.select({
    fixedCacheKey: cancelRequestKey(BOOKING_ID),
    requestId: undefined,
  })(state)

describe('cancelling a booking (docs/product.md, State machines)', () => {
  it('asks first and sends nothing when the traveller says no', async () => {
    const { store, services, onListenerError } = await bookingStore(false)
    store.dispatch(cancel)
    await settle()
    await settle()
    expect(services.confirm).toHaveBeenCalledWith(question)
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/cancel`)).toEqual([])
    expect(shownBooking(store.getState())?.status).toBe('confirmed')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('cancels after the traveller agrees and shows the booking with its refund', async () => {
    const { store, services, onListenerError } = await bookingStore(true)
    store.dispatch(cancel)
    await until(() => shownBooking(store.getState())?.status === 'refunded')
    expect(services.confirm).toHaveBeenCalledWith(question)
    const [call] = api.callsTo(`POST /api/bookings/${BOOKING_ID}/cancel`)
    expect(call?.url.searchParams.get('lang')).toBe('en')
    expect(shownBooking(store.getState())?.refund).toMatchObject({
      status: 'succeeded',
      id: 're_3PqR8sT2uV4wX6yZ',
    })
    expect(cancelRequest(store.getState()).isSuccess).toBe(true)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it.each([
    [
      409,
      'CANCELLATION_WINDOW_CLOSED',
      'This booking can no longer be cancelled: pickup is less than 24 hours away.',
    ],
    [409, 'ALREADY_CANCELLED', 'This booking is already cancelled.'],
    [409, 'ALREADY_COMPLETED', 'This booking is already completed and cannot be cancelled.'],
    [400, 'VALIDATION_ERROR', 'The request was not valid. Please reload the page and try again.'],
    [404, 'NOT_FOUND', 'Failed to cancel booking. Please try again.'],
    [500, 'INTERNAL_ERROR', 'Failed to cancel booking. Please try again.'],
  ])('explains a %i %s as "%s" and shows the booking again', async (status, code, message) => {
    api.on('POST /api/bookings/:id/cancel', failure(status, code))
    const { store, onListenerError } = await bookingStore(true)
    store.dispatch(cancel)
    await until(() => cancelRequest(store.getState()).isError)
    expect(i18n.t(`bookings:${cancelErrorKey(cancelRequest(store.getState()).error)}`)).toBe(
      message,
    )
    await until(() => api.callsTo(`GET /api/bookings/${BOOKING_ID}`).length === 2)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('asks for a login when the session has ended', async () => {
    api.on('POST /api/bookings/:id/cancel', failure(401, 'UNAUTHORIZED'))
    const { store, services } = await bookingStore(true)
    store.dispatch(cancel)
    await until(() => services.navigate.mock.calls.length > 0)
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2F', { replace: true })
    expect(store.getState().session.authenticated).toBe(false)
  })
})
