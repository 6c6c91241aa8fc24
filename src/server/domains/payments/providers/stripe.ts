import Stripe from 'stripe'
import { checkoutMetadata, depositBookingIdOf, paymentIdOf, toPaymentEvent } from './events'
import {
  InvalidWebhookError,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderRefund,
} from './provider'
import { stripeHolds } from './stripe-holds'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** Where the API is, for a local fake in tests; api.stripe.com otherwise. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

const refundStatus = (status: string | null): ProviderRefund['status'] =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending'

/**
 * Stripe Checkout Sessions, refunds, deposit holds (PaymentIntents with manual capture) and
 * signature-verified webhooks, with idempotency keys.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const
  private readonly stripe: Stripe
  private readonly holds: ReturnType<typeof stripeHolds>
  readonly placeHold: PaymentProvider['placeHold']
  readonly getHold: PaymentProvider['getHold']
  readonly releaseHold: PaymentProvider['releaseHold']
  readonly captureHold: PaymentProvider['captureHold']

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(options.host
        ? { host: options.host, port: options.port, protocol: options.protocol }
        : {}),
    })
    this.holds = stripeHolds(this.stripe)
    this.placeHold = this.holds.placeHold
    this.getHold = this.holds.getHold
    this.releaseHold = this.holds.releaseHold
    this.captureHold = this.holds.captureHold
  }

  private toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
    const intent = session.payment_intent
    return {
      id: session.id,
      url: session.url ?? '',
      status:
        session.status === 'complete'
          ? 'complete'
          : session.status === 'expired'
            ? 'expired'
            : 'open',
      paid: session.payment_status === 'paid',
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      paymentId: paymentIdOf(session.metadata),
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      depositBookingId: depositBookingIdOf(session.metadata),
    }
  }

  async createCheckout(request: CheckoutRequest) {
    const hold = request.mode === 'hold'
    const metadata = checkoutMetadata(request)
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        metadata,
        payment_intent_data: {
          metadata,
          ...(hold ? { capture_method: 'manual' as const } : {}),
          ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        ...(request.saveCard ? { customer_creation: 'always' as const } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    )
    return this.toCheckout(session)
  }

  async getCheckout(id: string) {
    return this.toCheckout(await this.stripe.checkout.sessions.retrieve(id))
  }

  async expireCheckout(id: string) {
    try {
      await this.stripe.checkout.sessions.expire(id)
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open: paid or expired already.
      if ((await this.stripe.checkout.sessions.retrieve(id)).status === 'open') throw error
    }
  }

  async createRefund(request: { paymentIntentId: string; amount: number; idempotencyKey: string }) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: request.paymentIntentId, amount: request.amount },
      { idempotencyKey: request.idempotencyKey },
    )
    return { id: refund.id, status: refundStatus(refund.status), amount: refund.amount }
  }

  async savedCard(checkoutId: string) {
    const session = await this.stripe.checkout.sessions.retrieve(checkoutId, {
      expand: ['payment_intent'],
    })
    return this.holds.savedCardOf(session)
  }

  async getRefund(id: string) {
    const refund = await this.stripe.refunds.retrieve(id)
    return { id: refund.id, status: refundStatus(refund.status), amount: refund.amount }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined) {
    if (!signature) throw new InvalidWebhookError('The webhook has no signature.')
    try {
      return toPaymentEvent(
        this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret),
      )
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw error
      throw new InvalidWebhookError('The webhook signature does not match.')
    }
  }
}
