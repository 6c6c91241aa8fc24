/** The development server's demo bookings: the desk is not empty on a fresh start. */
import { seedDemoAccounts } from '../../../src/server/seed'
import { seedDemoBookings } from '../../../src/server/demo-bookings'
import { signedInAs } from '../support/accounts'
import { bookingTestApp } from '../support/bookings'

// Monday 1 March 2027, 11:00 in Seville.
const suite = bookingTestApp('2027-03-01T10:00:00Z')

it('books paid pickups at SVQ today and tomorrow once, through the real services', async () => {
  await seedDemoAccounts(suite.db)
  expect(await seedDemoBookings(suite.app)).toBe(3)
  expect(await seedDemoBookings(suite.app)).toBe(0)
  const { auth } = await signedInAs(suite.app, 'moderator')
  const day = async (date: string) =>
    (
      await suite.app.inject({
        url: `/api/desk/bookings/day?location=SVQ&date=${date}`,
        headers: auth,
      })
    ).json()
  const today = await day('2027-03-01')
  expect(today.pickups).toEqual([
    expect.objectContaining({
      pickup_time: '12:00',
      paid: true,
      traveller: expect.objectContaining({ email: 'traveller@tinytrip.es' }),
    }),
  ])
  expect((await day('2027-03-02')).pickups.map((b: { paid: boolean }) => b.paid)).toEqual([
    true,
    true,
  ])
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
})
