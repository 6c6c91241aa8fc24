import { screen, within } from '@testing-library/react'
import { myBookingsOpened } from '../../../../src/client/features/booking/bookingEvents'
import MyBookingsPage from '../../../../src/client/features/booking/MyBookingsPage'
import type { BookingState } from '../../../../src/client/features/booking/bookingSlice'
import { BOOKING_ID, bookingFixture, bookingList, cancelledBooking } from '../../support/bookings'
import { withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

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
