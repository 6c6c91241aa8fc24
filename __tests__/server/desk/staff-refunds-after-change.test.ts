/**
 * After a paid change difference a booking holds several payments: an admin's refund is drawn on
 * each of them, never more than a payment took, and the family sees it as one refund.
 */
import { eq } from 'drizzle-orm'
import { inventory, payments, refunds } from '../../../src/server/db/schema'
import { formatMoney } from '../../../src/server/domains/mail'
import { emailsTo } from '../support/accounts'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  rentalOf,
  settleSandbox,
} from '../support/bookings'
import { commitChange } from '../support/changes'
import { describeOnPostgres } from '../support/testDatabase'
import { deskRequests, everyRole } from './helpers'

const suite = bookingTestApp('2027-03-01T10:00:00Z')
const desk = deskRequests(() => suite.app)
let roles: Awaited<ReturnType<typeof everyRole>>

beforeAll(async () => {
  roles = await everyRole(suite.app)
  await suite.db
    .update(inventory)
    .set({ stock: 50 })
    .where(eq(inventory.gearId, suite.ids['ZCS123-K']!))
})
afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
})

/** A paid booking of one car seat whose return moved from 16 to 30 April, the difference paid. */
async function changedAndPaid() {
  const booked = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
  await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
  const changed = await commitChange(suite.app, booked.auth, booked.booking._id, {
    end_date: '2027-04-30',
  })
  await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
  return { ...booked, rental: rentalOf(changed.json().booking), first: rentalOf(booked.booking) }
}

/** Per payment of the booking: [what it took, what is refunded of it (not failed)]. */
async function takenAndRefunded(bookingId: string) {
  const paid = await suite.db.select().from(payments).where(eq(payments.bookingId, bookingId))
  const given = await suite.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))
  return paid
    .filter((payment) => payment.kept)
    .map((payment) => [
      payment.receivedCents ?? 0,
      given
        .filter((refund) => refund.paymentId === payment.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amountCents, 0),
    ])
}

const neverMoreThanTaken = (rows: number[][]) => {
  for (const [taken, refunded] of rows) expect(refunded).toBeLessThanOrEqual(taken!)
}

describe('an admin refunds more than the first payment took', () => {
  it('draws it on each payment, shows the family one refund and emails them once', async () => {
    const { auth, booking, traveller, rental, first } = await changedAndPaid()
    expect(rental).toBeGreaterThan(first)
    const res = await desk.refund(roles.admin, booking._id, { amount: rental, reason: 'Sorry' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ refunded_amount: rental, refundable_amount: 0 })
    const rows = await takenAndRefunded(booking._id)
    expect(rows.map(([, refunded]) => refunded).reduce((a, b) => a + b!, 0)).toBe(rental)
    neverMoreThanTaken(rows)

    await settleSandbox(suite.app, suite.clock)
    const seen = (
      await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
    ).json()
    expect(seen.refund).toMatchObject({ status: 'succeeded', amount: rental, reason: 'Sorry' })
    expect(seen.staff_refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: rental, reason: 'Sorry' }),
    ])
    const told = (await emailsTo(suite.app, traveller.email)).filter(
      (email) => email.template === 'refund_issued',
    )
    expect(told).toHaveLength(1)
    expect(told[0]!.textBody).toContain(
      formatMoney({ cents: rental, currency: 'EUR', language: 'en' }),
    )
  })

  it('then a cancellation refunds nothing more, and no payment gives more than it took', async () => {
    const { auth, booking, first } = await changedAndPaid()
    await desk.refund(roles.admin, booking._id, { amount: first + 100 })
    const cancelled = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    expect(cancelled.statusCode).toBe(200)
    const rows = await takenAndRefunded(booking._id)
    neverMoreThanTaken(rows)
    expect(rows.every(([taken, refunded]) => taken === refunded)).toBe(true)
  })
})

describeOnPostgres('refunds at once on several payments (PostgreSQL)', () => {
  it('twenty refunds at once never take more than was paid, nor more than a payment took', async () => {
    const { booking, rental } = await changedAndPaid()
    const share = Math.floor(rental / 3)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => desk.refund(roles.admin, booking._id, { amount: share })),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3)
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(17)
    neverMoreThanTaken(await takenAndRefunded(booking._id))
  })
})
