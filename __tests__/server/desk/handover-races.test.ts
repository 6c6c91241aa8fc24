/**
 * A unit is out with one booking at a time, even when two counters check out the same unit
 * for two bookings at the same moment (PostgreSQL, with real concurrency).
 */
import { and, eq, isNull } from 'drizzle-orm'
import { bookingUnits } from '../../../src/server/db/schema'
import { bookingTestApp } from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'
import { handoverRequests, paidBooking, suggestedUnits } from './handover-helpers'
import { everyRole } from './helpers'

const suite = bookingTestApp('2027-03-01T10:00:00Z')
const handover = handoverRequests(() => suite.app)

describeOnPostgres('two check-outs of the same unit at once (PostgreSQL)', () => {
  it('hand it over with exactly one booking, every time', async () => {
    const { moderator, admin } = await everyRole(suite.app)
    const seat = suite.ids['ZCS123-K']!
    for (let round = 0; round < 3; round++) {
      suite.clock.set('2027-03-01T10:00:00Z')
      const dates = { start_date: `2027-05-1${round}`, end_date: `2027-05-1${round + 2}` }
      const [first, second] = await Promise.all([
        paidBooking(suite.app, [seat], dates),
        paidBooking(suite.app, [seat], dates),
      ])
      suite.clock.set(`2027-05-1${round}T08:30:00Z`)
      const [unit] = await suggestedUnits(handover, moderator, first.booking._id)
      const answers = await Promise.all([
        handover.checkOut(moderator, first.booking._id, [{ unit_id: unit! }]),
        handover.checkOut(admin, second.booking._id, [{ unit_id: unit! }]),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('UNIT_NOT_FREE')
      const out = await suite.db
        .select()
        .from(bookingUnits)
        .where(and(eq(bookingUnits.unitId, unit!), isNull(bookingUnits.returnedAt)))
      expect(out).toHaveLength(1)
    }
  })
})
