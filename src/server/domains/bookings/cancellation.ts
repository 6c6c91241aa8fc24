import { and, eq, sql } from 'drizzle-orm'
import type { Booking } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings, refunds } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { cancellationEmail, formatMoney } from '../mail'
import { toBooking } from './booking-view'
import type { BookingContext, BookingEnding, Tx, Viewer } from './context'
import { emailTraveller } from './emails'
import { releaseUnits } from './holds'
import { cancellableAt } from './cancellation-rule'

/** The refund of a traveller's cancellation, as written in this transaction (0 for none). */
async function cancellationRefundCents(tx: Tx, bookingId: string) {
  const [refund] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.reason, 'cancellation')))
  return refund?.cents ?? 0
}

/**
 * Ends a booking in the caller's transaction, its row locked: its units go back to the stock,
 * the domains that registered for it act (the payments domain writes a paid booking's refund
 * and sets its open checkouts aside), and an email goes out.
 */
export async function endBooking(
  ctx: BookingContext,
  { tx, booking, reason, staff }: BookingEnding,
) {
  const [ended] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: ctx.now(),
      cancellationReason: reason,
      staffReason: staff?.reason ?? null,
      ...(reason === 'payment_expired' ? { paymentStatus: 'expired' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
    .returning()
  await releaseUnits(tx, booking.id)
  // Ended before the gear went out: the promo code's use goes back to it.
  if (reason !== 'no_show' && !booking.handedOutAt) {
    await ctx.promotions.release({ tx, bookingId: booking.id })
  }
  for (const handler of ctx.endedHandlers)
    await handler.inTransaction({ tx, booking, reason, staff })
  // What goes back of the rental: what staff chose, or the refund the payments domain wrote
  // just now (the deposit comes back on its own, with its own email).
  const refundedCents = staff ? staff.refundCents : await cancellationRefundCents(tx, booking.id)
  await emailTraveller(ctx, {
    tx,
    booking: ended!,
    template: 'cancellation',
    render: (language, facts) =>
      cancellationEmail(language, {
        ...facts,
        refunded:
          refundedCents > 0
            ? formatMoney({ cents: refundedCents, currency: booking.currency, language })
            : null,
        expired: reason === 'payment_expired',
        staffReason: staff?.reason ?? null,
        paid: booking.paymentStatus === 'paid',
      }),
  })
}

/**
 * State machines (docs/product.md): a booking can be cancelled until 24 hours before pickup (at
 * any time before handover when its flight is cancelled), and not once cancelled or completed. The booking row is locked, so two cancellations at once make one
 * refund. Once committed, the registered domains settle what they have with the provider (a
 * checkout paid meanwhile is recorded and refunded with the rest), so the answer shows the refund
 * as sent.
 */
export async function cancelBooking(
  ctx: BookingContext,
  { viewer, id, language }: { viewer: Viewer; id: string; language: Language },
): Promise<Booking> {
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
    if (!booking || (booking.userId !== viewer.userId && viewer.role !== 'admin')) {
      throw notFound('Booking not found')
    }
    if (booking.status === 'cancelled' || booking.status === 'refunded') {
      throw new AppError(409, 'ALREADY_CANCELLED', 'This booking is already cancelled.')
    }
    if (booking.status === 'completed') {
      throw new AppError(409, 'ALREADY_COMPLETED', 'This booking is already completed.')
    }
    if (!cancellableAt(booking, now)) {
      throw new AppError(
        409,
        'CANCELLATION_WINDOW_CLOSED',
        'Bookings cannot be cancelled within 24 hours of pickup.',
      )
    }
    await endBooking(ctx, { tx, booking, reason: 'traveller' })
  })
  // Its units are free again: the waitlist may offer them.
  ctx.waitlistSoon()
  for (const handler of ctx.endedHandlers) await handler.afterCancellation({ bookingId: id })
  const [current] = await ctx.db.select().from(bookings).where(eq(bookings.id, id))
  return toBooking(ctx.db, { row: current!, language, now: ctx.now(), photoUrl: ctx.photoUrl })
}
