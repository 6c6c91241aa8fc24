import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams } from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import { FlightLinkView, FlightReport } from '../../../../shared/contract/flights'
import { FLIGHT_REPORT_LIMIT } from '../../../domains/flights'

/** The family's own booking: tell the desk the flight lands late (under /api/bookings). */
const bookingFlightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.post(
    '/:id/flight',
    {
      config: FLIGHT_REPORT_LIMIT,
      schema: {
        tags: ['flights'],
        summary: 'Tell the desk the flight lands late, or is cancelled',
        description:
          'As the emailed link does (POST /api/flight-links/report), for the signed-in owner ' +
          '(404 for anyone else). The desk sees it at once; the family gets an email that the ' +
          'gear will wait. A cancelled flight lets the family cancel free of charge. 429 ' +
          'RATE_LIMITED after 20 reports from one address in 15 minutes.',
        security: [{ bearer: [] }],
        params: IdParams,
        body: FlightReport,
        response: { 200: FlightLinkView, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      app.flights.report({
        bookingId: request.params.id,
        report: request.body,
        reporter: { by: 'family', userId: request.auth!.userId },
      }),
  )
}

export default bookingFlightRoutes
