import { screen } from '@testing-library/react'
import { DayScreen } from '../../../../../src/client/features/desk/bookings/DayScreen'
import { LookupScreen } from '../../../../../src/client/features/desk/bookings/LookupScreen'
import { BOOKING_SCAN, codeEntered } from '../../../../../src/client/features/desk/scanner'
import { scannerOpened } from '../../../../../src/client/features/desk/scanner/deskScannerSlice'
import { deskDay } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'
import { BOOKING_CODE } from './scanFixtures'

const mockDay = { current: null as unknown }
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskDayQuery: () => mockDay.current,
  useSearchDeskBookingsQuery: () => ({ data: undefined, isLoading: false, isFetching: false }),
}))
beforeEach(() => {
  mockDay.current = answered(deskDay())
})
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('AGP', 'SVQ'),
)

const lookupWith = (draft: string) => ({
  deskBookings: { lookup: { draft, query: '', cursors: [], tooShort: false } },
})

test('a booking’s code in the lookup field (typed, or by a scanner that types) opens its booking instead of searching', async () => {
  const { dispatched, user } = await renderDeskView(<LookupScreen />, lookupWith(BOOKING_CODE))
  await user.type(screen.getByLabelText('Reference, email, last name or phone'), '{Enter}')
  expect(dispatched()).toEqual([codeEntered({ code: BOOKING_CODE, target: BOOKING_SCAN })])
})

test('Scan on the lookup and on the day opens the camera to open a booking', async () => {
  const lookup = await renderDeskView(<LookupScreen />, lookupWith(''))
  await lookup.user.click(await screen.findByRole('button', { name: 'Scan' }))
  expect(lookup.dispatched()).toEqual([scannerOpened({ target: BOOKING_SCAN })])
  lookup.unmount()
  const day = await renderDeskView(<DayScreen />)
  expect(screen.getByLabelText('Booking code')).toBeInTheDocument()
  await day.user.click(await screen.findByRole('button', { name: 'Scan' }))
  expect(day.dispatched()).toEqual([scannerOpened({ target: BOOKING_SCAN })])
})
