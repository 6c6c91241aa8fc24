import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { bookingUnits, bookings, damageClaims, deposits } from '../../db/schema'
import type { BookingRow, DepositContext, Tx } from './context'
import { releaseDeposit } from './settle'

/** Whether any unit of the booking was claimed on at check-in. */
async function hasClaims(tx: Pick<Tx, 'select'>, bookingId: string) {
  const [claim] = await tx
    .select({ id: damageClaims.id })
    .from(damageClaims)
    .where(eq(damageClaims.bookingId, bookingId))
    .limit(1)
  return claim !== undefined
}

/**
 * All the gear of a locked booking is back (checked in at the desk): with no claim, its deposit
 * is released at once; with claims, it stays held until an admin decides them.
 */
export async function afterReturn(
  ctx: Pick<DepositContext, 'payments' | 'now'>,
  { tx, booking }: { tx: Tx; booking: BookingRow },
): Promise<'released' | 'awaiting_decision'> {
  if (await hasClaims(tx, booking.id)) return 'awaiting_decision'
  await releaseDeposit(ctx, { tx, booking })
  return 'released'
}

/**
 * Bookings the calendar completed (their return day passed) with no unit out and no claim still
 * hold their deposit when nobody checked them in at the desk: it is released. Each booking in
 * its own transaction, skipped when another process has it locked; how many were released.
 */
export async function releaseReturned(ctx: DepositContext): Promise<number> {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(deposits, eq(deposits.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'completed'),
        inArray(deposits.status, ['awaiting', 'held', 'charged']),
        sql`not exists (select 1 from ${bookingUnits} where ${bookingUnits.bookingId} = ${bookings.id}
          and ${bookingUnits.returnedAt} is null)`,
        sql`not exists (select 1 from ${damageClaims} where ${damageClaims.bookingId} = ${bookings.id})`,
      ),
    )
  let released = 0
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.status, 'completed')))
        .for('update', { skipLocked: true })
      if (!booking) return
      const [out] = await tx
        .select({ unitId: bookingUnits.unitId })
        .from(bookingUnits)
        .where(and(eq(bookingUnits.bookingId, id), isNull(bookingUnits.returnedAt)))
        .limit(1)
      if (out || (await hasClaims(tx, id))) return
      if (await releaseDeposit(ctx, { tx, booking })) released++
    })
  }
  return released
}
