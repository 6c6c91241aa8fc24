import { followChange } from './follow-change'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../../config'
import type { DepositContext } from './context'
import { moneyBack } from './emails'
import { paymentKept } from './hold-timing'
import { acceptHoldCheckout } from './holds'
import { lockDeposit, releaseDeposit } from './settle'
import { createDepositService, type DepositService } from './service'

export type { DepositService } from './service'
export type { DepositAttention } from './attention'
export type { UnitClaim } from './claims'
export { depositView, type PhotoUrl } from './view'
export { depositMissing } from './attention'
export { claimPhotoUrl } from './photos'

/**
 * Deposits, as `app.deposits`. They follow their booking through the hooks of the domains below:
 * a kept payment charges the deposit or plans its hold, any end of a booking releases it, a
 * charged deposit's refund and a hold the family placed from their link are recorded here.
 */
export const depositsPlugin = fp(
  async (
    app: FastifyInstance,
    { config }: { config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured' | 'env'> },
  ) => {
    const ctx: DepositContext = {
      db: app.db,
      config,
      provider: app.payments.provider,
      payments: app.payments,
      bookings: app.bookings,
      audit: app.audit,
      files: app.files,
      links: app.links,
      log: app.log,
      now: () => app.clock.now(),
    }
    app.payments.onPaymentKept((event) => paymentKept(ctx, event))
    app.payments.onHoldCheckout(async (event) => {
      await acceptHoldCheckout(ctx, event)
    })
    app.payments.onDepositRefunded(async ({ tx, booking, refundId }) => {
      const deposit = await lockDeposit(tx, booking.id)
      await moneyBack(ctx, { tx, booking, deposit, refundId })
    })
    app.bookings.onBookingChanged({
      inTransaction: (event) => followChange(ctx, event),
      afterChange: async () => undefined,
    })
    app.bookings.onBookingEnded({
      inTransaction: async ({ tx, booking }) => {
        await releaseDeposit(ctx, { tx, booking })
      },
      afterCancellation: async () => undefined,
    })
    const deposits = createDepositService(ctx)
    app.decorate('deposits', deposits)
    app.metrics.addGauge({
      name: 'tinytrip_deposit_jobs_failed',
      help: 'Deposit holds, releases or captures the payment provider refused for good (alert above 0).',
      read: () => deposits.failedJobs(),
    })
  },
  {
    name: 'deposits',
    dependencies: [
      'database',
      'clock',
      'metrics',
      'signed-links',
      'audit',
      'files',
      'bookings',
      'payments',
    ],
  },
)

declare module 'fastify' {
  interface FastifyInstance {
    deposits: DepositService
  }
}
