import { screen, within } from '@testing-library/react'
import {
  bookingFixture,
  bookingList,
  cancelledBooking,
  failure,
  unpaidBooking,
  BOOKING_ID,
} from '../../support/bookings'
import { signedIn } from '../../support/catalogue'
import { installFakeApi, type FakeApi, type FakeReply } from '../../support/fakeApi'
import { renderWithProviders } from '../../support/renderWithProviders'
import { myBookingsOpened } from '../../../../src/client/features/booking/bookingEvents'
import MyBookingsPage from '../../../../src/client/features/booking/MyBookingsPage'
import type { BookingState } from '../../../../src/client/features/booking/bookingSlice'
import { withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

let api: FakeApi
afterEach(() => api?.restore())

const summer = unpaidBooking({
  _id: '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d02',
  reference: 'TT-SUMM3R',
  start_date: '2027-07-01',
  end_date: '2027-07-08',
  total: 9_900,
  pricing: { ...bookingFixture().pricing, grand_total: 9_900, due_at_checkout: 9_900 },
})
const lastYear = bookingFixture({
  _id: '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d03',
  reference: 'TT-OLD001',
  status: 'completed',
  start_date: '2026-08-01',
  end_date: '2026-08-10',
  can_cancel: false,
})

function showMyBookings(list: FakeReply, language: 'en' | 'es' = 'en') {
  api = installFakeApi({ 'GET /api/bookings': list })
  return renderWithProviders({
    route: '/my-bookings',
    preloadedState: { ...signedIn, preferences: { language } },
  })
}

/** The list (or the empty note) right under a heading. */
const under = async (heading: string) =>
  (await screen.findByRole('heading', { level: 2, name: heading }))
    .nextElementSibling as HTMLElement

describe('my bookings (/my-bookings)', () => {
  it('lists upcoming and past bookings with dates, status and price, each linking to it', async () => {
    await showMyBookings({
      body: bookingList([bookingFixture(), summer], [lastYear, cancelledBooking()]),
    })
    const upcoming = within(await under('Upcoming')).getAllByRole('link')
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
    expect(upcoming.map((link) => link.getAttribute('href'))).toEqual([
      `/booking/${bookingFixture()._id}`,
      `/booking/${summer._id}`,
    ])
    expect(upcoming[0]).toHaveTextContent(
      'TT-7K4P2Q · Seville Airport (SVQ)Fri, 9 Apr 2027 to Fri, 16 Apr 2027Booking: ConfirmedPayment: Paid €52.10',
    )
    expect(upcoming[1]).toHaveTextContent('TT-SUMM3R')
    expect(upcoming[1]).toHaveTextContent('Booking: ConfirmedPayment: Not paid yet €99')
    const past = within(await under('Past')).getAllByRole('link')
    expect(past[0]).toHaveTextContent('TT-OLD001')
    expect(past[0]).toHaveTextContent(
      'Sat, 1 Aug 2026 to Mon, 10 Aug 2026Booking: CompletedPayment: Paid',
    )
    expect(past[1]).toHaveTextContent('Booking: RefundedPayment: Refunded')
    expect(api.callsTo('/api/bookings')[0]?.url.searchParams.get('lang')).toBe('en')
  })

  it('says when there is nothing to list and invites a search', async () => {
    await showMyBookings({ body: bookingList([], []) })
    expect(await under('Upcoming')).toHaveTextContent('No upcoming bookings.')
    expect(await under('Past')).toHaveTextContent('No past bookings yet.')
    expect(screen.getByRole('link', { name: 'Find gear for your next trip' })).toHaveAttribute(
      'href',
      '/search',
    )
  })

  it('lists past bookings even with nothing upcoming', async () => {
    await showMyBookings({ body: bookingList([], [lastYear]) })
    expect(await under('Upcoming')).toHaveTextContent('No upcoming bookings.')
    expect(within(await under('Past')).getByRole('link')).toHaveTextContent('TT-OLD001')
  })

  it('says "Failed to fetch your bookings" when the list cannot load', async () => {
    await showMyBookings(failure(500, 'INTERNAL_ERROR'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your bookings')
    expect(screen.queryByRole('heading', { level: 2, name: 'Upcoming' })).toBeNull()
  })

  it('speaks Spanish', async () => {
    await showMyBookings({ body: bookingList([bookingFixture()], []) }, 'es')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis reservas' })).toBeVisible()
    const [link] = within(await under('Próximas')).getAllByRole('link')
    expect(link).toHaveTextContent(
      'Del vie, 9 abr 2027 al vie, 16 abr 2027Reserva: ConfirmadaPago: Pagada',
    )
    expect(await under('Pasadas')).toHaveTextContent('Todavía no tienes reservas pasadas.')
  })
})

const listing = (list: Partial<BookingState['list']>, language: 'en' | 'es' = 'en') =>
  renderOverMockStore(<MyBookingsPage />, {
    route: '/my-bookings',
    state: withBookingPage({}, list, stateWith({ preferences: { language } })),
  })

describe('MyBookingsPage over a mock store', () => {
  it('asks for the list and says it is loading', async () => {
    const { dispatched } = await listing({})
    expect(screen.getByRole('status')).toHaveTextContent('Loading your booking…')
    expect(dispatched().filter(myBookingsOpened.match)).toEqual([myBookingsOpened()])
  })

  it('lists upcoming and past bookings, each a link with its dates, status and total', async () => {
    await listing({ bookings: bookingList([bookingFixture()], [cancelledBooking()]) })
    const [upcoming, past] = screen.getAllByRole('list')
    const link = within(upcoming!).getByRole('link', { name: /TT-7K4P2Q/ })
    expect(link).toHaveAttribute('href', `/booking/${BOOKING_ID}`)
    expect(link).toHaveTextContent('Fri, 9 Apr 2027 to Fri, 16 Apr 2027')
    expect(link).toHaveTextContent('Booking: ConfirmedPayment: Paid €52.10')
    expect(within(past!).getByRole('link')).toHaveTextContent('Booking: Refunded')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says when there are none, and when the list failed', async () => {
    await listing({ bookings: bookingList([]) })
    expect(screen.getByText('No upcoming bookings.')).toBeVisible()
    expect(screen.getByText('No past bookings yet.')).toBeVisible()
    await listing({ failed: true }, 'es')
    expect(screen.getByRole('alert')).toHaveTextContent('No se han podido cargar tus reservas')
  })
})
