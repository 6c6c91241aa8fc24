import { bookedTraveller, bookingTestApp, payThroughSandbox } from '../support/bookings'
import { deskRequests, everyRole } from './helpers'

type Roles = Awaited<ReturnType<typeof everyRole>>

/**
 * A test file's app for the desk's money, on a clock set to `start`: the desk's requests, an
 * account of every role (filled before the first test), and after each test the check that
 * every booking's money adds up. `paidBooking` books the stroller for a new traveller (speaking
 * `language`) and pays for it through the sandbox.
 */
export function deskMoneySuite(start = '2027-03-01T10:00:00Z') {
  const suite = bookingTestApp(start)
  const roles = {} as Roles
  beforeAll(async () => {
    Object.assign(roles, await everyRole(suite.app))
  })
  afterEach(async () => {
    expect(await suite.app.payments.moneyMismatches()).toEqual([])
  })
  const paidBooking = async (language: 'en' | 'es' = 'en') => {
    const booked = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    if (language === 'es') {
      await suite.db.execute(
        `update users set language_preference = 'es' where email = '${booked.traveller.email}'`,
      )
    }
    await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
    return booked
  }
  return { suite, desk: deskRequests(() => suite.app), roles, paidBooking }
}
