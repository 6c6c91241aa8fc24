import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../../errors'
import { InvalidWebhookError } from '../../../payments/provider'
import { handlePaymentEvent } from '../../../services/bookings/payment-events'

/**
 * The provider's webhooks. The signature covers the raw bytes, so this scope keeps JSON bodies
 * as buffers. Tampered, unsigned or stale events answer 400; repeats answer 200 and change
 * nothing. Every refusal or failure is counted for the metrics.
 */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode >= 400) app.metrics.recordWebhookFailure(reply.statusCode)
  })

  app.post(
    '/webhook',
    {
      bodyLimit: 256 * 1024,
      schema: { tags: ['payments'], summary: 'Payment provider events (signed)' },
    },
    async (request) => {
      const { provider } = app.bookings
      const header = request.headers[`${provider.name}-signature`]
      let event
      try {
        event = provider.parseWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof header === 'string' ? header : undefined,
        )
      } catch (error) {
        if (error instanceof InvalidWebhookError || error instanceof SyntaxError) {
          request.log.warn({ reason: (error as Error).message }, 'webhook refused')
          throw new AppError(400, 'INVALID_WEBHOOK', (error as Error).message)
        }
        throw error
      }
      const outcome = await handlePaymentEvent(app.bookings, event)
      return { received: true, duplicate: outcome === 'duplicate' }
    },
  )
}

export default paymentRoutes
