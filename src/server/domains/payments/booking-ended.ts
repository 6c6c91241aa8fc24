import { and, eq, sql } from 'drizzle-orm'
import { payments } from '../../db/schema'
import type { BookingEndedHandler } from '../bookings'
import { LIVE_ATTEMPT } from './attempts'
import type { PaymentContext } from './context'
import { sendPendingRefunds } from './refunds'
import { settleAttempts } from './settle-attempts'
import { invoiceRefund, refundAcrossPayments } from './spread-refund'
import { refundablePayment } from './staff-refunds'

/**
 * The money of a booking that ends, registered with the bookings domain. In the transaction that
 * ends it (booking row locked first, then its payment rows): its open checkout is set aside, and
 * a paid booking's refund rows are written (one per payment drawn on), with their corrective
 * invoice, so a cancellation never commits without its refund.
 * After a traveller's cancellation commits: a checkout paid meanwhile is recorded (and refunded
 * with the rest), and the refunds go to the provider, so the answer shows the refund's id.
 */
export function onBookingEnded(ctx: PaymentContext): BookingEndedHandler {
  return {
    inTransaction: async ({ tx, booking, reason, staff }) => {
      // A checkout still open can no longer be paid for this booking; the provider is asked how it ended.
      await tx
        .update(payments)
        .set({ status: 'closing', updatedAt: sql`now()` })
        .where(and(eq(payments.bookingId, booking.id), LIVE_ATTEMPT))
      if (booking.paymentStatus !== 'paid') return
      // Staff choose what a cancellation of theirs refunds (the desk records it with the ending).
      if (staff) return
      // A no-show is past its pickup, so within the 24 hours the policy refunds nothing (an
      // admin may still refund at the desk).
      if (reason === 'no_show') return
      // What staff already refunded is not refunded again.
      const { kept, refundable } = await refundablePayment(tx, booking)
      if (!kept || refundable === 0) return
      const parts = await refundAcrossPayments(tx, {
        booking,
        cents: refundable,
        reason: 'cancellation',
      })
      await invoiceRefund(tx, { booking, parts })
    },
    afterCancellation: async ({ bookingId }) => {
      await settleAttempts(ctx, { bookingIds: [bookingId] })
      await sendPendingRefunds(ctx)
    },
  }
}
