import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import type { RootState } from '../../../../src/client/app/store'
import BookingPage from '../../../../src/client/features/booking/BookingPage'
import { bookingAgreementWanted } from '../../../../src/client/features/bookingAgreement/bookingAgreementSlice'
import type { Booking } from '../../../../src/shared/contract/bookings'
import { BOOKING_ID, bookingFixture } from '../../support/bookings'
import { itemNames, withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const URL = `/api/bookings/${BOOKING_ID}/agreement.pdf?token=signed`

/** The booking page over a mock store, the family's agreement read already when `signed`. */
function bookingPage(booking: Booking, { signed = true, language = 'en' as 'en' | 'es' } = {}) {
  const agreement = {
    signed_at: '2027-04-09T08:31:00.000Z',
    signer_name: 'Lucía Martín',
    url: URL,
  }
  const shown = withBookingPage(
    { lookup: { id: BOOKING_ID }, booking, itemNames },
    {},
    stateWith({ preferences: { language } }),
  ) as RootState
  return renderOverMockStore(
    <Routes>
      <Route path="/booking/:id" element={<BookingPage />} />
    </Routes>,
    {
      route: `/booking/${BOOKING_ID}`,
      state: {
        ...shown,
        bookingAgreement: { byBooking: { [BOOKING_ID]: signed ? agreement : null } },
      } as RootState,
    },
  )
}

it('links the rental agreement the family signed, with who signed and when, and asks for it', async () => {
  const { dispatched } = await bookingPage(bookingFixture())
  expect(dispatched()).toContainEqual(bookingAgreementWanted({ bookingId: BOOKING_ID }))
  const section = screen.getByRole('region', { name: 'Rental agreement' })
  expect(screen.getByRole('link', { name: 'Your signed rental agreement (PDF)' })).toHaveAttribute(
    'href',
    URL,
  )
  expect(section).toHaveTextContent('Signed by Lucía Martín on 9 April 2027 at 10:31 CEST')
})

it('speaks Spanish on a Spanish page', async () => {
  await bookingPage(bookingFixture(), { language: 'es' })
  expect(screen.getByRole('link', { name: 'Tu contrato de alquiler firmado (PDF)' })).toBeVisible()
})

it('shows nothing of an agreement while none is signed', async () => {
  await bookingPage(bookingFixture(), { signed: false })
  expect(screen.queryByRole('region', { name: 'Rental agreement' })).toBeNull()
})
