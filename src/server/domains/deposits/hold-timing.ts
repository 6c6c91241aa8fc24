import { and, eq, lte, ne, sql } from 'drizzle-orm'
import { depositHolds, deposits } from '../../db/schema'
import type { BookingRow, DepositContext, Tx } from './context'
import { lockDeposit } from './settle'
import { queueJob } from './job-queue'

/**
 * Once a rental payment is kept, the deposit follows it: charge mode, it was paid with it;
 * hold mode, its first hold is planned for a day before pickup (at once when pickup is sooner).
 */
export async function paymentKept(
  ctx: Pick<DepositContext, 'now'>,
  { tx, booking }: { tx: Tx; booking: BookingRow },
) {
  const deposit = await lockDeposit(tx, booking.id)
  if (deposit.status !== 'awaiting') return
  if (deposit.mode === 'charge') {
    await tx
      .update(deposits)
      .set({ status: 'charged', updatedAt: sql`now()` })
      .where(eq(deposits.bookingId, booking.id))
    return
  }
  const now = ctx.now()
  await queueJob(tx, {
    bookingId: booking.id,
    kind: 'place',
    amountCents: deposit.amountCents,
    at: deposit.holdFrom && deposit.holdFrom > now ? deposit.holdFrom : now,
  })
}

/**
 * Holds past their time lapse (their renewal did not come through): each is marked so, and a
 * deposit left with no live hold is awaiting one again (the desk sees it missing).
 */
export async function lapseHolds(ctx: DepositContext) {
  const now = ctx.now()
  const lapsed = await ctx.db
    .select({ id: depositHolds.id, bookingId: depositHolds.bookingId })
    .from(depositHolds)
    .where(and(eq(depositHolds.status, 'held'), lte(depositHolds.expiresAt, now)))
  for (const hold of lapsed) {
    await ctx.db.transaction(async (tx) => {
      const booking = await ctx.bookings.bookingRow({ tx, id: hold.bookingId, forUpdate: true })
      if (!booking) return
      const deposit = await lockDeposit(tx, hold.bookingId)
      await tx
        .update(depositHolds)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(depositHolds.id, hold.id), eq(depositHolds.status, 'held')))
      const [other] = await tx
        .select({ id: depositHolds.id })
        .from(depositHolds)
        .where(
          and(
            eq(depositHolds.bookingId, hold.bookingId),
            eq(depositHolds.status, 'held'),
            ne(depositHolds.id, hold.id),
          ),
        )
      if (!other && deposit.status === 'held') {
        await tx
          .update(deposits)
          .set({ status: 'awaiting', updatedAt: sql`now()` })
          .where(eq(deposits.bookingId, hold.bookingId))
      }
    })
  }
  return lapsed.length
}
