import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Booking } from '../../../../src/shared/contract/bookings'
import {
  BOOKING_ID,
  QUOTE_ID,
  bookingFixture,
  cancelledBooking,
  failure,
  unpaidBooking,
  sevilleInstant,
} from '../../support/bookings'
import { infantSeatDetails, signedIn, svq } from '../../support/catalogue'
import { installFakeApi, type FakeApi, type FakeReply } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { renderWithProviders } from '../../support/renderWithProviders'
import {
  checkoutSlice,
  paymentRequested,
} from '../../../../src/client/features/checkout/checkoutSlice'
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
  type BookingPageState,
} from '../../../../src/client/features/booking/bookingSlice'
import { itemNames, withBookingPage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

let api: FakeApi
const languageOf = (url: URL) => (url.searchParams.get('lang') === 'es' ? 'es' : 'en')

/** The server's booking: answers GET by id and by reference, in the requested language. */
function serveBooking(booking: Booking | FakeReply) {
  const answer = ({ url }: { url: URL }) =>
    'status' in booking && typeof booking.status === 'number'
      ? (booking as FakeReply)
      : {
          body: {
            ...(booking as Booking),
            pickup_location_name: svq.names[languageOf(url)],
          },
        }
  api.on('GET /api/bookings/:id', answer)
  api.on('GET /api/bookings/reference/:reference', answer)
}

beforeEach(() => {
  api = installFakeApi({
    'GET /api/gear/:id': ({ url }) => ({ body: infantSeatDetails(languageOf(url), null) }),
  })
  serveBooking(bookingFixture())
})
afterEach(() => {
  jest.useRealTimers()
  api.restore()
})

function showBooking(route = `/booking/${BOOKING_ID}`, language: 'en' | 'es' = 'en') {
  const services = createFakeServices({ path: route })
  return renderWithProviders({
    route,
    services,
    preloadedState: { ...signedIn, preferences: { language } },
  })
}

const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Booking TT-7K4P2Q' })
const section = (name: string) => screen.getByRole('region', { name })

describe('a paid booking', () => {
  it('shows its status, rental, contact, price and until when it can be cancelled', async () => {
    await showBooking()
    const title = await findTitle()
    const header = title.parentElement!
    expect(within(header).getByText('Booking: Confirmed')).toBeVisible()
    expect(header).toHaveTextContent('Payment: Paid')
    const rental = section('Your rental')
    expect(within(rental).getByText('Seville Airport (SVQ)')).toBeVisible()
    expect(within(rental).getByText('Friday, 9 April 2027 at 10:00')).toBeVisible()
    expect(within(rental).getByText('Friday, 16 April 2027 at 18:00')).toBeVisible()
    expect(
      await within(rental).findByText('2 × Maxi-Cosi Pebble 360 infant car seat'),
    ).toBeVisible()
    expect(within(section('Contact details')).getByText('+44 20 7946 0958')).toBeVisible()
    expect(within(section('Price')).getByText('€172.10')).toBeVisible()
    const cancellation = section('Cancellation policy')
    expect(cancellation).toHaveTextContent('Free cancellation until 8 April 2027 at 10:00 CEST.')
    expect(within(cancellation).getByRole('button', { name: 'Cancel booking' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Refund' })).toBeNull()
    expect(screen.getByRole('link', { name: 'All my bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    )
  })

  it('says how much the discounts saved', async () => {
    serveBooking(
      bookingFixture({
        applied_discounts: [
          { code: 'WEEK10', amount: 490, applied_at: '2027-03-01T10:00:00.000Z' },
          { code: 'SPRING', amount: 510, applied_at: '2027-03-01T10:00:00.000Z' },
        ],
      }),
    )
    await showBooking()
    expect(await screen.findByText('You saved €10 with discounts.')).toBeVisible()
  })

  it('thanks the traveller just back from paying (?paid=1)', async () => {
    await showBooking(`/booking/${BOOKING_ID}?paid=1`)
    await findTitle()
    expect(screen.getByText('Thank you! Your payment has been received.')).toBeVisible()
  })

  it('does not thank for a payment that has not arrived, whatever the address says', async () => {
    serveBooking(unpaidBooking())
    await showBooking(`/booking/${BOOKING_ID}?paid=1`)
    await findTitle()
    expect(screen.queryByText('Thank you! Your payment has been received.')).toBeNull()
  })

  it('is found by its reference too', async () => {
    await showBooking('/booking/reference/TT-7K4P2Q')
    expect(await findTitle()).toBeVisible()
    expect(api.callsTo('GET /api/bookings/reference/TT-7K4P2Q')).toHaveLength(1)
    expect(section('Cancellation policy')).toHaveTextContent('Free cancellation until')
  })
})

describe('cancelling from the booking page', () => {
  it('asks first, then shows the cancellation and the refund with its provider id', async () => {
    let cancelled = false
    api.on('POST /api/bookings/:id/cancel', () => {
      cancelled = true
      return { body: cancelledBooking() }
    })
    api.on('GET /api/bookings/:id', () => ({
      body: cancelled ? cancelledBooking() : bookingFixture(),
    }))
    await showBooking()
    const opener = await screen.findByRole('button', { name: 'Cancel booking' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    expect(dialog).toHaveAccessibleDescription('A paid booking is refunded to your card.')
    expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toHaveFocus()
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/cancel`)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    expect(dialog).not.toBeInTheDocument()
    const refund = await screen.findByRole('region', { name: 'Refund' })
    expect(refund).toHaveTextContent('StatusRefunded')
    expect(refund).toHaveTextContent('Amount€172.10')
    expect(refund).toHaveTextContent('Requested on2 March 2027 at 09:15 CET')
    expect(refund).toHaveTextContent('Refund IDre_3PqR8sT2uV4wX6yZ')
    expect(section('Cancellation policy')).toHaveTextContent(
      'You cancelled this booking on 2 March 2027 at 09:15 CET.',
    )
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(
      'Booking TT-7K4P2QBooking: RefundedPayment: Refunded',
    )
  })

  it('keeps the booking when the traveller does not confirm, and gives the focus back', async () => {
    await showBooking()
    const opener = await screen.findByRole('button', { name: 'Cancel booking' })
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Keep my booking' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/cancel`)).toEqual([])
    expect(opener).toBeEnabled()
  })

  it('says why when the server refuses, and stops offering it once the window has closed', async () => {
    let refused = false
    api.on('POST /api/bookings/:id/cancel', () => {
      refused = true
      return failure(409, 'CANCELLATION_WINDOW_CLOSED')
    })
    api.on('GET /api/bookings/:id', () => ({
      body: bookingFixture({ can_cancel: !refused }),
    }))
    await showBooking()
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled: it starts in less than 24 hours.',
    )
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull())
    expect(section('Cancellation policy')).toHaveTextContent(
      'Cancellation closed on 8 April 2027 at 10:00 CEST (24 hours before pickup).',
    )
  })
})

describe('a cancelled booking', () => {
  it('shows a pending refund until the card provider settles it', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    let settled = false
    api.on('GET /api/bookings/:id', () => ({
      body: cancelledBooking(settled ? 'succeeded' : 'pending'),
    }))
    await showBooking()
    const refund = await screen.findByRole('region', { name: 'Refund' })
    expect(refund).toHaveTextContent('StatusPending')
    expect(refund).toHaveTextContent('Refund ID…')
    expect(within(refund).getByText('Your card provider is processing the refund.')).toBeVisible()
    settled = true
    await act(() => jest.advanceTimersByTimeAsync(3_100))
    await waitFor(() => expect(refund).toHaveTextContent('StatusRefunded'))
    expect(refund).toHaveTextContent('Refund IDre_3PqR8sT2uV4wX6yZ')
    const calls = api.callsTo(`GET /api/bookings/${BOOKING_ID}`).length
    await act(() => jest.advanceTimersByTimeAsync(10_000))
    expect(api.callsTo(`GET /api/bookings/${BOOKING_ID}`)).toHaveLength(calls)
  })

  it('shows a failed refund', async () => {
    serveBooking(cancelledBooking('failed'))
    await showBooking()
    expect(await screen.findByRole('region', { name: 'Refund' })).toHaveTextContent('StatusFailed')
  })
})

describe('asking for a full invoice', () => {
  it('lists the corrective invoice by substitution and the full invoice once it is issued', async () => {
    const details = {
      name: 'Viajes Muñoz SL',
      address: 'Calle Sierpes 12',
      postal_code: '41004',
      city: 'Sevilla',
      country: 'ES',
      tax_id: '71938462M',
      tax_id_kind: 'nif' as const,
    }
    const invoice = (
      kind: 'simplified' | 'corrective' | 'full',
      number: string,
      total: number,
    ) => ({
      id: `00000000-0000-4000-8000-00000000000${number.at(-1)}`,
      kind,
      number,
      issue_date: '2027-03-01',
      total,
      currency: 'EUR',
      corrects: kind === 'simplified' ? null : 'S2027-000001',
      url: `/api/bookings/${BOOKING_ID}/invoices/${number}.pdf?token=signed.token`,
    })
    const simplified = invoice('simplified', 'S2027-000001', 17210)
    let given = false
    api.on('PUT /api/bookings/:id/billing-details', () => {
      given = true
      return { body: bookingFixture({ billing_details: details }) }
    })
    api.on('GET /api/bookings/:id', () => ({
      body: bookingFixture({ billing_details: given ? details : null }),
    }))
    api.on('GET /api/bookings/:id/invoices', () => ({
      body: {
        invoices: given
          ? [
              simplified,
              invoice('corrective', 'R2027-000002', -17210),
              invoice('full', 'F2027-000003', 17210),
            ]
          : [simplified],
      },
    }))
    await showBooking()
    const invoices = await screen.findByRole('region', { name: 'Invoices' })
    await within(invoices).findByRole('link', { name: 'Simplified invoice S2027-000001 (PDF)' })
    const card = section('Invoice')
    const fields = {
      'Name or company': details.name,
      'NIF, NIE, CIF or EU VAT number': details.tax_id,
      Address: details.address,
      'Postal code': details.postal_code,
      City: details.city,
    }
    for (const [label, value] of Object.entries(fields)) {
      await userEvent.type(within(card).getByRole('textbox', { name: label }), value)
    }
    await userEvent.click(within(card).getByRole('button', { name: 'Ask for a full invoice' }))
    expect(
      await within(card).findByText('Your invoices are issued to Viajes Muñoz SL (71938462M).'),
    ).toBeVisible()
    expect(
      await within(invoices).findByRole('link', { name: 'Invoice F2027-000003 (PDF)' }),
    ).toBeVisible()
    expect(
      within(invoices).getByRole('link', { name: 'Corrective invoice R2027-000002 (PDF)' }),
    ).toBeVisible()
  })
})

describe('a booking within 24 hours of pickup', () => {
  it('shows that cancellation has closed and offers no cancel button', async () => {
    serveBooking(bookingFixture({ can_cancel: false }))
    await showBooking()
    await findTitle()
    expect(section('Cancellation policy')).toHaveTextContent(
      'Cancellation closed on 8 April 2027 at 10:00 CEST (24 hours before pickup).',
    )
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })
})

describe('an unpaid booking', () => {
  it('says until when to pay and opens the payment page', async () => {
    serveBooking(unpaidBooking())
    api.on('POST /api/bookings/:id/checkout', {
      body: { url: 'https://pay.example/session/cs_2', session_id: 'cs_2' },
    })
    const { services } = await showBooking()
    const title = await findTitle()
    expect(title.parentElement).toHaveTextContent('Payment: Not paid yet')
    expect(screen.getByText(/^Pay by 1 March 2027 at 10:31 CET to keep your gear\./)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }))
    await waitFor(() =>
      expect(services.redirect).toHaveBeenCalledWith('https://pay.example/session/cs_2'),
    )
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled()
  })

  it('offers to try again when the payment page cannot open', async () => {
    serveBooking(unpaidBooking())
    api.on('POST /api/bookings/:id/checkout', failure(502, 'PAYMENT_PROVIDER_ERROR'))
    const { services } = await showBooking()
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to proceed to checkout. Please try again.',
    )
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled()
    expect(services.redirect).not.toHaveBeenCalled()
  })

  it.each([
    ['an earlier quote', { kind: 'create_booking' as const, about: QUOTE_ID }],
    ['another booking', { kind: 'checkout' as const, about: 'another-booking' }],
  ])('does not repeat a checkout error about %s', async (_subject, error) => {
    await renderWithProviders({
      route: `/booking/${BOOKING_ID}`,
      services: createFakeServices({ path: `/booking/${BOOKING_ID}` }),
      preloadedState: {
        ...signedIn,
        checkout: {
          ...checkoutSlice.getInitialState(),
          step: 'basket',
          status: 'idle',
          error,
          paymentReturn: 'idle',
        },
      },
    })
    await findTitle()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/^Failed to/)).toBeNull()
  })

  it('shows when the payment time ran out, without Pay now', async () => {
    serveBooking(
      unpaidBooking({ status: 'cancelled', payment_status: 'expired', can_cancel: false }),
    )
    await showBooking()
    const title = await findTitle()
    expect(title.parentElement).toHaveTextContent('Booking: Cancelled')
    expect(title.parentElement).toHaveTextContent('Payment: Payment time ran out')
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
  })
})

