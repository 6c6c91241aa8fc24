import Stripe from 'stripe'
import { ProviderRefusedError, type PaymentProvider, type SavedCard } from './provider'
import { toHold } from './stripe-hold-state'

/** Stripe's refusal of a request as it stands (a 4xx that is not a rate limit) is final. */
async function refused<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new ProviderRefusedError(error.message)
    }
    throw error
  }
}

/**
 * Deposit holds at Stripe: a PaymentIntent with manual capture confirmed off-session on the card
 * the rental checkout saved; captured (part or all) or cancelled later.
 */
export function stripeHolds(stripe: Stripe): Pick<
  PaymentProvider,
  'placeHold' | 'getHold' | 'releaseHold' | 'captureHold'
> & {
  savedCardOf(session: Stripe.Checkout.Session): SavedCard | null
} {
  const retrieve = (id: string) => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })
  return {
    savedCardOf(session) {
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
      const method = intent?.payment_method
      const paymentMethodId = typeof method === 'string' ? method : (method?.id ?? null)
      if (!paymentMethodId || intent?.setup_future_usage !== 'off_session') return null
      const customer = session.customer
      return {
        paymentMethodId,
        customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
      }
    },
    async placeHold({ card, amount, currency, idempotencyKey, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            capture_method: 'manual',
            confirm: true,
            off_session: true,
            payment_method: card.paymentMethodId,
            ...(card.customerId ? { customer: card.customerId } : {}),
            metadata,
            expand: ['latest_charge'],
          },
          { idempotencyKey },
        )
        return toHold(intent)
      } catch (error) {
        // A refused card (or one that asks the traveller to authenticate) is an answer, not a fault.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error as { payment_intent?: Stripe.PaymentIntent }).payment_intent
          return {
            id: intent?.id ?? '',
            status: 'declined',
            amount,
            captured: 0,
            expiresAt: null,
            declineReason: error.message,
          }
        }
        throw error
      }
    },
    async getHold(id) {
      return toHold(await retrieve(id))
    },
    async releaseHold({ holdId, idempotencyKey }) {
      const current = await retrieve(holdId)
      if (current.status !== 'requires_capture') return toHold(current)
      return toHold(await refused(stripe.paymentIntents.cancel(holdId, {}, { idempotencyKey })))
    },
    async captureHold({ holdId, amount, idempotencyKey }) {
      return toHold(
        await refused(
          stripe.paymentIntents.capture(holdId, { amount_to_capture: amount }, { idempotencyKey }),
        ),
      )
    },
  }
}
