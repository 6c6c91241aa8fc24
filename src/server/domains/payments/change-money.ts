import { and, eq, isNull, sql } from 'drizzle-orm'
import { payments } from '../../db/schema'
import type { BookingChangedHandler } from '../bookings'
import { LIVE_ATTEMPT } from './attempts'
import type { PaymentContext } from './context'
import { sendPendingRefunds } from './refunds'
import { settleAttempts } from './settle-attempts'
import { invoiceRefund, refundAcrossPayments } from './spread-refund'

/**
 * The money of a booking's change, registered with the bookings domain. In the change's
 * transaction: an unpaid booking's open checkout asked for the old amount, so it is set aside
 * (the next one asks the new total); a reduction's refund is written, with its invoice. After commit: a checkout
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
      if (version.refundCents > 0) {
        const cents = version.refundCents
        const parts = await refundAcrossPayments(tx, {
          booking,
          cents,
          reason: 'change',
          changeId: version.id,
        })
        await invoiceRefund(tx, { booking, parts })
      }
    },
    afterChange: async ({ bookingId }) => {
      await settleAttempts(ctx, { bookingIds: [bookingId] })
      await sendPendingRefunds(ctx)
    },
  }
}
