/**
 * What an admin's cancellation refuses, so it never ends a booking on a picture of it that is
 * no longer true: units still in the family's hands, or a payment that arrived since the admin
 * opened it.
 */
import { eq } from 'drizzle-orm'
import { addDays } from '../../../src/shared/domain/calendar'
import { bookings, payments, refunds } from '../../../src/server/db/schema'
import {
  bookedTraveller,
  openCheckout,
  payCheckout,
  payThroughSandbox,
  settleSandbox,
  rentalOf,
} from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'
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
      refund_amount: rentalOf(booking),
      payment_status: 'paid',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'UNITS_STILL_OUT',
      message: expect.stringContaining('check the units in first'),
    })
    expect(await stored(booking._id)).toEqual(before)
    expect(before.audit.sort()).toEqual(['booking.check_out', 'booking.check_out_unsigned'])
    expect(await free(seat, booking.start_date, booking.end_date)).toBe(freeBefore)
    const detail = (await desk.detail(setup.roles.admin, booking._id)).json()
    expect(detail).toMatchObject({ status: 'confirmed', can_check_in: true, refunded_amount: 0 })
  })
})

describe('a booking paid since the admin opened it', () => {
  it('is not cancelled on the unpaid picture: 409 PAYMENT_CHANGED, and the payment stands', async () => {
    const { booking, auth } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    // The admin opens it unpaid; the family pays before the cancellation is sent.
    await payThroughSandbox(suite.app, auth, booking._id)
    const before = await stored(booking._id)
    const res = await desk.cancel(setup.roles.admin, booking._id, {
      reason: 'Duplicate booking',
      refund_amount: 0,
      payment_status: 'unpaid',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_CHANGED',
      message: "The booking's payment changed since you opened it: reload it and decide again.",
    })
    expect(await stored(booking._id)).toEqual(before)
    expect(before.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    const again = await desk.cancel(setup.roles.admin, booking._id, {
      reason: 'Duplicate booking',
      refund_amount: rentalOf(booking),
      payment_status: 'paid',
    })
    expect(again.json()).toMatchObject({ status: 'cancelled', refunded_amount: rentalOf(booking) })
    await settleSandbox(suite.app, suite.clock)
  })

  it('needs the payment status the admin saw (400 without it)', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    const res = await desk.cancel(setup.roles.admin, booking._id, { reason: 'Duplicate' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body/payment_status' }],
    })
    expect((await stored(booking._id)).booking.status).toBe('confirmed')
  })
})

describeOnPostgres('an admin cancels with no refund while the family pays (PostgreSQL)', () => {
  const ROUNDS = 10

  /** How a round ended: the payment kept by a booking that goes ahead, or handed back in full. */
  async function outcome(bookingId: string) {
    const { booking, refunds: made } = await stored(bookingId)
    const paid = await suite.db.select().from(payments).where(eq(payments.bookingId, bookingId))
    return { booking, made, taken: paid.filter((payment) => payment.status === 'paid') }
  }

  it(`ends every one of ${ROUNDS} rounds consistent: refused, or the payment refunded in full`, async () => {
    const seen = { refused: 0, cancelled: 0 }
    for (let round = 0; round < ROUNDS; round++) {
      // A week of its own each round: a round the payment wins keeps its unit out of the stock.
      const week = {
        start_date: addDays('2027-04-09', 7 * round),
        end_date: addDays('2027-04-16', 7 * round),
      }
      const { booking, auth } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!], week)
      const session = (await openCheckout(suite.app, auth, booking._id)).json().session_id
      const [cancel, pay] = await Promise.all([
        desk.cancel(setup.roles.admin, booking._id, {
          reason: 'Duplicate booking',
          refund_amount: 0,
          payment_status: 'unpaid',
        }),
        payCheckout(suite.app, session),
      ])
      expect(pay.statusCode).toBeLessThan(400)
      await settleSandbox(suite.app, suite.clock)
      await suite.app.bookingClock.runOnce()
      await settleSandbox(suite.app, suite.clock)
      const { booking: after, made, taken } = await outcome(booking._id)
      expect(taken).toHaveLength(1)
      if (cancel.statusCode === 409) {
        seen.refused++
        expect(cancel.json().code).toBe('PAYMENT_CHANGED')
        expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
        expect(taken[0]).toMatchObject({ kept: true })
        expect(made).toEqual([])
      } else {
        seen.cancelled++
        expect(cancel.statusCode).toBe(200)
        expect(after.status).not.toBe('confirmed')
        expect(taken[0]).toMatchObject({ kept: false })
        expect(made).toEqual([
          expect.objectContaining({
            reason: 'extra_payment',
            amountCents: rentalOf(booking),
            status: 'succeeded',
          }),
        ])
      }
      expect(await suite.app.payments.moneyMismatches()).toEqual([])
    }
    expect(seen.refused + seen.cancelled).toBe(ROUNDS)
  }, 120_000)
})
