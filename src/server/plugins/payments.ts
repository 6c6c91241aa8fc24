import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { PeriodicTask } from '../periodic-task'
import type { PaymentProvider } from '../payments/provider'
import { SandboxProvider } from '../payments/sandbox'
import { StripeProvider } from '../payments/stripe'
import { serverSecret } from '../secrets'
import type { BookingContext } from '../services/bookings/context'
import { runBookingJobs } from '../services/bookings/jobs'

export const WEBHOOK_PATH = '/api/payments/webhook'
const JOBS_INTERVAL_MS = 5_000

async function createProvider(app: FastifyInstance, config: AppConfig): Promise<PaymentProvider> {
  const { payments } = config
  if (payments.provider === 'stripe') {
    const base = payments.apiBase ? new URL(payments.apiBase) : null
    return new StripeProvider({
      secretKey: payments.secretKey,
      webhookSecret: payments.webhookSecret,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    })
  }
  const secret = await serverSecret(app.db, 'sandbox_webhook')
  return new SandboxProvider(
    app.db,
    secret,
    config.publicUrl,
    async (payload, signature) => {
      // The sandbox's webhooks go through the app's own webhook route, like a real provider's.
      const answer = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      })
      if (answer.statusCode >= 300)
        app.log.warn({ status: answer.statusCode }, 'sandbox webhook refused')
    },
    () => app.clock.now(),
  )
}

/**
 * The payment provider (sandbox unless Stripe is configured), the context of the booking
 * services, and the booking clock that runs while the server listens.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const provider = await createProvider(app, config)
    const context: BookingContext = {
      db: app.db,
      config,
      provider,
      log: app.log,
      now: () => app.clock.now(),
    }
    app.decorate('bookings', context)
    const jobs = new PeriodicTask(
      'booking jobs',
      async () => {
        await runBookingJobs(context)
        if (provider instanceof SandboxProvider) await provider.tick()
      },
      app.log,
    )
    app.decorate('bookingJobs', jobs)
    app.addHook('onListen', async () => jobs.start(JOBS_INTERVAL_MS))
    app.addHook('preClose', async () => jobs.stop())
  },
  { name: 'payments', dependencies: ['database', 'clock'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingContext
    bookingJobs: PeriodicTask
  }
}
