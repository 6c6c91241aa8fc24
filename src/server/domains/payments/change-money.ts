import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import { payments, refunds } from '../../db/schema'
import type { BookingChangedHandler, BookingRow, BookingVersionRow } from '../bookings'
import { LIVE_ATTEMPT } from './attempts'
import type { PaymentContext, Tx } from './context'
import { sendPendingRefunds } from './refunds'
import { settleAttempts } from './settle-attempts'

/**
 * A reduction's refund, taken from the booking's kept payments (the first payment, then each
 * paid difference), each giving at most what is left of it: one 'change' refund row per payment.
 */
async function refundChange(
  tx: Tx,
  { booking, version }: { booking: BookingRow; version: BookingVersionRow },
) {
  const kept = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.kept, true)))
    .orderBy(asc(payments.paidAt))
  let left = version.refundCents
  for (const payment of kept) {
    const [given] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')))
    const amount = Math.min(left, (payment.receivedCents ?? 0) - (given?.cents ?? 0))
    if (amount <= 0) continue
    await tx.insert(refunds).values({
      bookingId: booking.id,
      paymentId: payment.id,
      reason: 'change',
      provider: payment.provider,
      amountCents: amount,
      currency: payment.receivedCurrency ?? booking.currency,
      changeId: version.id,
    })
    left -= amount
    if (left === 0) return
  }
}

/**
 * The money of a booking's change, registered with the bookings domain. In the change's
 * transaction: an unpaid booking's open checkout asked for the old amount, so it is set aside
 * (the next one asks the new total); a reduction's refund is written. After commit: a checkout
 * paid meanwhile is recorded, and the refunds go to the provider.
 */
export function onBookingChanged(ctx: PaymentContext): BookingChangedHandler {
  return {
    inTransaction: async ({ tx, booking, version }) => {
      if (booking.paymentStatus !== 'paid' && version.differenceCents !== 0) {
        await tx
          .update(payments)
          .set({ status: 'closing', updatedAt: sql`now()` })
          .where(and(eq(payments.bookingId, booking.id), LIVE_ATTEMPT, isNull(payments.changeId)))
      }
      if (version.refundCents > 0) await refundChange(tx, { booking, version })
    },
    afterChange: async ({ bookingId }) => {
      await settleAttempts(ctx, { bookingIds: [bookingId] })
      await sendPendingRefunds(ctx)
    },
  }
}
