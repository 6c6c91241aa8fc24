import { and, eq, isNull, sql } from 'drizzle-orm'
import { bookingVersions, payments } from '../../db/schema'
import type { Tx } from './context'

// What the payments domain reads of a booking's changes (versions are the bookings domain's rows).

/** The change whose difference the booking still owes, if any (read as a view of bookings). */
export async function owedChange(tx: Pick<Tx, 'select'>, bookingId: string) {
  const [owed] = await tx
    .select()
    .from(bookingVersions)
    .where(
      and(eq(bookingVersions.bookingId, bookingId), eq(bookingVersions.status, 'awaiting_payment')),
    )
  return owed
}

/**
 * What the booking's changes move its kept rental by, apart from its price: less what a change
 * still owes, plus what the cancellation rules kept of a reduction (docs/money.md, Changes).
 */
export async function changeAdjustment(tx: Pick<Tx, 'select'>, bookingId: string) {
  const [sum] = await tx
    .select({
      cents: sql<number>`(coalesce(sum(${bookingVersions.retainedCents}), 0)
        - coalesce(sum(${bookingVersions.differenceCents})
            filter (where ${bookingVersions.status} = 'awaiting_payment'), 0))::int`,
    })
    .from(bookingVersions)
    .where(eq(bookingVersions.bookingId, bookingId))
  return sum?.cents ?? 0
}

/** Payments kept as the booking's own, as refunds and deposits read them: the first payment. */
export const firstPayment = (bookingId: string) =>
  and(eq(payments.bookingId, bookingId), eq(payments.kept, true), isNull(payments.changeId))
