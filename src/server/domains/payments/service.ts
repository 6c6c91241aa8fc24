import type { CheckoutSession } from '../../../shared/contract/bookings'
import { confirmCheckout, startCheckout } from './checkout'
import type { BookingRow } from '../bookings'
import type {
  DepositRefundHandler,
  HoldCheckoutHandler,
  PaymentContext,
  PaymentKeptHandler,
  Tx,
} from './context'
import { expireUnpaid } from './expire-unpaid'
import { moneyMismatches, type MoneyMismatch } from './money-check'
import { handlePaymentEvent, verifyWebhook } from './payment-events'
import type { PaymentEvent, PaymentProvider } from './providers/provider'
import { SandboxProvider } from './providers/sandbox'
import { sendPendingRefunds } from './refunds'
import type { OpenedAt } from './return-origin'
import { settleAttempts } from './settle-attempts'
import { recordDepositRefund, recordStaffRefund, refundableCents } from './staff-refunds'

/** Card payments: hosted checkouts, the provider's events, refunds and the money check. */
export interface PaymentService {
  /** The configured provider (the sandbox unless Stripe is configured). */
  readonly provider: PaymentProvider
  /** The built-in sandbox when it is the provider (it serves its own checkout pages); else null. */
  readonly sandbox: SandboxProvider | null
  /** Opens (or reopens) the hosted checkout of an unpaid booking; the traveller returns to `openedAt`. */
  startCheckout(args: {
    userId: string
    bookingId: string
    openedAt: OpenedAt
  }): Promise<CheckoutSession>
  /** Back from the provider: asks it and records the payment; whether the checkout was paid. */
  confirmCheckout(args: { userId: string; bookingId: string; sessionId: string }): Promise<boolean>
  /** The event in a webhook request, its signature checked (400 INVALID_WEBHOOK otherwise). */
  verifyWebhook(args: {
    rawBody: Buffer
    headers: Record<string, string | string[] | undefined>
  }): PaymentEvent
  /** Handles a verified event once; a repeat is a 'duplicate' and changes nothing. */
  handleEvent(args: { event: PaymentEvent }): Promise<'handled' | 'duplicate'>

  /** The booking clock: asks the provider how attempts that can no longer be paid ended. */
  settleAttempts(args?: { bookingIds?: string[] }): Promise<number>
  /** The booking clock: unpaid bookings past their payment time are cancelled. */
  expireUnpaidBookings(): Promise<number>
  /** The booking clock: refunds recorded but not yet at the provider are sent. */
  sendPendingRefunds(): Promise<number>
  /** Bookings whose payments minus refunds differ from what they keep (should be none). */
  moneyMismatches(): Promise<MoneyMismatch[]>

  /** Lets another domain act when a booking keeps a payment, in the transaction recording it. */
  onPaymentKept(handler: PaymentKeptHandler): void
  /** Lets another domain take the deposit holds families place from their links. */
  onHoldCheckout(handler: HoldCheckoutHandler): void
  /** Lets another domain act once a charged deposit's refund succeeded. */
  onDepositRefunded(handler: DepositRefundHandler): void

  // At the desk, inside its transaction with the booking row locked.
  /** What staff may still refund: the kept payment less refunds not failed (0 when unpaid). */
  refundableCents(args: { tx: Pick<Tx, 'select'>; booking: BookingRow }): Promise<number>
  /**
   * Writes an admin's refund of `amount` cents (409 NOTHING_TO_REFUND, 422 REFUND_TOO_LARGE);
   * `sendPendingRefunds` sends it once committed.
   */
  recordStaffRefund(args: {
    tx: Tx
    booking: BookingRow
    amount: number
    actorId: string
    note: string | null
  }): Promise<{ id: string; amountCents: number; currency: string }>
  /** Writes the refund of `amount` cents of a charged deposit; sent once committed. */
  recordDepositRefund(args: { tx: Tx; booking: BookingRow; amount: number }): Promise<void>
}

export function createPaymentService(ctx: PaymentContext): PaymentService {
  return {
    provider: ctx.provider,
    sandbox: ctx.provider instanceof SandboxProvider ? ctx.provider : null,
    startCheckout: (args) => startCheckout(ctx, args),
    confirmCheckout: (args) => confirmCheckout(ctx, args),
    verifyWebhook: (args) => verifyWebhook(ctx, args),
    handleEvent: (args) => handlePaymentEvent(ctx, args),
    settleAttempts: (args) => settleAttempts(ctx, args),
    expireUnpaidBookings: () => expireUnpaid(ctx),
    sendPendingRefunds: () => sendPendingRefunds(ctx),
    moneyMismatches: () => moneyMismatches(ctx.db),
    onPaymentKept: (handler) => {
      ctx.keptHandlers.push(handler)
    },
    onHoldCheckout: (handler) => {
      ctx.holdCheckoutHandlers.push(handler)
    },
    onDepositRefunded: (handler) => {
      ctx.depositRefundHandlers.push(handler)
    },
    refundableCents,
    recordStaffRefund,
    recordDepositRefund,
  }
}
