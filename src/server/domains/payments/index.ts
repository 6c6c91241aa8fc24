import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../../config'
import { onBookingEnded } from './booking-ended'
import { onBookingChanged } from './change-money'
import type { PaymentContext } from './context'
import { createProvider } from './providers/create-provider'
import { createPaymentService, type PaymentService } from './service'

export type { PaymentService } from './service'
export { bookingMoneySql, MONEY_MISMATCH_CONDITION, type MoneyMismatch } from './money-check'
export { returnBaseFor, type OpenedAt } from './return-origin'
export type {
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  ProviderCheckout,
  ProviderHold,
  ProviderRefund,
  SavedCard,
  TakenPayment,
} from './providers/provider'
export { ProviderRefusedError } from './providers/provider'
export type { DepositRefundHandler, HoldCheckoutHandler, PaymentKeptHandler } from './context'
export type { SandboxProvider } from './providers/sandbox'

/**
 * Payments, as `app.payments`: the provider (the sandbox unless Stripe is configured), checkouts,
 * webhooks and refunds. It changes bookings only through `app.bookings`, and registers with it
 * what happens to the money of a booking that ends, in the transaction that ends it.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const ctx: PaymentContext = {
      db: app.db,
      config,
      provider: await createProvider(app, config),
      bookings: app.bookings,
      log: app.log,
      now: () => app.clock.now(),
      keptHandlers: [],
      holdCheckoutHandlers: [],
      depositRefundHandlers: [],
    }
    const payments = createPaymentService(ctx)
    app.decorate('payments', payments)
    app.bookings.onBookingEnded(onBookingEnded(ctx))
    app.bookings.onBookingChanged(onBookingChanged(ctx))
    app.metrics.addGauge({
      name: 'tinytrip_bookings_money_mismatched',
      help: 'Bookings whose payments minus refunds differ from what they keep (alert above 0).',
      read: async () => (await payments.moneyMismatches()).length,
    })
  },
  { name: 'payments', dependencies: ['database', 'clock', 'metrics', 'bookings'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService
  }
}
