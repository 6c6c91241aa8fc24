import { and, eq, sql } from 'drizzle-orm'
import type { CheckoutSession } from '../../../shared/contract/bookings'
import { bookings, payments, users } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { BookingRow } from '../bookings'
import { requireBillingDetails } from '../invoices'
import { currentAttempt, providerUnavailable, takenBy, type PaymentRow } from './attempts'
import type { PaymentContext } from './context'
import { dueNow } from './deposit-terms'
import { recordPayment } from './payment-record'
import type { CheckoutRequest } from './providers/provider'
import { returnBaseFor, type OpenedAt } from './return-origin'

/**
 * Opens (or reopens) the provider's hosted checkout for an unpaid booking, or for the difference
 * of a change a paid booking owes (docs/money.md, Changes): one checkout per
 * attempt, however many requests arrive together (double clicks, two tabs, retries). The
 * attempt is recorded first and its id is the provider call's idempotency key, so the provider
 * makes one checkout for it even when the calls race or a crash cuts one short.
 */
export async function startCheckout(
  ctx: PaymentContext,
  { userId, bookingId, openedAt }: { userId: string; bookingId: string; openedAt: OpenedAt },
): Promise<CheckoutSession> {
  const { booking, attempt, email, saveCard } = await ctx.db.transaction(async (tx) => {
    const row = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: true })
    if (!row || row.userId !== userId) throw notFound('Booking not found')
    const due = await dueNow(tx, row)
    const owes = row.paymentStatus === 'unpaid' || due.changeId !== null
    if (row.status !== 'confirmed' || !owes) {
      throw new AppError(409, 'PAYMENT_NOT_NEEDED', 'This booking does not need a payment.')
    }
    if (!due.changeId && row.paymentDueAt <= ctx.now()) {
      throw new AppError(
        409,
        'PAYMENT_WINDOW_CLOSED',
        'The time to pay for this booking has run out.',
      )
    }
    // Its rental above 400 € is invoiced in full, so it is paid only with billing details.
    requireBillingDetails(row.pricing, row.billingDetails)
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    return {
      booking: row,
      attempt: await currentAttempt(ctx, { tx, booking: row }),
      email: user!.email,
      saveCard: due.saveCard,
    }
  })
  if (attempt.status === 'open' && attempt.url && attempt.checkoutSessionId) {
    return { url: attempt.url, session_id: attempt.checkoutSessionId }
  }
  const returnBase = returnBaseFor(ctx.config, openedAt)
  const checkout = await ctx.provider
    .createCheckout({
      ...checkoutRequest({ booking, attempt, customerEmail: email, returnBase }),
      saveCard,
    })
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

function checkoutRequest({
  booking,
  attempt,
  customerEmail,
  returnBase,
}: {
  booking: BookingRow
  attempt: PaymentRow
  customerEmail: string
  returnBase: string
}): CheckoutRequest {
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

/**
 * Routes and guard (docs/product.md): success redirect: the traveller is back from the provider;
 * ask it, don't wait for webhooks.
 */
export async function confirmCheckout(
  ctx: PaymentContext,
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
    await ctx.db.transaction((tx) => recordPayment(ctx, { tx, taken: takenBy(checkout) }))
  }
  return checkout.paid
}
