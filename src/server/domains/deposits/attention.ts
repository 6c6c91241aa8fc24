import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { addDays } from '../../../shared/domain/calendar'
import { bookedFromStockOf } from '../../db/booked-from'
import { bookings, claimEvents, damageClaims, deposits } from '../../db/schema'
import type { BookingRow, DepositContext, DepositRow } from './context'

/** A booking the desk should look at because of its deposit, and why. */
export interface DepositAttention {
  kind: 'deposit_missing' | 'claim_open'
  bookingId: string
}

/**
 * Hold mode: a paid booking still to be handed over whose hold should be in place by now (its
 * time has come, or the card refused it) and is not.
 */
export function depositMissing({
  deposit,
  booking,
  now,
}: {
  deposit: Pick<DepositRow, 'mode' | 'status' | 'amountCents' | 'holdDeclinedAt' | 'holdFrom'>
  booking: Pick<BookingRow, 'status' | 'paymentStatus' | 'handedOutAt'>
  now: Date
}) {
  return (
    deposit.mode === 'hold' &&
    deposit.status === 'awaiting' &&
    deposit.amountCents > 0 &&
    booking.status === 'confirmed' &&
    booking.paymentStatus === 'paid' &&
    !booking.handedOutAt &&
    (deposit.holdDeclinedAt !== null || (!!deposit.holdFrom && deposit.holdFrom <= now))
  )
}

/**
 * At a location: paid pickups of the coming days whose hold should be in place and is not
 * (depositMissing, in SQL), before the gear goes out; and bookings whose claims wait for a
 * decision.
 */
export async function depositAttention(
  ctx: Pick<DepositContext, 'db'>,
  { locationCode, today, now }: { locationCode: string; today: string; now: Date },
): Promise<DepositAttention[]> {
  const missing = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(deposits, eq(deposits.bookingId, bookings.id))
    .where(
      and(
        bookedFromStockOf(locationCode),
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'paid'),
        isNull(bookings.handedOutAt),
        gte(bookings.startDate, addDays(today, -1)),
        lte(bookings.startDate, addDays(today, 2)),
        eq(deposits.mode, 'hold'),
        eq(deposits.status, 'awaiting'),
        sql`${deposits.amountCents} > 0`,
        or(isNotNull(deposits.holdDeclinedAt), lte(deposits.holdFrom, now)),
      ),
    )
  const undecided = await ctx.db
    .selectDistinct({ id: bookings.id })
    .from(bookings)
    .innerJoin(damageClaims, eq(damageClaims.bookingId, bookings.id))
    .where(
      and(
        bookedFromStockOf(locationCode),
        sql`not exists (select 1 from ${claimEvents} where ${claimEvents.bookingId} = ${bookings.id}
          and ${claimEvents.kind} = 'decided')`,
      ),
    )
  return [
    ...missing.map(({ id }) => ({ kind: 'deposit_missing' as const, bookingId: id })),
    ...undecided.map(({ id }) => ({ kind: 'claim_open' as const, bookingId: id })),
  ]
}
