import { and, eq, inArray, sql } from 'drizzle-orm'
import { payments } from '../../db/schema'
import { AppError } from '../../errors'
import { PAYMENT_WINDOW_MINUTES } from '../../../shared/domain/constants'
import { minutesAfter } from '../../../shared/domain/zonedTime'
import type { BookingRow } from '../bookings'
import type { PaymentContext, Tx } from './context'
import { dueNow } from './deposit-terms'
import type { ProviderCheckout, TakenPayment } from './providers/provider'

export type PaymentRow = typeof payments.$inferSelect

/** The attempts that may still take money: at most one per booking (a unique index says so). */
export const LIVE_ATTEMPT = inArray(payments.status, ['opening', 'open'])

export const providerUnavailable = () =>
  new AppError(
    503,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The card payment service is not answering. Please try again in a moment.',
    undefined,
    5,
  )

/** What a paid checkout took, as the payment records it. */
export const takenBy = (checkout: ProviderCheckout): TakenPayment => ({
  checkoutId: checkout.id,
  paymentId: checkout.paymentId,
  paymentIntentId: checkout.paymentIntentId,
  amount: checkout.amount,
  currency: checkout.currency,
})

/**
 * The booking's live payment attempt, or a new one. Runs with the booking row locked, so two
 * requests at once agree on one attempt. A paid booking's attempt pays the change it owes. An open attempt past its expiry is no longer offered:
 * it is set aside ('closing') for the provider to be asked about, and a new one starts.
 */
export async function currentAttempt(
  ctx: PaymentContext,
  { tx, booking }: { tx: Tx; booking: BookingRow },
) {
  const now = ctx.now()
  const [live] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), LIVE_ATTEMPT))
    .for('update')
  if (live && (live.expiresAt ?? now) > now) return live
  if (live) {
    await tx
      .update(payments)
      .set({ status: 'closing', updatedAt: sql`now()` })
      .where(eq(payments.id, live.id))
  }
  const expiresAt = minutesAfter(now, PAYMENT_WINDOW_MINUTES)
  const due = await dueNow(tx, booking)
  const [attempt] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: ctx.provider.name,
      status: 'opening',
      amountCents: due.amountCents,
      currency: booking.currency,
      expiresAt,
      changeId: due.changeId,
    })
    .returning()
  // A change's difference: its units are the booking's already.
  if (due.changeId) return attempt!
  // The units stay kept while the checkout can be paid.
  const until = expiresAt > booking.paymentDueAt ? expiresAt : booking.paymentDueAt
  await ctx.bookings.extendPaymentWindow({ tx, booking, until })
  return attempt!
}
