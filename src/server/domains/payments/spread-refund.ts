import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { payments, refunds } from '../../db/schema'
import type { BookingRow } from '../bookings'
import type { Tx } from './context'

/**
 * Refunds `cents` of a booking from its kept payments in the order they were paid (the first
 * payment, then each paid difference), each giving at most what is left of it, since a card
 * provider refunds no more than a payment took: one refund row per payment drawn on.
 */
export async function refundAcrossPayments(
  tx: Tx,
  {
    booking,
    cents,
    reason,
    changeId = null,
  }: {
    booking: BookingRow
    cents: number
    reason: 'cancellation' | 'change'
    changeId?: string | null
  },
) {
  const kept = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.kept, true)))
    .orderBy(asc(payments.paidAt))
  let left = cents
  for (const payment of kept) {
    if (left === 0) return
    const [given] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')))
    const amount = Math.min(left, (payment.receivedCents ?? 0) - (given?.cents ?? 0))
    if (amount <= 0) continue
    await tx
      .insert(refunds)
      .values({
        bookingId: booking.id,
        paymentId: payment.id,
        reason,
        provider: payment.provider,
        amountCents: amount,
        currency: payment.receivedCurrency ?? booking.currency,
        changeId,
      })
      .onConflictDoNothing()
    left -= amount
  }
}
