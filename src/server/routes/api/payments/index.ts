import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../../errors'

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
      let event
      try {
        event = app.payments.verifyWebhook({
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          headers: request.headers,
        })
      } catch (error) {
        if (error instanceof AppError)
          request.log.warn({ reason: error.message }, 'webhook refused')
        throw error
      }
      const outcome = await app.payments.handleEvent({ event })
      return { received: true, duplicate: outcome === 'duplicate' }
    },
  )
}

export default paymentRoutes
