import { fireEvent, screen, within } from '@testing-library/react'
import { DayScreen } from '../../../../../src/client/features/desk/bookings/DayScreen'
import { LookupScreen } from '../../../../../src/client/features/desk/bookings/LookupScreen'
import {
  dayChosen,
  refreshStarted,
  refreshStopped,
  dayStepped,
  lookupDraftChanged,
  lookupNextPage,
  lookupSubmitted,
} from '../../../../../src/client/features/desk/bookings/deskBookingsSlice'
import { locationChosen } from '../../../../../src/client/features/desk/shell'
import { deskBooking, deskDay, deskFlags } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: Record<string, unknown> = {}
const mockArgs: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskDayQuery: (args: unknown) => ((mockArgs.day = args), mockAnswers.day),
  useSearchDeskBookingsQuery: (args: unknown, options: unknown) => (
    (mockArgs.search = [args, options]),
    mockAnswers.search
  ),
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('AGP', 'SVQ'),
)

beforeEach(() => {
  mockAnswers.day = answered(deskDay())
  mockAnswers.search = answered(undefined)
})

test('the day shows its counts, then Pickups and Returns with what the counter needs', async () => {
  await renderDeskView(<DayScreen />)
  expect(
    screen.getByRole('heading', {
      level: 2,
      name: 'Pickups and returns on Tuesday, 9 March 2027 (today)',
    }),
  ).toBeVisible()
  const counts = screen.getByLabelText('The day in numbers')
  expect(within(counts).getByText('No-shows').nextSibling).toHaveTextContent('1')
  expect(mockArgs.day).toEqual({ location: 'SVQ', date: null, lang: 'en' })

  const pickups = screen.getByRole('region', { name: 'Pickups' })
  const pickup = within(pickups).getByRole('article', { name: /TT-7K2M9Q/ })
  expect(within(pickup).getByRole('heading')).toHaveTextContent('10:30TT-7K2M9QEmma Taylor')
  expect(within(pickup).getByRole('link', { name: 'TT-7K2M9Q' })).toHaveAttribute(
    'href',
    '/desk/bookings/5b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d',
  )
  expect(within(pickup).getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  )
  expect(within(pickup).getByText('Arrives on FR1234 at 10:05')).toBeVisible()
  expect(within(pickup).getByText('2 × City stroller')).toBeVisible()
  expect(within(pickup).getByText('Paid')).toBeVisible()
  expect(within(pickup).getByText('Notes: Twins, arriving late')).toBeVisible()
  // Stands out in words, not only in colour.
  expect(within(pickup).getByText('No-show')).toBeVisible()

  const returns = screen.getByRole('region', { name: 'Returns' })
  const late = within(returns).getByRole('article', { name: /TT-RET001/ })
  expect(within(late).getByText('Late return')).toBeVisible()
  expect(
    within(late).getByText(/^Handed out 5 Mar 2027, 10:10 CET, 2 units \(SVQ-BUG5-001\)$/),
  ).toBeVisible()
})

test('each card says whether its gear is waiting, handed over or back, early returns included', async () => {
  mockAnswers.day = answered(
    deskDay({
      pickups: [
        deskBooking({ id: 'p1', reference: 'TT-WAIT01', flags: deskFlags() }),
        deskBooking({
          id: 'p2',
          reference: 'TT-OUT002',
          flags: deskFlags(),
          handed_out_at: '2027-03-09T09:40:00.000Z',
          unit_tags: ['SVQ-STR100-001'],
        }),
      ],
      returns: [
        deskBooking({
          id: 'r1',
          reference: 'TT-EARLY1',
          end_date: '2027-03-12',
          flags: deskFlags(),
          handed_out_at: '2027-03-02T09:00:00.000Z',
          returned_at: '2027-03-09T11:05:00.000Z',
        }),
      ],
    }),
  )
  await renderDeskView(<DayScreen />)
  const card = (reference: string) => screen.getByRole('article', { name: new RegExp(reference) })
  expect(within(card('TT-WAIT01')).getByText('Not handed over yet')).toBeVisible()
  expect(within(card('TT-OUT002')).getByText('Handed over')).toBeVisible()
  expect(within(card('TT-OUT002')).getByText(/\(SVQ-STR100-001\)$/)).toBeVisible()
  expect(within(card('TT-EARLY1')).getByText('Back')).toBeVisible()
  expect(within(card('TT-EARLY1')).getByText(/ · back 9 Mar 2027, 12:05 CET$/)).toBeVisible()
})

