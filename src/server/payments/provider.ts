/**
 * What the app needs from a card payment provider: a hosted checkout per booking, refunds, and
 * verified webhooks. Two adapters: the built-in sandbox (default) and Stripe.
 */
export interface CheckoutRequest {
  bookingId: string
  reference: string
  amount: number
  currency: string
  description: string
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string
  cancelUrl: string
  customerEmail: string
  expiresAt: Date
  idempotencyKey: string
}

export interface ProviderCheckout {
  id: string
  url: string
  status: 'open' | 'complete' | 'expired'
  paid: boolean
  paymentIntentId: string | null
  amount: number
}

export interface ProviderRefund {
  id: string
  status: 'pending' | 'succeeded' | 'failed'
  amount: number
}

/** A provider event, reduced to what moves our states forward. */
export type PaymentEvent = { id: string; type: string } & (
  | {
      kind: 'checkout_completed'
      checkoutId: string
      paymentIntentId: string | null
      paid: boolean
    }
  | { kind: 'checkout_expired'; checkoutId: string }
  | { kind: 'refund_updated'; refundId: string; status: ProviderRefund['status'] }
  | { kind: 'other' }
)

export class InvalidWebhookError extends Error {
  override name = 'InvalidWebhookError'
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe'
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>
  getCheckout(id: string): Promise<ProviderCheckout>
  createRefund(request: {
    paymentIntentId: string
    amount: number
    idempotencyKey: string
  }): Promise<ProviderRefund>
  getRefund(id: string): Promise<ProviderRefund>
  /** Verifies the signature over the raw bytes; throws InvalidWebhookError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent
}
