import { screen, within } from '@testing-library/react'
import type { RunStop } from '../../../../../src/shared/contract/desk-bookings'
import { DayScreen } from '../../../../../src/client/features/desk/bookings/DayScreen'
import { RunScreen } from '../../../../../src/client/features/desk/bookings/RunScreen'
import { deskScreenOf } from '../../../../../src/client/features/desk/shell/deskPaths'
import { deskBooking, deskDay } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: Record<string, unknown> = {}
const mockArgs: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskDayQuery: (args: unknown) => ((mockArgs.day = args), mockAnswers.day),
  useGetDeskRunQuery: (args: unknown) => ((mockArgs.run = args), mockAnswers.run),
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ'),
)

const address = (postal_code: string, place_name: string | null = null) => ({
  street: 'Calle Feria',
  number: '12',
  postal_code,
  city: 'Sevilla',
  place_name,
  instructions: 'Ring at reception',
})

const delivery = deskBooking({
  id: 'd1',
  reference: 'TT-DLV001',
  pickup_location_code: 'SVQ-CITY',
  location_type: 'delivery',
  delivery_address: address('41004', 'Hotel Las Casas'),
  pickup_time: '10:00',
})
const collection = deskBooking({
  id: 'c1',
  reference: 'TT-COL001',
  pickup_location_code: 'SVQ-CITY',
  location_type: 'delivery',
  delivery_address: address('41010'),
  return_time: '17:30',
  traveller: {
    first_name: 'Lucía',
    last_name: 'García',
    email: 'l@example.com',
    phone: '+34 612 345 678',
  },
  paid: false,
})

const stops: RunStop[] = [
  { kind: 'delivery', window: { from: '10:00', until: '10:30' }, booking: delivery },
  { kind: 'collection', window: { from: '17:30', until: '18:00' }, booking: collection },
]

beforeEach(() => {
  mockAnswers.day = answered(deskDay({ deliveries: [delivery], collections: [collection] }))
  mockAnswers.run = answered({
    location_code: 'SVQ',
    time_zone: 'Europe/Madrid',
    date: '2027-03-09',
    stops,
  })
})

test('the day lists deliveries and collections with their window and address, and links the run', async () => {
  await renderDeskView(<DayScreen />)
  const deliveries = screen.getByRole('region', { name: 'Deliveries' })
  const card = within(deliveries).getByRole('article', { name: /TT-DLV001/ })
  expect(within(card).getByRole('heading')).toHaveTextContent('10:00–10:30TT-DLV001Emma Taylor')
  const where = within(card).getByRole('list', { name: 'Delivery address' })
  expect(where).toHaveTextContent('Hotel Las Casas')
  expect(where).toHaveTextContent('Calle Feria 12, 41004 Sevilla')
  expect(where).toHaveTextContent('Ring at reception')

  const collections = screen.getByRole('region', { name: 'Collections' })
  expect(within(collections).getByRole('heading', { level: 4 })).toHaveTextContent(
    '17:30–18:00TT-COL001Lucía García',
  )
  expect(screen.getByRole('link', { name: "Open the day's run" })).toHaveAttribute(
    'href',
    '/desk/run/2027-03-09',
  )
})

test('a day without deliveries shows no delivery lists', async () => {
  mockAnswers.day = answered(deskDay())
  await renderDeskView(<DayScreen />)
  expect(screen.queryByRole('region', { name: 'Deliveries' })).toBeNull()
})

test('the run lists its stops in order, each with what a driver needs', async () => {
  await renderDeskView(<RunScreen date="2027-03-09" />)
  expect(mockArgs.run).toEqual({ location: 'SVQ', date: '2027-03-09', lang: 'en' })
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
    'Run on Tuesday, 9 March 2027',
  )
  const [first, second] = screen.getAllByRole('article')
  expect(within(first!).getByRole('heading')).toHaveTextContent('Stop 1Delivery10:00–10:30')
  expect(within(first!).getByRole('link', { name: 'TT-DLV001' })).toHaveAttribute(
    'href',
    '/desk/bookings/d1',
  )
  expect(within(first!).getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  )
  expect(within(first!).getByRole('list', { name: 'Delivery address' })).toHaveTextContent(
    'Calle Feria 12, 41004 Sevilla',
  )
  expect(within(first!).getByText('2 × City stroller')).toBeVisible()
  expect(within(second!).getByRole('heading')).toHaveTextContent('Stop 2Collection17:30–18:00')
  expect(within(second!).getByText('Lucía García')).toBeVisible()
  expect(within(second!).getByText('Not paid')).toBeVisible()
})

test('the run prints, says when a day has no stops, and reads in Spanish', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined)
  const { user } = await renderDeskView(<RunScreen date="2027-03-09" />)
  await user.click(screen.getByRole('button', { name: 'Print' }))
  expect(print).toHaveBeenCalledTimes(1)
  print.mockRestore()

  mockAnswers.run = answered({
    location_code: 'SVQ',
    time_zone: 'Europe/Madrid',
    date: '2027-03-10',
    stops: [],
  })
  await renderDeskView(<RunScreen date="2027-03-10" />, { language: 'es' })
  expect(screen.getByText('No hay entregas ni retiradas este día.')).toBeVisible()
  expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible()
})

test('/desk/run and /desk/run/{date} open the run', () => {
  expect(deskScreenOf('run')).toEqual({ screen: 'run' })
  expect(deskScreenOf('run/2027-03-09')).toEqual({ screen: 'run', date: '2027-03-09' })
  expect(deskScreenOf('run/not-a-date')).toEqual({ screen: 'run' })
})
