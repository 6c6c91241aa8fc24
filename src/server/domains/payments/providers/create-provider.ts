import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../../config'
import { serverSecret } from '../../../secrets'
import type { PaymentProvider } from './provider'
import { SandboxProvider } from './sandbox'
import { StripeProvider } from './stripe'

export const WEBHOOK_PATH = '/api/payments/webhook'

/** Stripe when it is configured; otherwise the built-in sandbox, which pays through this app. */
export async function createProvider(
  app: FastifyInstance,
  config: Pick<AppConfig, 'payments' | 'publicUrl'>,
): Promise<PaymentProvider> {
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
