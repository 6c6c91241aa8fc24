import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { FlightCard } from '../../../../src/client/features/flight'
import {
  flightDraftChanged,
  flightFormOpened,
  flightReportSubmitted,
  initialFlightState,
  type FlightState,
} from '../../../../src/client/features/flight/flightSlice'
import type { Booking } from '../../../../src/shared/contract/bookings'
import { BOOKING_ID, bookingFixture } from '../../support/bookings'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const late: Booking['flight_news'] = {
  status: 'delayed',
  expected_arrival_at: '2027-04-09T14:40:00.000Z',
  reported_at: '2027-04-09T10:05:00.000Z',
  reported_by: 'family',
}

function showing(
  booking: Booking,
  { flight = {}, language = 'en' }: { flight?: Partial<FlightState>; language?: 'en' | 'es' } = {},
) {
  const state = {
    ...stateWith({ preferences: { language } }),
    flight: { ...initialFlightState, ...flight },
  } as RootState
  return renderOverMockStore(<FlightCard booking={booking} />, { state })
}

test('shows the scheduled landing, and "Flight late?" opens the form', async () => {
  const { dispatched } = await showing(bookingFixture())
  expect(screen.getByText('Arriving on BA2704, landing at 10:40.')).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Flight late?' }))
  expect(dispatched()).toEqual([flightFormOpened()])
})

test('says the gear will wait until the new landing time, in Spanish too', async () => {
  await showing(bookingFixture({ flight_news: late }), { language: 'es' })
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Ahora aterriza a las 16:40 (CEST|GMT\+2): tu equipo te espera\.$/,
  )
})

test('the form sends a cancelled flight for this booking in two taps', async () => {
  const open = { ...initialFlightState.form, open: true }
  const { dispatched } = await showing(bookingFixture(), { flight: { form: open } })
  await userEvent.click(screen.getByRole('radio', { name: 'Our flight is cancelled' }))
  await userEvent.click(screen.getByRole('button', { name: 'Send' }))
  expect(dispatched()).toEqual([
    flightDraftChanged({ choice: 'cancelled' }),
    flightReportSubmitted({ target: { bookingId: BOOKING_ID }, startDate: '2027-04-09' }),
  ])
})

test('asks for the time a new landing needs once Send was pressed', async () => {
  const form = { ...initialFlightState.form, open: true, submitted: true }
  await showing(bookingFixture(), { flight: { form } })
  expect(screen.getByLabelText('New landing time (local time)')).toHaveAccessibleDescription(
    /Please enter a time like 14:30/,
  )
})

test('a delivery keeps its own window: no flight card', async () => {
  const { container } = await showing(bookingFixture({ location_type: 'delivery' }))
  expect(container).toBeEmptyDOMElement()
})

test('once handed over, the news shows but nothing can be told', async () => {
  await showing(bookingFixture({ flight_news: late, can_report_flight: false }))
  expect(screen.queryByRole('button', { name: 'Flight late?' })).toBeNull()
})
