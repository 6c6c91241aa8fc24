import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams } from '../../../../shared/contract/bookings'
import { BookingCode } from '../../../../shared/contract/codes'
import { errorResponses } from '../../../../shared/contract/common'

/** A booking's QR code, for the family that booked and for staff; anyone else finds nothing. */
const bookingCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/code',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "A booking's QR code",
        description:
          'The signed token the desk scans to open the booking (its id, nothing personal, valid ' +
          'until 7 days after the return) and its QR code in SVG. The family that booked, a ' +
          'moderator or an admin; 404 to anyone else.',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: BookingCode, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const code = await app.bookings.code({
        viewer: request.auth!,
        bookingId: request.params.id,
      })
      reply.header('cache-control', 'private, no-store')
      return { token: code.token, svg: code.svg, expires_at: code.expiresAt.toISOString() }
    },
  )
}

export default bookingCodeRoutes
