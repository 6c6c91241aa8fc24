import {
  InvalidWebhookError,
  type CheckoutRequest,
  type PaymentEvent,
  type ProviderRefund,
} from './provider'

interface EventObject {
  id?: unknown
  payment_intent?: unknown
  payment_status?: unknown
  status?: unknown
  amount_total?: unknown
  currency?: unknown
  metadata?: unknown
}

const metadataText = (metadata: unknown, key: string): string | null => {
  const value = (metadata as Record<string, unknown> | null)?.[key]
  return typeof value === 'string' ? value : null
}

/** Our payment attempt's id, which every payment checkout we open carries in its metadata. */
export const paymentIdOf = (metadata: unknown) => metadataText(metadata, 'payment_id')

/**
 * What a checkout we open carries, read back from its events: a payment checkout its attempt,
 * a deposit hold checkout its booking.
 */
export function checkoutMetadata(request: CheckoutRequest): Record<string, string> {
  return request.mode === 'hold'
    ? { deposit_booking_id: request.bookingId, reference: request.reference }
    : { booking_id: request.bookingId, payment_id: request.paymentId, reference: request.reference }
}

/** The booking of a deposit hold checkout, which it carries in its metadata. */
export const depositBookingIdOf = (metadata: unknown) =>
  metadataText(metadata, 'deposit_booking_id')

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
        depositBookingId: depositBookingIdOf(object.metadata),
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
