import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import type { RootState } from '../../../../src/client/app/store'
import BookingPage from '../../../../src/client/features/booking/BookingPage'
import { agreementApi } from '../../../../src/client/features/booking/agreementApi'
import type { Booking } from '../../../../src/shared/contract/bookings'
import { BOOKING_ID, bookingFixture } from '../../support/bookings'
import { itemNames, withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const URL = `/api/bookings/${BOOKING_ID}/agreement.pdf?token=signed`

/** The booking page over a mock store, the family's agreement read already when `signed`. */
function bookingPage(booking: Booking, { signed = true, language = 'en' as 'en' | 'es' } = {}) {
  const agreement = {
    endpointName: agreementApi.endpoints.bookingAgreement.name,
    arg: BOOKING_ID,
    value: { signed_at: '2027-04-09T08:31:00.000Z', signer_name: 'Lucía Martín', url: URL },
  }
  const base = stateWith({ preferences: { language } })
  // The cache first: the app's reducer that writes it knows nothing of the booking page's slice.
  const shown = withBookingPage(
    { lookup: { id: BOOKING_ID }, booking, itemNames },
    {},
    signed ? withCached(base, [agreement]) : base,
  ) as RootState
  return renderOverMockStore(
    <Routes>
      <Route path="/booking/:id" element={<BookingPage />} />
    </Routes>,
    {
      route: `/booking/${BOOKING_ID}`,
      state: shown,
      readsApiCache: true,
    },
  )
}

it('links the rental agreement the family signed, with who signed and when', async () => {
  await bookingPage(bookingFixture())
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
