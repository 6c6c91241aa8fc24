import { screen, within } from '@testing-library/react'
import { HandedSeats } from '../../../../src/client/features/booking/HandedSeats'
import { bookingFixture } from '../../support/bookings'
import { infantSeat } from '../../support/catalogue'
import { itemNames } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const handed = bookingFixture({
  handed_seats: [
    {
      gear_id: infantSeat._id,
      asset_tag: 'SVQ-ZCS123-K-004',
      manufactured_on: '2025-03-01',
      expires_on: '2035-03-01',
      last_inspected_at: '2027-04-08T16:20:00.000Z',
    },
  ],
})

const show = (booking = handed, language: 'en' | 'es' = 'en') =>
  renderOverMockStore(<HandedSeats booking={booking} names={itemNames} />, {
    state: stateWith({ preferences: { language } }),
  })

it('shows the seat handed over with when it was made, when it expires and its last inspection', async () => {
  await show()
  const seats = screen.getByRole('region', { name: 'Your seats' })
  const [seat] = within(seats).getAllByRole('listitem')
  expect(seat).toHaveTextContent('Maxi-Cosi Pebble 360 infant car seat, unit SVQ-ZCS123-K-004')
  expect(seat).toHaveTextContent('Made on Saturday, 1 March 2025.')
  expect(seat).toHaveTextContent('Expires on Thursday, 1 March 2035.')
  expect(seat).toHaveTextContent('Last inspected and cleaned on Thursday, 8 April 2027.')
})

it('speaks Spanish, and says nothing before the seats go out', async () => {
  const { unmount } = await show(handed, 'es')
  expect(screen.getByRole('region', { name: 'Tus sillas' })).toHaveTextContent(
    'Caduca el jueves, 1 de marzo de 2035.',
  )
  unmount()
  await show(bookingFixture({ handed_seats: [] }))
  expect(screen.queryByRole('region')).toBeNull()
})
