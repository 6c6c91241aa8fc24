import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import { HealthResponse, ReadyResponse } from '../../../../shared/contract/health'
import { AppError } from '../../../errors'
import { APP_VERSION } from '../../../version'

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up and answering',
        response: { 200: HealthResponse },
      },
    },
    async () => ({ status: 'ok' as const, uptime_seconds: process.uptime(), version: APP_VERSION }),
  )

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadyResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      try {
        await app.database.ping()
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed')
        throw new AppError(503, 'NOT_READY', 'The database is not reachable.')
      }
      return { status: 'ready' as const, database: app.database.kind }
    },
  )
}

export default healthRoutes
