/**
 * Where the deposit is charged with the rental (DEPOSIT_MODE=charge), it follows a change with
 * the change's money: a unit more, its deposit is paid with the difference; a unit fewer, its
 * deposit comes back with the change's refund, within 24 hours of pickup too; and what comes
 * back later is drawn on each payment, never more than one took.
 */
import { eq } from 'drizzle-orm'
import { gear, inventory, payments } from '../../../src/server/db/schema'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  settleSandbox,
} from '../support/bookings'
import { commitChange } from '../support/changes'
import { depositRow, emailsOf, refundsOf } from '../support/deposits'

const suite = bookingTestApp('2027-03-01T10:00:00Z', { DEPOSIT_MODE: 'charge' })
const seat = () => suite.ids['ZCS123-K']!
/** A high chair that carries no deposit here. */
const chair = () => suite.ids['ZHC601-S']!

beforeAll(async () => {
  await suite.db.update(inventory).set({ stock: 10 }).where(eq(inventory.gearId, seat()))
  await suite.db.update(gear).set({ depositCents: 0 }).where(eq(gear.id, chair()))
})
afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
})

/** Per kept payment: [what it took, what is refunded of it (not failed)]. */
async function takenAndRefunded(bookingId: string) {
  const paid = await suite.db.select().from(payments).where(eq(payments.bookingId, bookingId))
  const given = await refundsOf(suite.app, bookingId)
  return paid
    .filter((payment) => payment.kept)
    .map((payment) => [
      payment.receivedCents,
      given
        .filter((refund) => refund.paymentId === payment.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amountCents, 0),
    ])
}

async function paidBooking(gearIds: string[]) {
  const booked = await bookedTraveller(suite.app, gearIds)
  await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
  return booked
}

it('a unit more: its deposit is paid with the difference, and all of it comes back on cancelling', async () => {
  const { auth, booking, traveller } = await paidBooking([seat()])
  const deposit = booking.pricing.deposit
  const changed = await commitChange(suite.app, auth, booking._id, { gear_ids: [seat(), seat()] })
  const { version } = changed.json()
  const rentalBefore = booking.total - deposit
  const rentalAfter = changed.json().booking.total - 2 * deposit
  expect(version).toMatchObject({
    status: 'awaiting_payment',
    payment_due: rentalAfter - rentalBefore + deposit,
  })
  await payThroughSandbox(suite.app, auth, booking._id)
  expect(await depositRow(suite.app, booking._id)).toMatchObject({
    status: 'charged',
    amountCents: 2 * deposit,
  })

  const cancelled = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: auth,
  })
  expect(cancelled.json()).toMatchObject({
    refund: { amount: rentalAfter },
    deposit: { status: 'released' },
  })
  // Every payment is given back whole, and none more than it took.
  for (const [taken, refunded] of await takenAndRefunded(booking._id)) {
    expect(refunded).toBe(taken)
  }
  await suite.app.payments.sendPendingRefunds()
  await settleSandbox(suite.app, suite.clock)
  expect((await depositRow(suite.app, booking._id)).moneyBackAt).not.toBeNull()
  const told = await emailsOf(suite.app, traveller.email, 'deposit_released')
  expect(told).toHaveLength(1)
  expect(told[0]!.textBody).toContain(`€${((2 * deposit) / 100).toFixed(2)}`)
})

it('a unit fewer within 24 hours of pickup: its deposit comes back, its rental is kept', async () => {
  const { auth, booking } = await paidBooking([seat(), seat()])
  const deposit = booking.pricing.deposit / 2
  suite.clock.set('2027-04-08T12:00:00Z')
  const changed = await commitChange(suite.app, auth, booking._id, { gear_ids: [seat()] })
  const { version } = changed.json()
  expect(version).toMatchObject({ status: 'refunded', refund: deposit })
  expect(version.retained).toBe(-version.difference - deposit)
  expect(await depositRow(suite.app, booking._id)).toMatchObject({
    status: 'charged',
    amountCents: deposit,
  })
  expect((await refundsOf(suite.app, booking._id)).map((r) => [r.reason, r.amountCents])).toEqual([
    ['change', deposit],
  ])
})

it('no gear with a deposit left: the deposit comes back with the change, once', async () => {
  const { auth, booking } = await paidBooking([seat(), chair()])
  const deposit = booking.pricing.deposit
  const changed = await commitChange(suite.app, auth, booking._id, { gear_ids: [chair()] })
  expect(changed.json().booking.deposit).toMatchObject({ amount: 0, status: 'released' })
  const given = await refundsOf(suite.app, booking._id)
  expect(given.map((r) => r.reason)).toEqual(['change'])
  expect(given[0]!.amountCents).toBe(-changed.json().version.difference)
  expect(given[0]!.amountCents).toBeGreaterThan(deposit)
})
