import type Stripe from 'stripe'
import type { ProviderHold } from './provider'

/** An authorisation lasts this long when Stripe does not say (online card payments: 7 days). */
const DEFAULT_HOLD_DAYS = 7

/** When the authorisation lapses: as Stripe says (`capture_before`), else DEFAULT_HOLD_DAYS on. */
function expiryOf(intent: Stripe.PaymentIntent, now: Date): Date {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
  const before = charge?.payment_method_details?.card?.capture_before
  return before ? new Date(before * 1000) : new Date(now.getTime() + DEFAULT_HOLD_DAYS * 86_400_000)
}

/** A PaymentIntent with manual capture, as a hold. */
export function toHold(intent: Stripe.PaymentIntent, now = new Date()): ProviderHold {
  const base = { id: intent.id, amount: intent.amount, declineReason: null }
  switch (intent.status) {
    case 'requires_capture':
      return { ...base, status: 'held', captured: 0, expiresAt: expiryOf(intent, now) }
    case 'succeeded':
      return { ...base, status: 'captured', captured: intent.amount_received, expiresAt: null }
    case 'canceled':
      return {
        ...base,
        status: intent.cancellation_reason === 'automatic' ? 'expired' : 'released',
        captured: 0,
        expiresAt: null,
      }
    default:
      return {
        ...base,
        status: 'declined',
        captured: 0,
        expiresAt: null,
        declineReason: intent.last_payment_error?.message ?? 'The card was declined.',
      }
  }
}
