import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import BookingPage from '../../../../src/client/features/booking/BookingPage'
import {
  bookingCancelConfirmed,
  bookingPageLeft,
  bookingPageOpened,
} from '../../../../src/client/features/booking/bookingEvents'
import {
  cancelDialogClosed,
  cancelDialogOpened,
} from '../../../../src/client/features/booking/bookingSlice'
import { paymentRequested } from '../../../../src/client/features/checkout/checkoutSlice'
import type { Booking } from '../../../../src/shared/contract/bookings'
import {
  BOOKING_ID,
  bookingFixture,
  cancelledBooking,
  sevilleInstant,
  unpaidBooking,
} from '../../support/bookings'
import { itemNames, withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import type { BookingPageState } from '../../../../src/client/features/booking/bookingSlice'

const page = (
  <Routes>
    <Route path="/booking/:id" element={<BookingPage />} />
    <Route path="/booking/reference/:reference" element={<BookingPage />} />
  </Routes>
)
const BEFORE_DEADLINE = Date.parse(sevilleInstant('2027-04-08', '10:00')) - 60_000

function showing(booking: Booking | null, fields: Partial<BookingPageState> = {}, route?: string) {
  return renderOverMockStore(page, {
    route: route ?? `/booking/${BOOKING_ID}`,
    state: withBookingPage({
      lookup: { id: BOOKING_ID },
      booking,
      itemNames,
      checkedAt: BEFORE_DEADLINE,
      ...fields,
    }),
  })
}
const section = (name: string) => screen.getByRole('region', { name })

describe('BookingPage over a mock store', () => {
  it('asks for its booking by id or reference, and says when it leaves', async () => {
    const { dispatched, unmount } = await showing(null)
    expect(screen.getByRole('status')).toHaveTextContent('Loading your booking…')
    expect(dispatched().filter(bookingPageOpened.match)).toEqual([
      bookingPageOpened({ lookup: { id: BOOKING_ID } }),
    ])
    unmount()
    expect(dispatched().filter(bookingPageLeft.match)).toHaveLength(1)
    const byReference = await showing(null, {}, '/booking/reference/TT-7K4P2Q')
    expect(byReference.dispatched().filter(bookingPageOpened.match)).toEqual([
      bookingPageOpened({ lookup: { reference: 'TT-7K4P2Q' } }),
    ])
  })

  it('says why it could not load, and asks again on Try again', async () => {
    const { dispatched } = await showing(null, { loadFailed: { status: 404 } })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('We could not find this booking.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(dispatched().filter(bookingPageOpened.match)).toHaveLength(2)
  })

  it('shows the booking, its items, savings and until when it can be cancelled', async () => {
    const discounts = [{ code: 'WEEK10', amount: 1000, applied_at: '2027-03-01T10:00:00.000Z' }]
    const { dispatched } = await showing(bookingFixture({ applied_discounts: discounts }))
    const title = screen.getByRole('heading', { level: 1, name: 'Booking TT-7K4P2Q' })
    expect(title.parentElement).toHaveTextContent('Booking: ConfirmedPayment: Paid')
    expect(
      within(section('Your rental')).getByText('2 × Maxi-Cosi Pebble 360 infant car seat'),
    ).toBeVisible()
    expect(within(section('Price')).getByText('You saved €10 with discounts.')).toBeVisible()
    expect(section('Cancellation policy')).toHaveTextContent(
      'Free cancellation until 8 April 2027 at 10:00 CEST.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }))
    expect(dispatched().filter(cancelDialogOpened.match)).toEqual([cancelDialogOpened()])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the promo code it got: its priced line and what it took off', async () => {
    const promo = {
      code: 'SUMMER-10',
      description: 'Promo code SUMMER-10 (10% off)',
      amount: 441,
      percent_off: 10,
    }
    const plain = bookingFixture()
    const booking = bookingFixture({
      pricing: { ...plain.pricing, discounts: [promo] },
      applied_discounts: [
        { code: 'LONG_RENTAL_7D', amount: 490, applied_at: '2027-03-01T10:00:00.000Z' },
        { code: 'SUMMER-10', amount: 441, applied_at: '2027-03-01T10:00:00.000Z' },
      ],
    })
    await showing(booking)
    const price = section('Price')
    expect(within(price).getByText(promo.description).nextSibling).toHaveTextContent('−€4.41')
    expect(within(price).getByText('You saved €9.31 with discounts.')).toBeVisible()
    const applied = within(price).getByRole('list', { name: 'Promo codes applied' })
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Promo code SUMMER-10: €4.41 off'])
  })

  it('shows every line of its price in the language being read, not the one it was booked in', async () => {
    // Booked in English: the stored price carries English descriptions.
    const promo = { code: 'SUMMER-10', description: 'Promo code SUMMER-10 (10% off)', amount: 441 }
    const plain = bookingFixture()
    const booking = bookingFixture({
      pricing: { ...plain.pricing, discounts: [{ ...promo, percent_off: 10 }] },
    })
    await renderOverMockStore(page, {
      route: `/booking/${BOOKING_ID}`,
      state: withBookingPage(
        { lookup: { id: BOOKING_ID }, booking, itemNames, checkedAt: BEFORE_DEADLINE },
        {},
        stateWith({ preferences: { language: 'es' } }),
      ),
    })
    const price = section('Precio')
    expect(
      within(price).getByText('Código promocional SUMMER-10 (10 % de descuento)').nextSibling,
    ).toHaveTextContent('−4,41 €')
    expect(price).toHaveTextContent('Alquileres de 7 días o más: 10 % de descuento cada día')
    expect(price).not.toHaveTextContent(/Promo code|Week discount|% off/)
  })

  it('asks in its own dialog, and cancels only on Yes', async () => {
    const { dispatched } = await showing(bookingFixture(), { cancelDialogOpen: true })
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('A paid booking is refunded to your card.')
    expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my booking' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    expect(
      dispatched().filter(
        (action) => cancelDialogClosed.match(action) || bookingCancelConfirmed.match(action),
      ),
    ).toEqual([
      cancelDialogClosed(),
      cancelDialogClosed(),
      bookingCancelConfirmed({ bookingId: BOOKING_ID }),
    ])
  })

  it('keeps the focus inside the dialog', async () => {
    await showing(bookingFixture(), { cancelDialogOpen: true })
    const dialog = screen.getByRole('dialog')
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus()
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toHaveFocus()
  })

  it('shows the cancellation in progress, then why it was refused', async () => {
    await showing(bookingFixture(), { cancelling: true })
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toBeDisabled()
    await showing(bookingFixture({ can_cancel: false }), {
      cancelError: 'Errors.CANCELLATION_WINDOW_CLOSED',
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled: it starts in less than 24 hours.',
    )
  })

  it('offers no cancelling once the clock has passed the deadline', async () => {
    await showing(bookingFixture(), { checkedAt: BEFORE_DEADLINE + 120_000 })
    expect(section('Cancellation policy')).toHaveTextContent(
      'Cancellation closed on 8 April 2027 at 10:00 CEST (24 hours before pickup).',
    )
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })

  it('shows a cancelled booking’s refund while the provider processes it', async () => {
    await showing(cancelledBooking('pending'))
    const refund = section('Refund')
    expect(refund).toHaveTextContent('StatusPending')
    expect(refund).toHaveTextContent('Amount€172.10')
    expect(within(refund).getByText('Your card provider is processing the refund.')).toBeVisible()
    expect(section('Cancellation policy')).toHaveTextContent(
      'You cancelled this booking on 2 March 2027 at 09:15 CET.',
    )
  })

  it('asks an unpaid booking to be paid, and opens the payment page on Pay now', async () => {
    const { dispatched } = await showing(unpaidBooking())
    expect(screen.getByText(/^Pay by 1 March 2027 at 10:31 CET to keep your gear\./)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }))
    expect(dispatched().filter(paymentRequested.match)).toEqual([
      paymentRequested({ bookingId: BOOKING_ID }),
    ])
  })

  it('shows none of another booking still in the store', async () => {
    await showing(bookingFixture(), { lookup: { id: 'another-booking' } })
    expect(screen.getByRole('status')).toHaveTextContent('Loading your booking…')
    expect(screen.queryByRole('heading', { name: 'Booking TT-7K4P2Q' })).toBeNull()
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(page, {
      route: `/booking/${BOOKING_ID}`,
      state: withBookingPage(
        {
          lookup: { id: BOOKING_ID },
          booking: bookingFixture(),
          itemNames,
          cancelDialogOpen: true,
        },
        {},
        stateWith({ preferences: { language: 'es' } }),
      ),
    })
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar esta reserva?' })
    expect(within(dialog).getByRole('button', { name: 'Sí, cancelarla' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Mantener mi reserva' })).toHaveFocus()
  })
})
