import { InvalidWebhookError, type PaymentEvent, type ProviderRefund } from './provider'

interface EventObject {
  id?: unknown
  payment_intent?: unknown
  payment_status?: unknown
  status?: unknown
  amount_total?: unknown
  currency?: unknown
  metadata?: unknown
}

/** Our payment attempt's id, which every checkout we open carries in its metadata. */
export function paymentIdOf(metadata: unknown): string | null {
  const value = (metadata as { payment_id?: unknown } | null)?.payment_id
  return typeof value === 'string' ? value : null
}

const refundStatus = (status: unknown): ProviderRefund['status'] =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending'

/** Reads a Stripe-shaped event `{ id, type, data: { object } }` (the sandbox sends the same shape). */
export function toPaymentEvent(event: unknown): PaymentEvent {
  const { id, type, data } = (event ?? {}) as { id?: unknown; type?: unknown; data?: unknown }
  const object = ((data ?? {}) as { object?: EventObject }).object ?? {}
  if (typeof id !== 'string' || typeof type !== 'string' || typeof object.id !== 'string') {
    throw new InvalidWebhookError('The webhook is not a payment event.')
  }
  const paymentIntent = typeof object.payment_intent === 'string' ? object.payment_intent : null
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return {
        id,
        type,
        kind: 'checkout_completed',
        checkoutId: object.id,
        paymentId: paymentIdOf(object.metadata),
        paymentIntentId: paymentIntent,
        paid: object.payment_status === 'paid',
        amount: Number.isSafeInteger(object.amount_total) ? (object.amount_total as number) : null,
        currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : null,
      }
    case 'checkout.session.expired':
      return { id, type, kind: 'checkout_expired', checkoutId: object.id }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return {
        id,
        type,
        kind: 'refund_updated',
        refundId: object.id,
        status: refundStatus(object.status),
      }
    default:
      return { id, type, kind: 'other' }
  }
}
