import Stripe from 'stripe'
import { paymentIdOf, toPaymentEvent } from './events'
import {
  InvalidWebhookError,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderRefund,
} from './provider'

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

/** Stripe Checkout Sessions, refunds and signature-verified webhooks, with idempotency keys. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const
  private readonly stripe: Stripe

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(options.host
        ? { host: options.host, port: options.port, protocol: options.protocol }
        : {}),
    })
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
    }
  }

  async createCheckout(request: CheckoutRequest) {
    const metadata = {
      booking_id: request.bookingId,
      payment_id: request.paymentId,
      reference: request.reference,
    }
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
        payment_intent_data: { metadata },
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
