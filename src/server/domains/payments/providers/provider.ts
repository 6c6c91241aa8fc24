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
  /**
   * 'payment' (the default) charges the amount; 'hold' only authorises it on the card: the
   * family placing a deposit hold themselves, from the link they were emailed.
   */
  mode?: 'payment' | 'hold'
  /** Keep the card for deposit holds placed later without the traveller (off-session). */
  saveCard?: boolean
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
  /** A hold checkout's booking, from its metadata (null for a payment checkout). */
  depositBookingId: string | null
}

/** The card a paid checkout saved for later holds. */
export interface SavedCard {
  paymentMethodId: string
  customerId: string | null
}

/** An authorisation on a card (a PaymentIntent with manual capture, at Stripe). */
export interface ProviderHold {
  id: string
  /**
   * held: authorised, capturable until `expiresAt`; declined: the card refused it; released:
   * cancelled by us; captured: taken (`captured` cents; the rest released); expired: lapsed.
   */
  status: 'held' | 'declined' | 'released' | 'captured' | 'expired'
  amount: number
  captured: number
  expiresAt: Date | null
  /** Why the card refused it, in the provider's words (declined only). */
  declineReason: string | null
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
      /** A deposit hold the family placed from their link: its booking (null otherwise). */
      depositBookingId: string | null
    }
  | { kind: 'checkout_expired'; checkoutId: string }
  | { kind: 'refund_updated'; refundId: string; status: ProviderRefund['status'] }
  | { kind: 'other' }
)

export { InvalidWebhookError } from '../../../webhook-signature'

/**
 * The provider understood a request and refused it for good (capturing a hold that lapsed or
 * was captured already): asking again with the same key would get the same answer.
 */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError'
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
  /** The card a paid checkout saved (saveCard), or null when it saved none. */
  savedCard(checkoutId: string): Promise<SavedCard | null>
  /**
   * Authorises `amount` on a saved card without the traveller (off-session); a refusal answers
   * a 'declined' hold rather than throwing. The same key answers the same hold.
   */
  placeHold(request: {
    card: SavedCard
    amount: number
    currency: string
    idempotencyKey: string
    metadata: Record<string, string>
  }): Promise<ProviderHold>
  getHold(id: string): Promise<ProviderHold>
  /** Cancels a hold; one already released or lapsed is answered as it is. */
  releaseHold(request: { holdId: string; idempotencyKey: string }): Promise<ProviderHold>
  /** Takes `amount` of a hold, once; the rest of it is released. */
  captureHold(request: {
    holdId: string
    amount: number
    idempotencyKey: string
  }): Promise<ProviderHold>
  /** Verifies the signature over the raw bytes; throws InvalidWebhookError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent
}
