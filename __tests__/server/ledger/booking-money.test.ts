/**
 * Each booking's money sums (`booking_money`), kept by the money tables' triggers, are what its
 * records add up to: after random journeys of payments, refunds, deposit holds and captures
 * written, changed, removed and rolled back, they equal `booking_money_recomputed()`, and the
 * ledger reads them. On PostgreSQL, two payments recorded at once on one booking both count.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { depositHolds, depositJobs, payments, refunds } from '../../../src/server/db/schema'
import { paidBooking } from '../desk/handover-helpers'
import { bookingTestApp } from '../support/bookings'
import { seededRandom } from '../support/depositRaces'
import { describeOnPostgres } from '../support/testDatabase'

const suite = bookingTestApp()

/** Bookings whose kept sums differ from their records' (missing rows read as zeros). */
async function drifted(db: Db) {
  const result = (await db.execute(sql`
    select coalesce(k.booking_id, r.booking_id) as booking_id
    from booking_money k
    full join booking_money_recomputed() r on r.booking_id = k.booking_id
    where (coalesce(k.paid_cents, 0), coalesce(k.corrections_taken_cents, 0),
           coalesce(k.captured_cents, 0), coalesce(k.refunded_cents, 0),
           coalesce(k.staff_refunded_cents, 0), coalesce(k.corrections_refunded_cents, 0),
           coalesce(k.deposit_refunds, 0), coalesce(k.deposit_holds_placed, 0),
           coalesce(k.retained_cents, 0), coalesce(k.owed_cents, 0),
           coalesce(k.invoiced_cents, 0), coalesce(k.receipted_cents, 0))
      is distinct from
          (coalesce(r.paid_cents, 0), coalesce(r.corrections_taken_cents, 0),
           coalesce(r.captured_cents, 0), coalesce(r.refunded_cents, 0),
           coalesce(r.staff_refunded_cents, 0), coalesce(r.corrections_refunded_cents, 0),
           coalesce(r.deposit_refunds, 0), coalesce(r.deposit_holds_placed, 0),
           coalesce(r.retained_cents, 0), coalesce(r.owed_cents, 0),
           coalesce(r.invoiced_cents, 0), coalesce(r.receipted_cents, 0))`)) as unknown as {
    rows: { booking_id: string }[]
  }
  return result.rows.map((row) => row.booking_id)
}

async function paidCents(db: Db, bookingId: string) {
  const result = (await db.execute(
    sql`select paid_cents, corrections_taken_cents from booking_money where booking_id = ${bookingId}`,
  )) as unknown as { rows: { paid_cents: number; corrections_taken_cents: number }[] }
  return result.rows[0]
}

let serial = 0
const unique = (prefix: string) => `${prefix}_journey_${++serial}`

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** One random step on a booking's money records, as a provider's answers would change them. */
async function randomStep(tx: Tx, bookingId: string, random: () => number) {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!
  const cents = 100 + Math.floor(random() * 5000)
  const step = Math.floor(random() * 6)
  const [payment] = await tx.select().from(payments).where(eq(payments.bookingId, bookingId))
  const holds = await tx.select().from(depositHolds).where(eq(depositHolds.bookingId, bookingId))
  if (step === 0) {
    await tx.insert(payments).values({
      bookingId,
      provider: 'sandbox',
      checkoutSessionId: unique('cs'),
      status: pick(['closing', 'paid'] as const),
      amountCents: cents,
      currency: 'EUR',
      receivedCents: cents,
      receivedCurrency: 'EUR',
      kept: false,
    })
  } else if (step === 1) {
    await tx.insert(refunds).values({
      bookingId,
      paymentId: payment!.id,
      reason: pick(['staff', 'change'] as const),
      provider: 'sandbox',
      providerRefundId: unique('re'),
      status: pick(['pending', 'succeeded', 'failed'] as const),
      amountCents: cents,
      currency: 'EUR',
    })
  } else if (step === 2) {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.bookingId, bookingId))
    if (refund) {
      await tx
        .update(refunds)
        .set({ status: pick(['pending', 'succeeded', 'failed'] as const) })
        .where(eq(refunds.id, refund.id))
    }
  } else if (step === 3) {
    await tx.insert(depositHolds).values({
      bookingId,
      provider: 'sandbox',
      providerHoldId: random() < 0.8 ? unique('pi_hold') : null,
      amountCents: cents,
      currency: 'EUR',
      status: pick(['held', 'declined'] as const),
    })
  } else if (step === 4 && holds.length > 0) {
    const hold = pick(holds)
    const [job] = await tx
      .insert(depositJobs)
      .values({ bookingId, kind: 'capture', holdId: hold.id, amountCents: cents })
      .onConflictDoNothing()
      .returning()
    if (job && random() < 0.5) {
      await tx.update(depositJobs).set({ status: 'failed' }).where(eq(depositJobs.id, job.id))
    }
  } else if (step === 5 && holds.length > 0) {
    const hold = pick(holds)
    if (random() < 0.5) await tx.delete(depositHolds).where(eq(depositHolds.id, hold.id))
    else {
      await tx
        .update(depositHolds)
        .set({ status: pick(['released', 'declined', 'captured'] as const) })
        .where(eq(depositHolds.id, hold.id))
    }
  }
}

class RolledBack extends Error {}

it('keeps every booking money sums equal to its records through random journeys', async () => {
  const ids = [suite.ids['ZCS123-K']!]
  const bookings = [
    (await paidBooking(suite.app, ids)).booking._id,
    (await paidBooking(suite.app, ids)).booking._id,
  ]
  expect(await drifted(suite.db)).toEqual([])
  const random = seededRandom(32)
  for (let journey = 0; journey < 40; journey++) {
    const bookingId = bookings[journey % bookings.length]!
    const rollBack = random() < 0.2
    await suite.db
      .transaction(async (tx) => {
        for (let step = 0; step < 4; step++) await randomStep(tx, bookingId, random)
        if (rollBack) throw new RolledBack()
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
    expect({ journey, drifted: await drifted(suite.db) }).toEqual({ journey, drifted: [] })
  }
})

describeOnPostgres('two payments recorded at once', () => {
  it('counts both in the booking money sums', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
    const before = await paidCents(suite.db, booking._id)
    let arrived = 0
    let bothIn: () => void = () => {}
    const together = new Promise<void>((resolve) => (bothIn = resolve))
    const pay = (cents: number) =>
      suite.db.transaction(async (tx) => {
        await tx.insert(payments).values({
          bookingId: booking._id,
          provider: 'sandbox',
          checkoutSessionId: unique('cs_race'),
          status: 'paid',
          amountCents: cents,
          currency: 'EUR',
          receivedCents: cents,
          receivedCurrency: 'EUR',
          kept: false,
        })
        if (++arrived === 2) bothIn()
        await together
      })
    await Promise.all([pay(700), pay(1100)])
    expect(await paidCents(suite.db, booking._id)).toEqual({
      paid_cents: before!.paid_cents + 1800,
      corrections_taken_cents: before!.corrections_taken_cents + 1800,
    })
    expect(await drifted(suite.db)).toEqual([])
  })
})
