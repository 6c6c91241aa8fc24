import { and, eq, sql } from 'drizzle-orm'
import { DEPOSIT_HOLD_LEAD_HOURS } from '../../../shared/domain/deposits'
import { instantOf } from '../../../shared/domain/zonedTime'
import { depositJobs, deposits } from '../../db/schema'
import type { BookingRow, DepositContext, DepositRow, Tx } from './context'
import { queueJob } from './job-queue'
import { locationTimeZone } from './location-time'
import { isOpen, lockDeposit, settleDeposit } from './settle'

/** A deposit settled because there was nothing to hold (no gear of the booking carries one). */
const settledAtZero = (deposit: DepositRow) =>
  deposit.status === 'released' && deposit.amountCents === 0

/**
 * The deposit follows a booking's change (docs/money.md, Changes), in the change's transaction,
 * while nothing of it is settled: its amount becomes the new units' deposit and, in hold mode,
 * its first hold is planned a day before the new pickup. A hold already placed is placed again
 * at once for the new amount (more units, a larger hold; fewer, the rest released), the old
 * one released once the new one holds: its pending renewal is brought forward to now. A change
 * that leaves nothing to hold settles the deposit at once (any hold released, any placement
 * called off); one that adds gear with a deposit to a booking without one opens it again.
 */
export async function followChange(
  ctx: Pick<DepositContext, 'now' | 'payments'>,
  { tx, changed }: { tx: Tx; changed: BookingRow },
) {
  const deposit = await lockDeposit(tx, changed.id)
  const amountCents = changed.pricing.deposit
  if (!isOpen(deposit) && !(settledAtZero(deposit) && amountCents > 0)) return
  const timeZone = await locationTimeZone(tx, changed)
  const pickupAt = instantOf(changed.startDate, changed.pickupTime, timeZone)
  const holdFrom =
    deposit.mode === 'hold' && pickupAt !== null
      ? new Date(pickupAt - DEPOSIT_HOLD_LEAD_HOURS * 3_600_000)
      : deposit.holdFrom
  if (!isOpen(deposit)) {
    await reopen(ctx, { tx, changed, deposit: { ...deposit, amountCents, holdFrom } })
    return
  }
  const [followed] = await tx
    .update(deposits)
    .set({ amountCents, holdFrom, updatedAt: sql`now()` })
    .where(eq(deposits.bookingId, changed.id))
    .returning()
  if (amountCents === 0) {
    await settleDeposit(ctx, { tx, booking: changed, deposit: followed!, keep: 0 })
    return
  }
  if (deposit.mode !== 'hold') return
  const now = ctx.now()
  const placeAt =
    deposit.status === 'held' && amountCents !== deposit.amountCents
      ? now
      : holdFrom && holdFrom > now && deposit.status === 'awaiting'
        ? holdFrom
        : undefined
  await tx
    .update(depositJobs)
    .set({ amountCents, ...(placeAt && { nextAttemptAt: placeAt }) })
    .where(
      and(
        eq(depositJobs.bookingId, changed.id),
        eq(depositJobs.kind, 'place'),
        eq(depositJobs.status, 'pending'),
      ),
    )
}

/**
 * A deposit that had nothing to hold gets `deposit.amountCents`: open again, as if booked with
 * it. A paid
 * booking's deposit is charged with the change's difference (charge mode), or its hold planned
 * a day before pickup (hold mode); an unpaid one waits for the payment, as a new booking's does.
 */
async function reopen(
  ctx: Pick<DepositContext, 'now'>,
  { tx, changed, deposit }: { tx: Tx; changed: BookingRow; deposit: DepositRow },
) {
  const paid = changed.paymentStatus === 'paid'
  await tx
    .update(deposits)
    .set({
      amountCents: deposit.amountCents,
      holdFrom: deposit.holdFrom,
      status: paid && deposit.mode === 'charge' ? 'charged' : 'awaiting',
      releasedCents: 0,
      settledAt: null,
      moneyBackAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(deposits.bookingId, changed.id))
  if (!paid || deposit.mode !== 'hold') return
  const now = ctx.now()
  await queueJob(tx, {
    bookingId: changed.id,
    kind: 'place',
    amountCents: deposit.amountCents,
    at: deposit.holdFrom && deposit.holdFrom > now ? deposit.holdFrom : now,
  })
}