test('an unpaid booking says so, and an empty day says there is nothing', async () => {
  mockAnswers.day = answered(
    deskDay({
      pickups: [
        deskBooking({
          paid: false,
          flags: deskFlags({ unpaid: true, no_show: false, late_return: false }),
        }),
      ],
      returns: [],
    }),
  )
  await renderDeskView(<DayScreen />)
  expect(screen.getByText('Not paid', { selector: 'span' })).toBeVisible()
  expect(screen.getByText('No returns this day.')).toBeVisible()
})

test('a missing deposit hold stands out on its card; a deposit released or kept is named', async () => {
  mockAnswers.day = answered(
    deskDay({
      pickups: [
        deskBooking({ deposit_status: 'awaiting', flags: deskFlags({ deposit_missing: true }) }),
      ],
      returns: [
        deskBooking({ id: 'r1', reference: 'TT-RET001', deposit_status: 'partly_claimed' }),
        deskBooking({ id: 'r2', reference: 'TT-RET002', deposit_status: 'released' }),
        deskBooking({ id: 'r3', reference: 'TT-RET003', deposit_status: 'held' }),
      ],
    }),
  )
  await renderDeskView(<DayScreen />)
  const pickup = screen.getByRole('article', { name: /TT-7K2M9Q/ })
  expect(within(pickup).getByText('Deposit hold missing')).toBeVisible()
  expect(pickup).toHaveClass('alert')
  expect(
    within(screen.getByRole('article', { name: /TT-RET001/ })).getByText('Deposit partly kept'),
  ).toBeVisible()
  expect(
    within(screen.getByRole('article', { name: /TT-RET002/ })).getByText('Deposit released'),
  ).toBeVisible()
  expect(screen.getByRole('article', { name: /TT-RET003/ })).not.toHaveTextContent('Deposit')
})

test('the screen starts the refresh when it opens and stops it when it closes', async () => {
  const { refreshes, unmount } = await renderDeskView(<DayScreen />)
  expect(refreshes()).toEqual([refreshStarted()])
  unmount()
  expect(refreshes()).toEqual([refreshStarted(), refreshStopped()])
})

test('previous, next, a date typed, today and another location dispatch the day wanted', async () => {
  const { dispatched, user } = await renderDeskView(<DayScreen />)
  await user.click(screen.getByRole('button', { name: 'Previous day' }))
  await user.click(screen.getByRole('button', { name: 'Next day' }))
  await user.click(screen.getByRole('button', { name: 'Today' }))
  await user.selectOptions(screen.getByLabelText('Location'), 'AGP')
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2027-04-01' } })
  expect(dispatched()).toEqual([
    dayStepped({ from: '2027-03-09', days: -1 }),
    dayStepped({ from: '2027-03-09', days: 1 }),
    dayChosen(null),
    locationChosen('AGP'),
    dayChosen('2027-04-01'),
  ])
})

test('the day reads in Spanish', async () => {
  await renderDeskView(<DayScreen />, { language: 'es' })
  expect(screen.getByRole('region', { name: 'Recogidas' })).toBeVisible()
  expect(screen.getByText('No presentado')).toBeVisible()
  expect(screen.getByRole('button', { name: 'Día siguiente' })).toBeVisible()
  expect(screen.getByRole('option', { name: 'SVQ · Aeropuerto de Sevilla' })).toBeInTheDocument()
})

test('the lookup sends what is typed, lists what it found and pages on', async () => {
  mockAnswers.search = answered({ items: [deskBooking()], next_cursor: 'c2' })
  const { dispatched, user } = await renderDeskView(<LookupScreen />, {
    deskBookings: { lookup: { draft: 'taylor', query: 'taylor', cursors: [], tooShort: false } },
  })
  expect(mockArgs.search).toEqual([{ q: 'taylor', cursor: null, lang: 'en' }, { skip: false }])
  expect(screen.getByText('1 booking matches “taylor”.')).toBeVisible()
  expect(screen.getByRole('link', { name: 'TT-7K2M9Q' })).toBeVisible()
  await user.type(screen.getByLabelText('Reference, email, last name or phone'), 'x')
  await user.click(screen.getByRole('button', { name: 'Look up' }))
  await user.click(screen.getByRole('button', { name: 'Next page' }))
  expect(dispatched()).toEqual([
    lookupDraftChanged('taylorx'),
    lookupSubmitted(),
    lookupNextPage('c2'),
  ])
})

test('a lookup too short is explained, and nothing is asked before a search', async () => {
  await renderDeskView(<LookupScreen />, {
    deskBookings: { lookup: { draft: 'g', query: '', cursors: [], tooShort: true } },
  })
  expect(screen.getByText('Type at least 2 characters.')).toBeVisible()
  expect(mockArgs.search).toEqual([{ q: '', cursor: null, lang: 'en' }, { skip: true }])
})
