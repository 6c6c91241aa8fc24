import { and, eq, inArray, sql } from 'drizzle-orm'
import type { CheckoutSession } from '../../../shared/contract/bookings'
import { bookings, payments, users } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { CheckoutRequest, ProviderCheckout } from '../../payments/provider'
import { PAYMENT_WINDOW_MINUTES, minutesAfter, type BookingContext, type Tx } from './context'
import { setBookingHolds } from './holds'
import { recordPayment } from './payment-record'

type PaymentRow = typeof payments.$inferSelect
type BookingRow = typeof bookings.$inferSelect

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

/**
 * The booking's live payment attempt, or a new one. Runs with the booking row locked, so two
 * requests at once agree on one attempt. An open attempt past its expiry is no longer offered:
 * it is set aside ('closing') for the provider to be asked about, and a new one starts.
 */
async function currentAttempt(ctx: BookingContext, tx: Tx, booking: BookingRow) {
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
  const [attempt] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: ctx.provider.name,
      status: 'opening',
      amountCents: booking.totalCents,
      currency: booking.currency,
      expiresAt,
    })
    .returning()
  // The units stay kept while the checkout can be paid.
  const until = expiresAt > booking.paymentDueAt ? expiresAt : booking.paymentDueAt
  await tx
    .update(bookings)
    .set({ paymentDueAt: until, updatedAt: sql`now()` })
    .where(eq(bookings.id, booking.id))
  await setBookingHolds(tx, booking.quoteId, booking.id, until)
  return attempt!
}

/**
 * Opens (or reopens) the provider's hosted checkout for an unpaid booking: one checkout per
 * attempt, however many requests arrive together (double clicks, two tabs, retries). The
 * attempt is recorded first and its id is the provider call's idempotency key, so the provider
 * makes one checkout for it even when the calls race or a crash cuts one short.
 */
export async function startCheckout(
  ctx: BookingContext,
  { userId, bookingId, returnBase }: { userId: string; bookingId: string; returnBase: string },
): Promise<CheckoutSession> {
  const { booking, attempt, email } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
    if (!row || row.userId !== userId) throw notFound('Booking not found')
    if (row.status !== 'confirmed' || row.paymentStatus !== 'unpaid') {
      throw new AppError(409, 'PAYMENT_NOT_NEEDED', 'This booking does not need a payment.')
    }
    if (row.paymentDueAt <= ctx.now()) {
      throw new AppError(
        409,
        'PAYMENT_WINDOW_CLOSED',
        'The time to pay for this booking has run out.',
      )
    }
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    return { booking: row, attempt: await currentAttempt(ctx, tx, row), email: user!.email }
  })
  if (attempt.status === 'open' && attempt.url && attempt.checkoutSessionId) {
    return { url: attempt.url, session_id: attempt.checkoutSessionId }
  }
  const checkout = await ctx.provider
    .createCheckout(checkoutRequest(booking, attempt, email, returnBase))
    .catch((error: unknown) => {
      ctx.log.warn({ err: error, bookingId }, 'the payment provider did not open a checkout')
      throw providerUnavailable()
    })
  await ctx.db
    .update(payments)
    .set({
      checkoutSessionId: checkout.id,
      url: checkout.url,
      status: 'open',
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, 'opening')))
  return { url: checkout.url, session_id: checkout.id }
}

function checkoutRequest(
  booking: BookingRow,
  attempt: PaymentRow,
  customerEmail: string,
  returnBase: string,
): CheckoutRequest {
  return {
    bookingId: booking.id,
    paymentId: attempt.id,
    reference: booking.reference,
    amount: attempt.amountCents,
    currency: attempt.currency,
    description: `TinyTrip booking ${booking.reference}`,
    successUrl: `${returnBase}/booking/success-redirect?booking_id=${booking.id}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${returnBase}/booking/${booking.id}`,
    customerEmail,
    expiresAt: attempt.expiresAt!,
    idempotencyKey: `checkout-${attempt.id}`,
  }
}

/** What a paid checkout took, as the payment records it. */
export const takenBy = (checkout: ProviderCheckout) => ({
  checkoutId: checkout.id,
  paymentId: checkout.paymentId,
  paymentIntentId: checkout.paymentIntentId,
  amount: checkout.amount,
  currency: checkout.currency,
})

/** Spec 2 success redirect: the traveller is back from the provider; ask it, don't wait for webhooks. */
export async function confirmCheckout(
  ctx: BookingContext,
  { userId, bookingId, sessionId }: { userId: string; bookingId: string; sessionId: string },
) {
  const [payment] = await ctx.db
    .select({ bookingId: payments.bookingId, ownerId: bookings.userId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.checkoutSessionId, sessionId))
  if (payment?.bookingId !== bookingId || payment.ownerId !== userId) {
    throw notFound('Booking not found')
  }
  const checkout = await ctx.provider.getCheckout(sessionId).catch((error: unknown) => {
    ctx.log.warn({ err: error, bookingId }, 'could not ask the payment provider about a checkout')
    throw providerUnavailable()
  })
  if (checkout.paid) {
    await ctx.db.transaction((tx) => recordPayment(ctx, tx, takenBy(checkout)))
  }
  return checkout.paid
}
