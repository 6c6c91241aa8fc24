import type { i18n as I18n } from 'i18next'
import {
  bookingCancelConfirmed,
  bookingPageLeft,
  bookingPageOpened,
  myBookingsOpened,
} from '../../../../src/client/features/booking/bookingEvents'
import { REFUND_POLL_MS } from '../../../../src/client/features/booking/bookingFlows'
import {
  selectBookingPage,
  selectMyBookings,
  type BookingRootState,
} from '../../../../src/client/features/booking/bookingSelectors'
import { cancelDialogOpened } from '../../../../src/client/features/booking/bookingSlice'
import { basketStore, settle, until } from '../../support/basketStore'
import {
  BOOKING_ID,
  bookingFixture,
  bookingList,
  cancelledBooking,
  failure,
} from '../../support/bookings'
import { infantSeat, infantSeatDetails } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices, DEFAULT_NOW } from '../../support/fakeServices'
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
    'GET /api/gear/:id': { body: infantSeatDetails('en', null) },
  })
})
afterEach(() => {
  jest.useRealTimers()
  api.restore()
})

const GET = `GET /api/bookings/${BOOKING_ID}`
const CANCEL = `POST /api/bookings/${BOOKING_ID}/cancel`
const page = (store: { getState(): unknown }) =>
  selectBookingPage(store.getState() as BookingRootState)

/** A store showing the booking, as the booking page does once it is on screen. */
async function bookingStore() {
  const setup = basketStore({
    services: createFakeServices(),
    preloadedState: { session: signedInSession() },
  })
  setup.store.dispatch(bookingPageOpened({ lookup: { id: BOOKING_ID } }))
  await until(() => page(setup.store).booking !== null)
  return setup
}

