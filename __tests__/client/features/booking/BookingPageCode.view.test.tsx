import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import BookingPage from '../../../../src/client/features/booking/BookingPage'
import { bookingCodeWanted } from '../../../../src/client/features/bookingCode/bookingCodeSlice'
import type { Booking } from '../../../../src/shared/contract/bookings'
import { BOOKING_ID, bookingFixture, sevilleDelivery } from '../../support/bookings'
import { itemNames, withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { bannedWordsIn, wordsNeverInADelivery } from '../../../shared/support/glossary'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25"><path d="M2 2h7"/></svg>'

/** The booking page over a mock store, its code read already. */
const bookingPage = (booking: Booking, language: 'en' | 'es' = 'en') =>
  renderOverMockStore(
    <Routes>
      <Route path="/booking/:id" element={<BookingPage />} />
    </Routes>,
    {
      route: `/booking/${BOOKING_ID}`,
      state: {
        ...withBookingPage(
          { lookup: { id: BOOKING_ID }, booking, itemNames },
          {},
          stateWith({ preferences: { language } }),
        ),
        bookingCode: { byBooking: { [BOOKING_ID]: { svg: SVG, failed: false } } },
      },
    },
  )

it("shows a confirmed booking's QR code to show at the desk, and asks for it", async () => {
  const booking = bookingFixture()
  const { dispatched } = await bookingPage(booking)
  const code = screen.getByRole('region', { name: 'Your booking code' })
  expect(code).toHaveTextContent('Show this code at the desk: scanning it opens your booking.')
  expect(
    within(code).getByRole('img', { name: `QR code of booking ${booking.reference}` }),
  ).toBeVisible()
  expect(dispatched()).toContainEqual(bookingCodeWanted({ bookingId: BOOKING_ID }))
})

it.each(['en', 'es'] as const)(
  "shows a delivery's code without a word of pickups or desks (%s)",
  async (language) => {
    await bookingPage(bookingFixture(sevilleDelivery), language)
    const code = screen.getByRole('region', {
      name: language === 'en' ? 'Your booking code' : 'Tu código de reserva',
    })
    expect(code).toHaveTextContent(
      language === 'en'
        ? 'Show this code when we bring your gear'
        : 'Muestra este código cuando te llevemos el equipo',
    )
    expect(bannedWordsIn(code.textContent ?? '', wordsNeverInADelivery()[language])).toEqual([])
    expect(code).not.toHaveTextContent(/desk|mostrador/i)
  },
)

it('shows no code once the booking is cancelled', async () => {
  await bookingPage(bookingFixture({ status: 'cancelled' }))
  expect(screen.queryByRole('region', { name: 'Your booking code' })).toBeNull()
})
