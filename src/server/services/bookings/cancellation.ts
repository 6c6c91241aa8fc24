import { and, eq, sql } from 'drizzle-orm'
import type { Booking } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings, payments, refunds } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { cancellationEmail } from '../../mail/templates/bookings'
import { toBooking } from './bookings'
import type { BookingContext, Tx } from './context'
import { emailTraveller } from './emails'
import { releaseUnits } from './holds'
import { LIVE_ATTEMPT } from './payments'
import { sendPendingRefunds } from './refunds'
import { settleAttempts } from './settle-attempts'

type BookingRow = typeof bookings.$inferSelect

/** Ends a booking: its units go back to the stock, a paid one gets its refund, an email goes out. */
export async function endBooking(
  ctx: BookingContext,
  tx: Tx,
  booking: BookingRow,
  reason: 'traveller' | 'payment_expired',
) {
  const paid = booking.paymentStatus === 'paid'
  const [ended] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: ctx.now(),
      cancellationReason: reason,
      ...(reason === 'payment_expired' ? { paymentStatus: 'expired' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
    .returning()
  await releaseUnits(tx, booking.id)
  // A checkout still open can no longer be paid for this booking; the provider is asked how it ended.
  await tx
    .update(payments)
    .set({ status: 'closing', updatedAt: sql`now()` })
    .where(and(eq(payments.bookingId, booking.id), LIVE_ATTEMPT))
  const [kept] = paid
    ? await tx
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.kept, true)))
    : []
  if (kept) {
    await tx
      .insert(refunds)
      .values({
        bookingId: booking.id,
        paymentId: kept.id,
        reason: 'cancellation',
        provider: kept.provider,
        amountCents: kept.receivedCents ?? booking.totalCents,
        currency: kept.receivedCurrency ?? booking.currency,
      })
      .onConflictDoNothing()
  }
  await emailTraveller(tx, ctx.config.publicUrl, ended!, 'cancellation', (language, facts) =>
    cancellationEmail(language, {
      ...facts,
      refunded: paid,
      expired: reason === 'payment_expired',
    }),
  )
}

/**
 * Spec 4: a booking can be cancelled until 24 hours before pickup, and not once cancelled or
 * completed. The booking row is locked, so two cancellations at once make one refund.
 */
export async function cancelBooking(
  ctx: BookingContext,
  viewer: { userId: string; role: string },
  id: string,
  language: Language,
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
    if (now >= booking.cancellationDeadline) {
      throw new AppError(
        409,
        'CANCELLATION_WINDOW_CLOSED',
        'Bookings cannot be cancelled within 24 hours of pickup.',
      )
    }
    await endBooking(ctx, tx, booking, 'traveller')
  })
  // A checkout it had may have been paid meanwhile: recorded now, and refunded with the rest.
  await settleAttempts(ctx, [id])
  await sendPendingRefunds(ctx)
  const [current] = await ctx.db.select().from(bookings).where(eq(bookings.id, id))
  return toBooking(ctx.db, current!, language, ctx.now())
}
