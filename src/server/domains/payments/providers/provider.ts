/**
 * What the app needs from a card payment provider: a hosted checkout per booking, refunds, and
 * verified webhooks. Two adapters: the built-in sandbox (default) and Stripe.
 */
export interface CheckoutRequest {
  bookingId: string
  /** Our payment attempt; it comes back in the checkout's metadata and events. */
  paymentId: string
  reference: string
  amount: number
  currency: string
  description: string
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string
  cancelUrl: string
  customerEmail: string
  expiresAt: Date
  /** The same key makes the same checkout, however often or concurrently it is sent. */
  idempotencyKey: string
}

export interface ProviderCheckout {
  id: string
  url: string
  status: 'open' | 'complete' | 'expired'
  paid: boolean
  paymentIntentId: string | null
  /** Our payment attempt, from the checkout's metadata; null for a checkout we did not open. */
  paymentId: string | null
  /** What it charges (or charged), in cents, and its currency in upper case. */
  amount: number
  currency: string
}

/** A payment the provider took, as much of it as we know. */
export interface TakenPayment {
  checkoutId: string
  paymentId: string | null
  paymentIntentId: string | null
  amount: number
  currency: string
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
      paymentId: string | null
      paymentIntentId: string | null
      paid: boolean
      /** Null when the event does not say; the checkout is then read from the provider. */
      amount: number | null
      currency: string | null
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
  /** Stops an open checkout from being paid; a checkout already paid or expired is left as it is. */
  expireCheckout(id: string): Promise<void>
  createRefund(request: {
    paymentIntentId: string
    amount: number
    idempotencyKey: string
  }): Promise<ProviderRefund>
  getRefund(id: string): Promise<ProviderRefund>
  /** Verifies the signature over the raw bytes; throws InvalidWebhookError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent
}
