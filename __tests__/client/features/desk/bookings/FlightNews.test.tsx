/**
 * A pickup's flights on its card and its detail: scheduled times, and the inbound flight's latest
 * news with who told it and when, on the location's clock (Seville: CET in March).
 */
import { screen, within } from '@testing-library/react'
import { BookingScreen } from '../../../../../src/client/features/desk/bookings/BookingScreen'
import { DeskBookingCard } from '../../../../../src/client/features/desk/bookings/DeskBookingCard'
import type { DeskBooking } from '../../../../../src/shared/contract/desk-bookings'
import type { Language } from '../../../../../src/shared/domain/languages'
import { delivered, deskBooking, deskBookingDetail } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockAnswers: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskBookingQuery: () => mockAnswers.booking,
}))

type News = NonNullable<DeskBooking['flight_news']>
const news = (overrides: Partial<News> = {}): News => ({
  status: 'delayed',
  expected_arrival_at: '2027-03-09T15:40:00.000Z',
  reported_at: '2027-03-09T11:05:00.000Z',
  reported_by: 'family',
  ...overrides,
})

const card = async (booking: DeskBooking, language: Language = 'en') => {
  await renderDeskView(<DeskBookingCard booking={booking} role="pickup" />, { language })
  return screen.getByRole('article')
}

test.each([
  ['en', 'Arrives on FR1234 at 10:05', 'Delayed to 16:40, told by the family at 12:05'],
  ['es', 'Llega en FR1234 a las 10:05', 'Retrasado a las 16:40, avisó la familia a las 12:05'],
] as const)(
  'a pickup card shows the delay the family reported (%s)',
  async (lang, arrives, line) => {
    const shown = await card(deskBooking({ flight_news: news() }), lang)
    expect(within(shown).getByText(arrives)).toBeVisible()
    expect(within(shown).getByText(line)).toBeVisible()
  },
)

test.each([
  [
    { expected_arrival_at: null, reported_by: 'flight_data' },
    'Delayed, no new time yet, from flight data at 12:05',
  ],
  [
    { status: 'cancelled', expected_arrival_at: null, reported_by: 'desk' },
    'Flight cancelled, noted by the desk at 12:05',
  ],
  [
    {
      status: 'landed',
      expected_arrival_at: '2027-03-09T09:58:00.000Z',
      reported_by: 'flight_data',
    },
    'Landed at 10:58, from flight data at 12:05',
  ],
  [{ status: 'on_time', reported_by: 'flight_data' }, 'On time, from flight data at 12:05'],
  [
    { expected_arrival_at: '2027-03-10T00:10:00.000Z' },
    'Delayed to 01:10 (10 Mar), told by the family at 12:05',
  ],
] as const)('each piece of news reads as a clerk says it: %j', async (overrides, line) => {
  const shown = await card(deskBooking({ flight_news: news(overrides as Partial<News>) }))
  expect(within(shown).getByText(line)).toBeVisible()
})

test('without a scheduled time the flight is named alone; the departure stands beside the outbound flight', async () => {
  const shown = await card(deskBooking({ arrival_time: null }))
  expect(within(shown).getByText('Arrives on FR1234')).toBeVisible()
  expect(within(shown).getByText('Leaves on FR4321 at 19:40')).toBeVisible()
})

test.each([
  ['a delivery', delivered],
  ['a pickup handed over', { handed_out_at: '2027-03-09T16:00:00.000Z' }],
])('%s shows no flight news', async (_name, overrides) => {
  const shown = await card(deskBooking({ ...overrides, flight_news: news() }))
  expect(within(shown).queryByText(/Delayed/)).toBeNull()
})

test("the booking's detail gives the flight news beside the arriving flight", async () => {
  mockAnswers.booking = answered(deskBookingDetail({ flight_news: news() }))
  await renderDeskView(<BookingScreen id={deskBooking().id} isAdmin />)
  const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling
  expect(value('Arriving flight')).toHaveTextContent(/^FR1234 at 10:05$/)
  expect(value('Flight news')).toHaveTextContent(/^Delayed to 16:40, told by the family at 12:05$/)
  expect(value('Leaving flight')).toHaveTextContent(/^FR4321 at 19:40$/)
})
