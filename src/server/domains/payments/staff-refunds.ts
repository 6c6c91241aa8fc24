import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { payments, refunds } from '../../db/schema'
import { AppError } from '../../errors'
import type { BookingRow } from '../bookings'
import type { Tx } from './context'

/** What staff may still refund on a booking: its kept payment less refunds not failed. */
export async function refundableCents(tx: Pick<Tx, 'select'>, booking: BookingRow) {
  const [kept] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.kept, true)))
  if (!kept) return { kept: null, refundable: 0 }
  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.bookingId, booking.id),
        inArray(refunds.reason, ['cancellation', 'staff']),
        ne(refunds.status, 'failed'),
      ),
    )
  const paid = kept.receivedCents ?? booking.totalCents
  return { kept, refundable: Math.max(0, paid - (given?.cents ?? 0)) }
}

/**
 * Writes a refund an admin made, in the caller's transaction with the booking row locked (so
 * two refunds at once cannot both take what is left). Sent to the provider after commit.
 */
export async function recordStaffRefund(
  tx: Tx,
  args: { booking: BookingRow; amount: number; actorId: string; note: string | null },
) {
  const { kept, refundable } = await refundableCents(tx, args.booking)
  if (!kept || refundable === 0) {
    throw new AppError(409, 'NOTHING_TO_REFUND', 'There is nothing left to refund on this booking.')
  }
  if (args.amount > refundable) {
    throw new AppError(
      422,
      'REFUND_TOO_LARGE',
      `The refund is more than what is left to refund (${refundable} cents).`,
    )
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: args.booking.id,
      paymentId: kept.id,
      reason: 'staff',
      provider: kept.provider,
      amountCents: args.amount,
      currency: kept.receivedCurrency ?? args.booking.currency,
      requestedBy: args.actorId,
      note: args.note,
    })
    .returning()
  return refund!
}
