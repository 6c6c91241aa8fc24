/**
 * What an admin's cancellation refuses, so it never ends a booking on a picture of it that is
 * no longer true: units still in the family's hands, or a payment that arrived since the admin
 * opened it.
 */
import { eq } from 'drizzle-orm'
import { bookings, refunds } from '../../../src/server/db/schema'
import { handoverSuite, paidBooking, PICKUP_MORNING, suggestedUnits } from './handover-helpers'

const setup = handoverSuite()
const { suite, desk, handover, free, auditOf } = setup

const stored = async (bookingId: string) => ({
  booking: (await suite.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!,
  refunds: await suite.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)),
  audit: (await auditOf(bookingId)).map((row) => row.action),
})

describe('a booking whose units are out', () => {
  it('cannot be cancelled until they are checked in: its units stay counted out', async () => {
    const seat = suite.ids['ZCS208-R']!
    const { booking } = await paidBooking(suite.app, [seat])
    suite.clock.set(PICKUP_MORNING)
    const units = await suggestedUnits(handover, setup.roles.admin, booking._id)
    const out = await handover.checkOut(setup.roles.admin, booking._id, [{ unit_id: units[0]! }])
    expect(out.statusCode).toBe(200)
    const freeBefore = await free(seat, booking.start_date, booking.end_date)
    const before = await stored(booking._id)

    const res = await desk.cancel(setup.roles.admin, booking._id, {
      reason: 'Flight cancelled',
      refund_amount: booking.total,
      payment_status: 'paid',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'UNITS_STILL_OUT',
      message: expect.stringContaining('check the units in first'),
    })
    expect(await stored(booking._id)).toEqual(before)
    expect(before.audit).toEqual(['booking.check_out'])
    expect(await free(seat, booking.start_date, booking.end_date)).toBe(freeBefore)
    const detail = (await desk.detail(setup.roles.admin, booking._id)).json()
    expect(detail).toMatchObject({ status: 'confirmed', can_check_in: true, refunded_amount: 0 })
  })
})
