import type { FastifyPluginAsync } from 'fastify'

/**
 * The flight status port (docs/api.md): a flight data provider posts one signed JSON message
 * per change of a flight. The signature covers the raw bytes, so this scope keeps JSON bodies
 * as buffers. 404 FLIGHT_PORT_OFF without FLIGHT_STATUS_SECRET; 400 INVALID_WEBHOOK for a
 * missing, wrong or stale signature; a replayed message answers 200 and changes nothing.
 */
const flightStatusRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/',
    {
      bodyLimit: 16 * 1024,
      schema: { tags: ['flights'], summary: 'Flight status messages (signed)' },
    },
    async (request) =>
      app.flights.receiveStatus({
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: request.headers['flight-signature'] as string | undefined,
      }),
  )
}

export default flightStatusRoutes
