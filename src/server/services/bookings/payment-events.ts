import { and, eq, inArray, sql } from 'drizzle-orm'
import { payments, webhookEvents } from '../../db/schema'
import type { PaymentEvent, TakenPayment } from '../../payments/provider'
import type { BookingContext } from './context'
import { attemptOf, recordPayment } from './payment-record'
import { providerUnavailable, takenBy } from './payments'
import { sendPendingRefunds, updateRefund } from './refunds'

/**
 * What a paid-checkout event took; read from the provider when the event does not say. Null for
 * a checkout that is not ours.
 */
async function takenIn(
  ctx: BookingContext,
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
export async function handlePaymentEvent(ctx: BookingContext, event: PaymentEvent) {
  const taken = event.kind === 'checkout_completed' && event.paid ? await takenIn(ctx, event) : null
  const outcome = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, provider: ctx.provider.name, type: event.type })
      .onConflictDoNothing()
      .returning()
    if (!fresh) return 'duplicate' as const
    if (taken) {
      await recordPayment(ctx, tx, taken)
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
      await updateRefund(ctx, tx, event.refundId, event.status)
    }
    return 'handled' as const
  })
  if (outcome === 'handled') await sendPendingRefunds(ctx)
  return outcome
}
