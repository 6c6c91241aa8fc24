import { and, desc, eq, sql } from 'drizzle-orm'
import type { CheckoutSession } from '../../../shared/contract/bookings'
import { bookings, payments, refunds, users, webhookEvents } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { paymentReceivedEmail } from '../../mail/templates/bookings'
import type { PaymentEvent } from '../../payments/provider'
import { PAYMENT_WINDOW_MINUTES, minutesAfter, type BookingContext, type Tx } from './context'
import { emailTraveller } from './emails'
import { confirmUnits, setBookingHolds } from './holds'
import { sendPendingRefunds, updateRefund } from './refunds'

/**
 * Opens (or reuses) the provider's hosted checkout for an unpaid booking. Opening it extends
 * the hold to the checkout's own expiry, so a payment the provider accepts always finds its
 * units still kept.
 */
export async function startCheckout(
  ctx: BookingContext,
  userId: string,
  bookingId: string,
): Promise<CheckoutSession> {
  const now = ctx.now()
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking || booking.userId !== userId) throw notFound('Booking not found')
  if (booking.status !== 'confirmed' || booking.paymentStatus !== 'unpaid') {
    throw new AppError(409, 'PAYMENT_NOT_NEEDED', 'This booking does not need a payment.')
  }
  if (booking.paymentDueAt <= now) {
    throw new AppError(
      409,
      'PAYMENT_WINDOW_CLOSED',
      'The time to pay for this booking has run out.',
    )
  }
  const [open] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'open')))
    .orderBy(desc(payments.createdAt))
    .limit(1)
  if (open) {
    const checkout = await ctx.provider.getCheckout(open.checkoutSessionId)
    if (checkout.status === 'open') return { url: checkout.url, session_id: checkout.id }
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
  const expiresAt = minutesAfter(now, PAYMENT_WINDOW_MINUTES)
  const { publicUrl } = ctx.config
  const checkout = await ctx.provider.createCheckout({
    bookingId,
    reference: booking.reference,
    amount: booking.totalCents,
    currency: booking.currency,
    description: `TinyTrip booking ${booking.reference}`,
    successUrl: `${publicUrl}/booking/success-redirect?booking_id=${bookingId}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/booking/${bookingId}`,
    customerEmail: user!.email,
    expiresAt,
    idempotencyKey: `checkout-${bookingId}-${Math.floor(now.getTime() / 60_000)}`,
  })
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        bookingId,
        provider: ctx.provider.name,
        checkoutSessionId: checkout.id,
        amountCents: booking.totalCents,
        currency: booking.currency,
        url: checkout.url,
      })
      .onConflictDoNothing({ target: payments.checkoutSessionId })
    const until = expiresAt > booking.paymentDueAt ? expiresAt : booking.paymentDueAt
    await tx
      .update(bookings)
      .set({ paymentDueAt: until, updatedAt: sql`now()` })
      .where(eq(bookings.id, bookingId))
    await setBookingHolds(tx, booking.quoteId, bookingId, until)
  })
  return { url: checkout.url, session_id: checkout.id }
}

/**
 * A checkout was paid: the booking is paid, its units confirmed, its email queued. Only moves
 * forward: an event about a booking already paid, or a repeat, changes nothing. A payment that
 * arrives for a booking no longer held (cancelled meanwhile) is refunded.
 */
export async function markPaid(
  ctx: BookingContext,
  tx: Tx,
  checkoutId: string,
  paymentIntentId: string | null,
) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.checkoutSessionId, checkoutId))
    .for('update')
  if (!payment) return false
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, payment.bookingId))
    .for('update')
  if (!booking || booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded')
    return false
  await tx
    .update(payments)
    .set({ status: 'paid', paymentIntentId, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id))
  const stillHeld = booking.status === 'confirmed'
  const [paid] = await tx
    .update(bookings)
    .set({ paymentStatus: 'paid', paidAt: ctx.now(), updatedAt: sql`now()` })
    .where(eq(bookings.id, booking.id))
    .returning()
  if (stillHeld) {
    await confirmUnits(tx, booking.id)
    await emailTraveller(tx, ctx.config.publicUrl, paid!, 'payment_received', paymentReceivedEmail)
  } else {
    await tx
      .insert(refunds)
      .values({
        bookingId: booking.id,
        provider: payment.provider,
        amountCents: booking.totalCents,
        currency: booking.currency,
      })
      .onConflictDoNothing({ target: refunds.bookingId })
  }
  return true
}

/** Spec 2 success redirect: the traveller is back from the provider; ask it, don't wait for webhooks. */
export async function confirmCheckout(
  ctx: BookingContext,
  userId: string,
  bookingId: string,
  sessionId: string,
) {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.checkoutSessionId, sessionId))
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking || booking.userId !== userId || payment?.bookingId !== bookingId) {
    throw notFound('Booking not found')
  }
  const checkout = await ctx.provider.getCheckout(sessionId)
  if (checkout.paid) {
    await ctx.db.transaction((tx) => markPaid(ctx, tx, sessionId, checkout.paymentIntentId))
  }
  return checkout.paid
}

/**
 * A verified provider event, handled once: its id is recorded in the same transaction as the
 * change it causes, so a repeat (or one racing with it) is recognised and ignored.
 */
export async function handlePaymentEvent(ctx: BookingContext, event: PaymentEvent) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, provider: ctx.provider.name, type: event.type })
      .onConflictDoNothing()
      .returning()
    if (!fresh) return 'duplicate' as const
    if (event.kind === 'checkout_completed' && event.paid) {
      await markPaid(ctx, tx, event.checkoutId, event.paymentIntentId)
    } else if (event.kind === 'checkout_expired') {
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(payments.checkoutSessionId, event.checkoutId), eq(payments.status, 'open')))
    } else if (event.kind === 'refund_updated') {
      await updateRefund(ctx, tx, event.refundId, event.status)
    }
    return 'handled' as const
  })
  if (outcome === 'handled') await sendPendingRefunds(ctx)
  return outcome
}
