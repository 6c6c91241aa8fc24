import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Type } from 'typebox'
import { ErrorResponse } from '../../shared/contract/common'
import type { MetricsConfig } from '../config'
import { unauthorized } from '../errors'
import { ServiceMetrics, statusClass } from '../metrics'

const digest = (text: string) => createHash('sha256').update(text).digest()

function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token))
}

/**
 * Counts every request by its route pattern (never the raw URL, so ids do not multiply the
 * series) and serves the metrics at /api/metrics when enabled, behind METRICS_TOKEN if set.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: MetricsConfig }) => {
    const metrics = new ServiceMetrics(app.log)
    app.decorate('metrics', metrics)
    app.addHook('onResponse', async (request, reply) => {
      metrics.recordRequest(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_class: statusClass(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      )
    })
    if (!config.enabled) return
    const { token } = config

    app.get(
      '/api/metrics',
      {
        schema: {
          tags: ['system'],
          summary: 'Prometheus metrics (text format)',
          description:
            'Requests and latency per route, outbox depth and failures, refused payment ' +
            'webhooks, process metrics. Off in production unless METRICS=on or METRICS_TOKEN ' +
            'is set; with a token, send `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).',
          ...(token ? { security: [{ bearer: [] }] } : {}),
          response: {
            200: Type.String({ description: 'Prometheus exposition format 0.0.4.' }),
            401: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        if (token && !hasToken(request, token)) {
          throw unauthorized('AUTH_REQUIRED', 'The metrics need their bearer token.')
        }
        const text = await metrics.registry.metrics()
        return reply
          .header('cache-control', 'no-store')
          .type(metrics.registry.contentType)
          .send(text)
      },
    )
  },
  { name: 'metrics', dependencies: ['errors'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics
  }
}
