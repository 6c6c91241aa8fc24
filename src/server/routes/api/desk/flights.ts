import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../../../shared/contract/common'
import {
  DeskBookingDetail,
  DeskBookingParams,
  DeskLangQuery,
  FamilyCallRequest,
} from '../../../../shared/contract/desk-bookings'
import { FlightReport } from '../../../../shared/contract/flights'
import { requestLanguage } from '../../../request-language'

const schema = {
  tags: ['desk'],
  security: [{ bearer: [] }],
  params: DeskBookingParams,
  querystring: DeskLangQuery,
  response: { 200: DeskBookingDetail, ...errorResponses(400, 401, 403, 404, 409) },
}

/** A pickup's flight and the calls to its family, at the desk (under /api/desk/bookings). */
const deskFlightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize('moderator', 'admin')

  app.post(
    '/:id/flight',
    {
      onRequest: staff,
      schema: {
        ...schema,
        summary: 'Note what the desk heard of the flight (moderator, admin)',
        description:
          'As the family would tell it (POST /api/bookings/{id}/flight), audited as ' +
          'booking.flight_news; the no-show time follows it.',
        body: FlightReport,
      },
    },
    async (request) => {
      await app.flights.report({
        bookingId: request.params.id,
        report: request.body,
        reporter: { by: 'desk', actorId: request.auth!.userId },
      })
      return app.desk.booking({
        where: { id: request.params.id },
        language: requestLanguage(request),
      })
    },
  )

  app.post(
    '/:id/calls',
    {
      onRequest: staff,
      schema: {
        ...schema,
        summary: 'Record that the desk called the family (moderator, admin)',
        description: "Kept in the booking's history (family_calls) and audited.",
        body: FamilyCallRequest,
      },
    },
    async (request) =>
      app.desk.recordFamilyCall({
        actorId: request.auth!.userId,
        bookingId: request.params.id,
        note: request.body.note ?? null,
        language: requestLanguage(request),
      }),
  )
}

export default deskFlightRoutes
