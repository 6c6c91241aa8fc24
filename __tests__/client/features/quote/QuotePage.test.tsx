import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BOOKING_ID, QUOTE_ID, failure, quoteFixture, unpaidBooking } from '../../support/bookings'
import { infantSeatDetails, signedIn, svq } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { renderWithProviders } from '../../support/renderWithProviders'
import {
  checkoutSlice,
  bookingRequested,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { Route, Routes } from 'react-router'
import QuotePage from '../../../../src/client/features/quote/QuotePage'
import { quotePageOpened } from '../../../../src/client/features/quote/quoteEvents'
import { quoteEditStarted, type QuoteState } from '../../../../src/client/features/quote/quoteSlice'
import type { RootState } from '../../../../src/client/app/store'
import type { Quote } from '../../../../src/shared/contract/bookings'
import { itemNames, withQuotePage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

let api: FakeApi
const languageOf = (url: URL) => (url.searchParams.get('lang') === 'es' ? 'es' : 'en')
beforeEach(() => {
  api = installFakeApi({
    'GET /api/quotes/:id': ({ url }) => ({
      body: quoteFixture({ pickup_location_name: svq.names[languageOf(url)] }),
    }),
    'GET /api/gear/:id': ({ url }) => ({ body: infantSeatDetails(languageOf(url), null) }),
    'POST /api/bookings': { status: 201, body: unpaidBooking() },
    'POST /api/bookings/:id/checkout': {
      body: { url: 'https://pay.example/session/cs_1', session_id: 'cs_1' },
    },
  })
})
afterEach(() => api.restore())

function showQuote(language: 'en' | 'es' = 'en') {
  const services = createFakeServices({ path: `/quote/${QUOTE_ID}` })
  return renderWithProviders({
    route: `/quote/${QUOTE_ID}`,
    services,
    preloadedState: { ...signedIn, preferences: { language } },
  })
}

const section = (name: string) => screen.getByRole('region', { name })

describe('the quote screen /quote/{id}', () => {
  it('shows the rental, the contact details, the price and how long the gear is held', async () => {
    await showQuote()
    expect(await screen.findByText('We hold your gear until 10:30 CET.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
    const rental = section('Your rental')
    expect(within(rental).getByText('Seville Airport (SVQ)')).toBeVisible()
    expect(within(rental).getByText('Friday, 9 April 2027 at 10:00')).toBeVisible()
    expect(within(rental).getByText('Friday, 16 April 2027 at 18:00')).toBeVisible()
    expect(
      await within(rental).findByText('2 × Maxi-Cosi Pebble 360 infant car seat'),
    ).toBeVisible()
    const contact = section('Contact details')
    expect(within(contact).getByText('+44 20 7946 0958')).toBeVisible()
    expect(within(contact).getByText('BA2704')).toBeVisible()
    expect(within(contact).getByText('None')).toBeVisible()
    expect(within(contact).getByText('Arriving with a 6-month-old')).toBeVisible()
    const price = section('Price')
    expect(within(price).getByText('€172.10')).toBeVisible()
    // The rented items' lines, as the basket showed them.
    const line = within(price).getByText('2 × Maxi-Cosi Pebble 360 infant car seat')
    expect(line.parentElement).toHaveTextContent('2 × Maxi-Cosi Pebble 360 infant car seat€88.20')
    expect(section('Cancellation policy')).toHaveTextContent(/until 24 hours before pickup/)
    expect(api.callsTo(`/api/quotes/${QUOTE_ID}`)[0]?.url.searchParams.get('lang')).toBe('en')
  })

  it('books and pays: one booking for this quote, then the payment page', async () => {
    const { services } = await showQuote()
    await userEvent.click(await screen.findByRole('button', { name: 'Book and pay €52.10' }))
    await waitFor(() =>
      expect(services.redirect).toHaveBeenCalledWith('https://pay.example/session/cs_1'),
    )
    const [booking] = api.callsTo('POST /api/bookings')
    expect(booking?.body).toEqual({ quote_id: QUOTE_ID })
    expect(booking?.headers['idempotency-key']).toBe(`book-${QUOTE_ID}`)
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/checkout`)).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled()
  })

  it('says the hold has run out when booking an expired quote', async () => {
    api.on('POST /api/bookings', failure(409, 'QUOTE_EXPIRED'))
    const { services } = await showQuote()
    await userEvent.click(await screen.findByRole('button', { name: /^Book and pay/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This quote has expired. Please check out again from your basket.',
    )
    expect(screen.getByRole('button', { name: 'Book and pay €52.10' })).toBeEnabled()
    expect(services.redirect).not.toHaveBeenCalled()
  })

  it('says "Failed to create booking" when the booking fails otherwise', async () => {
    api.on('POST /api/bookings', failure(500, 'INTERNAL_ERROR'))
    await showQuote()
    await userEvent.click(await screen.findByRole('button', { name: /^Book and pay/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create booking')
  })

  it('says the gear is gone when its hold ended before booking', async () => {
    api.on(
      'POST /api/bookings',
      failure(409, 'INSUFFICIENT_STOCK', 'The gear of this quote is no longer available.'),
    )
    await showQuote()
    await userEvent.click(await screen.findByRole('button', { name: /^Book and pay/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The gear of this quote is no longer available. Please check out again from your basket.',
    )
  })

  it('leaves out a checkout error about another quote', async () => {
    await renderWithProviders({
      route: `/quote/${QUOTE_ID}`,
      services: createFakeServices({ path: `/quote/${QUOTE_ID}` }),
      preloadedState: {
        ...signedIn,
        checkout: {
          ...checkoutSlice.getInitialState(),
          step: 'basket',
          status: 'idle',
          error: { kind: 'quote_expired', about: 'another-quote' },
          paymentReturn: 'idle',
        },
      },
    })
    expect(await screen.findByRole('button', { name: 'Book and pay €52.10' })).toBeEnabled()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('offers no booking for an expired quote', async () => {
    api.on('GET /api/quotes/:id', { body: quoteFixture({ status: 'expired' }) })
    await showQuote()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This quote has expired: the gear is no longer held for you.',
    )
    expect(screen.queryByRole('button', { name: /^Book and pay/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search')
  })

  it('links a booked quote to its booking', async () => {
    api.on('GET /api/quotes/:id', {
      body: quoteFixture({ status: 'booked', booking_id: BOOKING_ID }),
    })
    await showQuote()
    expect(await screen.findByText('This quote is booked.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'View the booking' })).toHaveAttribute(
      'href',
      `/booking/${BOOKING_ID}`,
    )
    expect(screen.queryByRole('button', { name: /^Book and pay/ })).toBeNull()
  })

  it('says "Failed to fetch quote details" for a quote that is not the traveller\'s', async () => {
    api.on('GET /api/quotes/:id', failure(404, 'NOT_FOUND', 'Quote not found'))
    await showQuote()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch quote details')
    expect(screen.queryByText('+44 20 7946 0958')).toBeNull()
  })

  it('speaks Spanish', async () => {
    await showQuote('es')
    expect(await screen.findByText('Te guardamos el equipo hasta las 10:30 CET.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Tu presupuesto' })).toBeVisible()
    expect(within(section('Tu alquiler')).getByText('Aeropuerto de Sevilla (SVQ)')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reservar y pagar 52,10\u00a0€' })).toBeVisible()
    expect(section('Política de cancelación')).toBeVisible()
  })
})

describe('changing the contact details of a quote (PATCH /quotes/{id})', () => {
  async function editPhone(phone: string) {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }))
    const field = screen.getByRole('textbox', { name: 'Phone number' })
    await userEvent.clear(field)
    await userEvent.type(field, phone)
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }))
  }

  it('saves them and shows the quote with the new details', async () => {
    let saved = quoteFixture()
    api.on('PATCH /api/quotes/:id', (call) => {
      saved = { ...saved, ...(call.body as object) }
      return { body: saved }
    })
    api.on('GET /api/quotes/:id', () => ({ body: saved }))
    await showQuote()
    await editPhone('+34 612 345 678')
    expect(await screen.findByText('Your details have been saved.')).toBeVisible()
    expect(await within(section('Contact details')).findByText('+34 612 345 678')).toBeVisible()
    expect(api.callsTo('PATCH /api/quotes/' + QUOTE_ID)[0]?.body).toMatchObject({
      phone: '+34 612 345 678',
      inbound_flight: 'BA2704',
      notes: 'Arriving with a 6-month-old',
    })
  })

  it('checks them with the rules of docs/product.md (Validation messages) before saving', async () => {
    await showQuote()
    await editPhone('123')
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible()
    expect(api.callsTo('PATCH /api/quotes/' + QUOTE_ID)).toEqual([])
  })

  it.each([
    [403, 'FORBIDDEN', 'You can only update your own quotes'],
    [400, 'QUOTE_NOT_PENDING', 'Only pending quotes can be updated'],
    [500, 'INTERNAL_ERROR', 'Failed to update quote'],
  ])('answers a %i %s with "%s"', async (status, code, message) => {
    api.on('PATCH /api/quotes/:id', failure(status, code))
    await showQuote()
    await editPhone('+34 612 345 678')
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Save details' })).toBeEnabled()
  })
})

const page = (
  <Routes>
    <Route path="/quote/:id" element={<QuotePage />} />
  </Routes>
)

function showing(quote: Quote | null, fields: Partial<QuoteState> = {}, base?: RootState) {
  return renderOverMockStore(page, {
    route: `/quote/${QUOTE_ID}`,
    state: withQuotePage({ id: QUOTE_ID, quote, itemNames, ...fields }, base),
  })
}

describe('QuotePage over a mock store', () => {
  it('asks for its quote, and says it is loading', async () => {
    const { dispatched } = await showing(null)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(dispatched().filter(quotePageOpened.match)).toEqual([quotePageOpened({ id: QUOTE_ID })])
  })

  it('says why it could not load', async () => {
    await showing(null, { loadFailed: { status: 404 } })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch quote details')
    await showing(null, { loadFailed: { status: 401 } })
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'Authentication required. Please login first.',
    )
  })

  it('shows the held quote with its item lines and books it on Book and pay', async () => {
    const { dispatched } = await showing(quoteFixture())
    expect(screen.getByText('We hold your gear until 10:30 CET.')).toBeVisible()
    const line = within(section('Price')).getByText('2 × Maxi-Cosi Pebble 360 infant car seat')
    expect(line.parentElement).toHaveTextContent('2 × Maxi-Cosi Pebble 360 infant car seat€88.20')
    // The deposit is held on the card apart: the checkout charges the rental alone.
    expect(
      within(section('Price')).getByText(/^Held on your card from the day before/),
    ).toBeVisible()
    expect(
      within(section('Price')).getByText('Total, deposit included').nextSibling,
    ).toHaveTextContent('€172.10')
    expect(within(section('Price')).getByText('Paid now').nextSibling).toHaveTextContent('€52.10')
    expect(within(section('Contact details')).getByText('+44 20 7946 0958')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }))
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay €52.10' }))
    expect(dispatched().filter(quoteEditStarted.match)).toEqual([quoteEditStarted()])
    expect(dispatched().filter(bookingRequested.match)).toEqual([
      bookingRequested({ quoteId: QUOTE_ID }),
    ])
  })

  it('shows booking in progress and a checkout error about this quote', async () => {
    await showing(
      quoteFixture(),
      {},
      stateWith({
        checkout: {
          ...checkoutSlice.getInitialState(),
          status: 'booking',
          error: { kind: 'quote_expired', about: QUOTE_ID },
        },
      }),
    )
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This quote has expired. Please check out again from your basket.',
    )
  })

  it("warns of the seats the server found fitting none of the family's children", async () => {
    await showing(
      quoteFixture({
        seat_warnings: [
          { kind: 'fits_no_child', gear_id: quoteFixture().gear_ids[0]! },
          { kind: 'child_without_seat', children_without_seat: 2 },
        ],
      }),
    )
    const warning = screen.getByText(/^Before you book, check the seats/).parentElement!
    expect(warning).toHaveTextContent(
      'Maxi-Cosi Pebble 360 infant car seat does not fit any of your children.',
    )
    expect(warning).toHaveTextContent('2 children under 135 cm have no seat in this booking.')
    expect(screen.getByRole('button', { name: 'Book and pay €52.10' })).toBeEnabled()
  })

  it('says the details were saved, and shows the form while editing', async () => {
    await showing(quoteFixture(), { saved: true })
    expect(screen.getByText('Your details have been saved.')).toBeVisible()
    await showing(quoteFixture(), { editing: true })
    expect(screen.getByRole('button', { name: 'Save details' })).toBeVisible()
  })

  it('offers no booking for an expired quote, and links a booked one', async () => {
    await showing(quoteFixture({ status: 'expired' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This quote has expired: the gear is no longer held for you.',
    )
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search')
    await showing(quoteFixture({ status: 'booked', booking_id: BOOKING_ID }))
    expect(screen.getByRole('link', { name: 'View the booking' })).toHaveAttribute(
      'href',
      `/booking/${BOOKING_ID}`,
    )
  })

  it('speaks Spanish', async () => {
    await showing(quoteFixture(), {}, stateWith({ preferences: { language: 'es' } }))
    expect(screen.getByText('Te guardamos el equipo hasta las 10:30 CET.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reservar y pagar 52,10\u00a0€' })).toBeVisible()
  })
})
