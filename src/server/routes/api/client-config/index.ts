import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ClientConfig } from '../../../../shared/contract/clientConfig'

/**
 * What the browser app needs from the server's configuration. The app asks only once the
 * traveller has allowed analytics, so nothing about analytics is requested before consent.
 */
const clientConfigRoutes: FastifyPluginAsyncTypebox<{
  analyticsMeasurementId: string | null
}> = async (app, { analyticsMeasurementId }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['config'],
        summary: 'Configuration for the browser app (analytics measurement id)',
        response: { 200: ClientConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return { analytics_measurement_id: analyticsMeasurementId }
    },
  )
}

export default clientConfigRoutes