describe('opening a booking page', () => {
  it('loads the booking with its items’ names, as of the clock’s reading', async () => {
    const { store, onListenerError } = await bookingStore()
    const shown = page(store)
    expect(shown.booking?.reference).toBe('TT-7K4P2Q')
    expect(shown.itemNames).toEqual({ [infantSeat._id]: 'Maxi-Cosi Pebble 360 infant car seat' })
    expect(shown.checkedAt).toBe(DEFAULT_NOW)
    expect(api.callsTo(GET)[0]?.url.searchParams.get('lang')).toBe('en')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('finds it by its reference, and keeps the status of a failed load for its message', async () => {
    api.on('GET /api/bookings/reference/:reference', failure(404, 'NOT_FOUND'))
    const { store } = basketStore({ preloadedState: { session: signedInSession() } })
    store.dispatch(bookingPageOpened({ lookup: { reference: 'TT-7K4P2Q' } }))
    await until(() => page(store).loadFailed !== null)
    expect(page(store)).toMatchObject({ booking: null, loadFailed: { status: 404 } })
  })
})

describe('opening another booking meanwhile', () => {
  it('drops the late answer for the booking no longer shown', async () => {
    let answerFirst: () => void = () => undefined
    api.on('GET /api/bookings/:id', ({ url }) =>
      url.pathname.endsWith(BOOKING_ID)
        ? new Promise((resolve) => {
            answerFirst = () => resolve({ body: bookingFixture() })
          })
        : { body: bookingFixture({ _id: 'another', reference: 'TT-ANOTHR' }) },
    )
    const { store, onListenerError } = basketStore({
      preloadedState: { session: signedInSession() },
    })
    store.dispatch(bookingPageOpened({ lookup: { id: BOOKING_ID } }))
    await until(() => api.callsTo(GET).length === 1)
    store.dispatch(bookingPageOpened({ lookup: { id: 'another' } }))
    await until(() => page(store).booking?.reference === 'TT-ANOTHR')
    answerFirst()
    await settle()
    await settle()
    expect(page(store).booking?.reference).toBe('TT-ANOTHR')
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('a pending refund', () => {
  it('is looked at again every few seconds until the card provider settles it', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    let settled = false
    api.on('GET /api/bookings/:id', () => ({
      body: cancelledBooking(settled ? 'succeeded' : 'pending'),
    }))
    const { store } = await bookingStore()
    expect(page(store).booking?.refund?.status).toBe('pending')
    await jest.advanceTimersByTimeAsync(REFUND_POLL_MS)
    await until(() => api.callsTo(GET).length === 2)
    settled = true
    await jest.advanceTimersByTimeAsync(REFUND_POLL_MS)
    await until(() => page(store).booking?.refund?.status === 'succeeded')
    await jest.advanceTimersByTimeAsync(REFUND_POLL_MS * 5)
    expect(api.callsTo(GET)).toHaveLength(3)
  })

  it('is no longer followed once the page is left', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    api.on('GET /api/bookings/:id', { body: cancelledBooking('pending') })
    const { store, onListenerError } = await bookingStore()
    store.dispatch(bookingPageLeft())
    await jest.advanceTimersByTimeAsync(REFUND_POLL_MS * 5)
    expect(api.callsTo(GET)).toHaveLength(1)
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('cancelling a booking (docs/product.md, State machines)', () => {
  it('sends nothing while the dialog asks', async () => {
    const { store } = await bookingStore()
    store.dispatch(cancelDialogOpened())
    expect(page(store).cancelDialogOpen).toBe(true)
    expect(api.callsTo(CANCEL)).toEqual([])
  })

  it('cancels once confirmed and shows the booking with its refund', async () => {
    const { store, onListenerError } = await bookingStore()
    store.dispatch(cancelDialogOpened())
    store.dispatch(bookingCancelConfirmed({ bookingId: BOOKING_ID }))
    expect(page(store)).toMatchObject({ cancelDialogOpen: false, cancelling: true })
    await until(() => page(store).booking?.status === 'refunded')
    expect(api.callsTo(CANCEL)[0]?.url.searchParams.get('lang')).toBe('en')
    expect(page(store)).toMatchObject({ cancelling: false, cancelError: null })
    expect(page(store).booking?.refund).toMatchObject({ id: 're_3PqR8sT2uV4wX6yZ' })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it.each([
    [
      409,
      'CANCELLATION_WINDOW_CLOSED',
      'This booking can no longer be cancelled: it starts in less than 24 hours.',
    ],
    [409, 'ALREADY_CANCELLED', 'This booking is already cancelled.'],
    [409, 'ALREADY_COMPLETED', 'This booking is already completed and cannot be cancelled.'],
    [400, 'VALIDATION_ERROR', 'The request was not valid. Please reload the page and try again.'],
    [404, 'NOT_FOUND', 'Failed to cancel booking. Please try again.'],
    [500, 'INTERNAL_ERROR', 'Failed to cancel booking. Please try again.'],
  ])('explains a %i %s as "%s" and shows the booking again', async (status, code, message) => {
    api.on('POST /api/bookings/:id/cancel', failure(status, code))
    const { store, onListenerError } = await bookingStore()
    store.dispatch(bookingCancelConfirmed({ bookingId: BOOKING_ID }))
    await until(() => page(store).cancelError !== null)
    expect(i18n.t(`bookings:${page(store).cancelError!}`)).toBe(message)
    expect(page(store).cancelling).toBe(false)
    await until(() => api.callsTo(GET).length === 2)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('asks for a login when the session has ended', async () => {
    api.on('POST /api/bookings/:id/cancel', failure(401, 'UNAUTHORIZED'))
    const { store, services } = await bookingStore()
    store.dispatch(bookingCancelConfirmed({ bookingId: BOOKING_ID }))
    await until(() => services.navigate.mock.calls.length > 0)
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2F', { replace: true })
    expect(store.getState().session.authenticated).toBe(false)
  })
})

describe('My bookings', () => {
  it('loads the list in the traveller’s language, or says it failed', async () => {
    api.on('GET /api/bookings', { body: bookingList([bookingFixture()]) })
    const { store } = basketStore({ preloadedState: { session: signedInSession() } })
    store.dispatch(myBookingsOpened())
    await until(() => selectMyBookings(store.getState()).bookings !== null)
    expect(selectMyBookings(store.getState()).bookings?.upcoming).toHaveLength(1)
    api.on('GET /api/bookings', failure(500, 'INTERNAL_ERROR'))
    store.dispatch(myBookingsOpened())
    await until(() => selectMyBookings(store.getState()).failed)
  })
})
