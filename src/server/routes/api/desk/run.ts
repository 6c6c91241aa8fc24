import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import { DeskDayQuery, DeskRun } from '../../../../shared/contract/desk-bookings'
import { requestLanguage } from '../../../request-language'

/** A driver's day of deliveries and collections, at /api/desk/run. */
const deskRunRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/run',
    {
      onRequest: app.authorize('moderator', 'admin'),
      schema: {
        tags: ['desk'],
        summary:
          "A driver's deliveries and collections on a day from a location (moderator, admin)",
        description:
          'The bookings of the delivery zones served from the location, delivered on the day ' +
          '(pickup date) or collected (return date), as stops in run order: by window (the ' +
          'half-hour slot from the chosen time), then postal code, then reference. Cancelled ' +
          "bookings are left out. Default day: today on the location's clock. 404 for an " +
          'unknown location.',
        security: [{ bearer: [] }],
        querystring: DeskDayQuery,
        response: {
          200: DeskRun,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) =>
      app.desk.run({
        locationCode: request.query.location,
        date: request.query.date,
        language: requestLanguage(request),
      }),
  )
}

export default deskRunRoutes
