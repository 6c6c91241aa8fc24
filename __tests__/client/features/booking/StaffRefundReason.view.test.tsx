import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import BookingPage from '../../../../src/client/features/booking/BookingPage'
import type { Booking } from '../../../../src/shared/contract/bookings'
import type { Language } from '../../../../src/shared/domain/languages'
import { BOOKING_ID, bookingFixture, sevilleInstant } from '../../support/bookings'
import { itemNames, withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const staffRefund = (reason: string | null): Booking['refund'] => ({
  id: 're_3PqR8sT2uV4wX6yZ',
  status: 'succeeded',
  amount: 2000,
  currency: 'EUR',
  date: sevilleInstant('2027-03-02', '09:15'),
  reason,
})

async function refundCard(refund: Booking['refund'], language: Language = 'en') {
  const booking = bookingFixture({ refund, staff_refunds: refund ? [refund] : [] })
  await renderOverMockStore(
    <Routes>
      <Route path="/booking/:id" element={<BookingPage />} />
    </Routes>,
    {
      route: `/booking/${BOOKING_ID}`,
      state: withBookingPage(
        { lookup: { id: BOOKING_ID }, booking, itemNames },
        {},
        stateWith({ preferences: { language } }),
      ),
    },
  )
  return screen.getByRole('region', { name: language === 'en' ? 'Refund' : 'Reembolso' })
}

test("the family reads why staff refunded them, beside the refund's id", async () => {
  const card = await refundCard(staffRefund('Late at the desk'))
  expect(card).toHaveTextContent('ReasonLate at the desk')
  expect(card).toHaveTextContent('Refund IDre_3PqR8sT2uV4wX6yZ')
})

test('in Spanish too', async () => {
  expect(await refundCard(staffRefund('Vuelo cancelado'), 'es')).toHaveTextContent(
    'MotivoVuelo cancelado',
  )
})

test('a refund without a reason names none', async () => {
  const card = await refundCard(staffRefund(null))
  expect(within(card).queryByText('Reason')).toBeNull()
})
