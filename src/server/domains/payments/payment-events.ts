import { and, eq, inArray, sql } from 'drizzle-orm'
import { payments, webhookEvents } from '../../db/schema'
import { AppError } from '../../errors'
import { providerUnavailable, takenBy } from './attempts'
import type { PaymentContext } from './context'
import { attemptOf, recordPayment } from './payment-record'
import { InvalidWebhookError, type PaymentEvent, type TakenPayment } from './providers/provider'
import { sendPendingRefunds, updateRefund } from './refunds'

/** A request's headers, as Fastify gives them. */
type Headers = Record<string, string | string[] | undefined>

/**
 * The provider's event in a webhook request, its signature checked over the raw bytes.
 * Tampered, unsigned, stale or unreadable: 400 INVALID_WEBHOOK.
 */
export function verifyWebhook(
  { provider }: Pick<PaymentContext, 'provider'>,
  { rawBody, headers }: { rawBody: Buffer; headers: Headers },
) {
  const header = headers[`${provider.name}-signature`]
  try {
    return provider.parseWebhook(rawBody, typeof header === 'string' ? header : undefined)
  } catch (error) {
    if (error instanceof InvalidWebhookError || error instanceof SyntaxError) {
      throw new AppError(400, 'INVALID_WEBHOOK', error.message)
    }
    throw error
  }
}

/**
 * What a paid-checkout event took; read from the provider when the event does not say. Null for
 * a checkout that is not ours.
 */
async function takenIn(
  ctx: PaymentContext,
  event: Extract<PaymentEvent, { kind: 'checkout_completed' }>,
): Promise<TakenPayment | null> {
  if (event.amount !== null && event.currency !== null) {
    return {
      checkoutId: event.checkoutId,
      paymentId: event.paymentId,
      paymentIntentId: event.paymentIntentId,
      amount: event.amount,
      currency: event.currency,
    }
  }
  if (!(await attemptOf(ctx.db, event))) return null
  const checkout = await ctx.provider.getCheckout(event.checkoutId).catch(() => {
    throw providerUnavailable()
  })
  return takenBy(checkout)
}

/**
 * A verified provider event, handled once: its id is recorded in the same transaction as the
 * change it causes, so a repeat (or one racing with it) is recognised and ignored.
 */
export async function handlePaymentEvent(ctx: PaymentContext, { event }: { event: PaymentEvent }) {
  if (event.kind === 'checkout_completed' && event.depositBookingId) {
    return handleHoldCheckout(ctx, { event, bookingId: event.depositBookingId })
  }
  const taken = event.kind === 'checkout_completed' && event.paid ? await takenIn(ctx, event) : null
  const outcome = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, provider: ctx.provider.name, type: event.type })
      .onConflictDoNothing()
      .returning()
    if (!fresh) return 'duplicate' as const
    if (taken) {
      await recordPayment(ctx, { tx, taken })
    } else if (event.kind === 'checkout_expired') {
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.checkoutSessionId, event.checkoutId),
            inArray(payments.status, ['opening', 'open', 'closing']),
          ),
        )
    } else if (event.kind === 'refund_updated') {
      await updateRefund(ctx, { tx, providerRefundId: event.refundId, status: event.status })
    }
    return 'handled' as const
  })
  if (outcome === 'handled') await sendPendingRefunds(ctx)
  return outcome
}

/**
 * A deposit hold the family placed from their link: recorded once (the event's id), then
 * handed to the domain that registered for it, which asks the provider about the hold.
 */
async function handleHoldCheckout(
  ctx: PaymentContext,
  {
    event,
    bookingId,
  }: { event: Extract<PaymentEvent, { kind: 'checkout_completed' }>; bookingId: string },
) {
  const [fresh] = await ctx.db
    .insert(webhookEvents)
    .values({ id: event.id, provider: ctx.provider.name, type: event.type })
    .onConflictDoNothing()
    .returning()
  if (!fresh) return 'duplicate' as const
  for (const handler of ctx.holdCheckoutHandlers) {
    await handler({ bookingId, checkoutId: event.checkoutId, holdId: event.paymentIntentId })
  }
  return 'handled' as const
}
