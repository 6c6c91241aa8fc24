import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses } from '../../../shared/contract/common'
import { FlightStatusMessage } from '../../../shared/contract/flights'
import { FLIGHT_REPORT_LIMIT } from '../../domains/flights'

const SandboxFlightStatus = Type.Omit(FlightStatusMessage, ['id', 'sent_at'])

/**
 * The flight data sandbox: a developer or a browser test sets a flight's status as a provider
 * would through the signed port, without signing. Never registered in production.
 */
const sandboxFlightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/sandbox/flight-status',
    {
      config: FLIGHT_REPORT_LIMIT,
      schema: {
        tags: ['development'],
        summary: "Set a flight's status as the flight data port would (not in production)",
        body: SandboxFlightStatus,
        response: {
          200: Type.Object({ received: Type.Literal(true), bookings_updated: Type.Integer() }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) =>
      app.flights.setStatus({
        ...request.body,
        id: `sandbox-${randomUUID()}`,
        sent_at: app.clock.now().toISOString(),
      }),
  )
}

export default sandboxFlightRoutes