describe('a booking that cannot be shown', () => {
  it.each([
    [404, 'NOT_FOUND', 'We could not find this booking.'],
    [403, 'FORBIDDEN', 'Failed to fetch booking details'],
    [500, 'INTERNAL_ERROR', 'Failed to fetch booking details'],
  ])('answers a %i %s with "%s" and a retry', async (status, code, message) => {
    serveBooking(failure(status, code))
    await showBooking()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    serveBooking(bookingFixture())
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await findTitle()).toBeVisible()
  })
})

describe('in Spanish', () => {
  it('speaks Spanish, with Spanish dates', async () => {
    serveBooking(cancelledBooking())
    await showBooking(`/booking/${BOOKING_ID}`, 'es')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserva TT-7K4P2Q' }),
    ).toBeVisible()
    expect(screen.getByText('Aeropuerto de Sevilla (SVQ)')).toBeVisible()
    expect(section('Política de cancelación')).toHaveTextContent(
      'Cancelaste esta reserva el 2 de marzo de 2027 a las 09:15 CET.',
    )
    const refund = section('Reembolso')
    expect(refund).toHaveTextContent('EstadoReembolsado')
    expect(refund).toHaveTextContent('ID del reembolsore_3PqR8sT2uV4wX6yZ')
  })

  it('says until when to pay in Spanish', async () => {
    serveBooking(unpaidBooking())
    await showBooking(`/booking/${BOOKING_ID}`, 'es')
    expect(
      await screen.findByText(
        /^Paga antes del 1 de marzo de 2027 a las 10:31 CET para mantener tu equipo\./,
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeEnabled()
    expect(section('Política de cancelación')).toHaveTextContent(
      'Cancelación gratuita hasta el 8 de abril de 2027 a las 10:00 CEST.',
    )
  })
})

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
