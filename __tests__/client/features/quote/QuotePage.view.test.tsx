import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import {
  bookingRequested,
  checkoutSlice,
} from '../../../../src/client/features/checkout/checkoutSlice'
import QuotePage from '../../../../src/client/features/quote/QuotePage'
import { quotePageOpened } from '../../../../src/client/features/quote/quoteEvents'
import { quoteEditStarted, type QuoteState } from '../../../../src/client/features/quote/quoteSlice'
import type { RootState } from '../../../../src/client/app/store'
import type { Quote } from '../../../../src/shared/contract/bookings'
import { BOOKING_ID, QUOTE_ID, quoteFixture } from '../../support/bookings'
import { itemNames, withQuotePage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

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
const section = (name: string) => screen.getByRole('region', { name })

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
