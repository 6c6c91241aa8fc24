import { and, eq, sql } from 'drizzle-orm'
import { DEPOSIT_HOLD_LEAD_HOURS } from '../../../shared/domain/deposits'
import { instantOf } from '../../../shared/domain/zonedTime'
import { depositJobs, deposits } from '../../db/schema'
import type { BookingRow, DepositContext, Tx } from './context'
import { locationTimeZone } from './location-time'
import { lockDeposit } from './settle'

/**
 * The deposit follows a booking's change (docs/money.md, Changes), in the change's transaction,
 * while nothing of it is settled: its amount becomes the new units' deposit and, in hold mode,
 * its first hold is planned a day before the new pickup. A hold already placed is placed again
 * at once for the new amount (more units, a larger hold; fewer, the rest released), the old
 * one released once the new one holds: its pending renewal is brought forward to now.
 */
export async function followChange(
  ctx: Pick<DepositContext, 'now'>,
  { tx, changed }: { tx: Tx; changed: BookingRow },
) {
  const deposit = await lockDeposit(tx, changed.id)
  if (!['awaiting', 'held', 'charged'].includes(deposit.status)) return
  const amountCents = changed.pricing.deposit
  const timeZone = await locationTimeZone(tx, changed)
  const pickupAt = instantOf(changed.startDate, changed.pickupTime, timeZone)
  const holdFrom =
    deposit.mode === 'hold' && pickupAt !== null
      ? new Date(pickupAt - DEPOSIT_HOLD_LEAD_HOURS * 3_600_000)
      : deposit.holdFrom
  await tx
    .update(deposits)
    .set({ amountCents, holdFrom, updatedAt: sql`now()` })
    .where(eq(deposits.bookingId, changed.id))
  if (deposit.mode !== 'hold' || amountCents === 0) return
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
