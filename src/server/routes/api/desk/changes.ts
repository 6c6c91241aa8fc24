import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  BookingChangePreview,
  DeskBookingChangeRequest,
} from '../../../../shared/contract/bookingChanges'
import { BookingChangeResult } from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import {
  DeskBookingParams,
  DeskIdempotencyHeaders,
  DeskLangQuery,
} from '../../../../shared/contract/desk-bookings'
import { forbidden } from '../../../errors'
import { requestLanguage } from '../../../request-language'

const errors = errorResponses(400, 401, 403, 404, 409, 422)

/** The desk changes a booking for the family (moderator, admin), as the family could. */
const deskChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize('moderator', 'admin')
  const schema = {
    tags: ['desk'],
    security: [{ bearer: [] }],
    params: DeskBookingParams,
    querystring: DeskLangQuery,
    body: DeskBookingChangeRequest,
  }
  /** A change from the desk; only an admin may refund a reduction within 24 hours (403). */
  const askOf = (request: {
    auth: { userId: string; role: string } | null
    params: { id: string }
    body: DeskBookingChangeRequest
  }) => {
    const { refund_override_reason: overrideReason, ...changes } = request.body
    if (overrideReason !== undefined && request.auth!.role !== 'admin') {
      throw forbidden('Only an admin may refund a reduction within 24 hours of pickup.')
    }
    return {
      viewer: request.auth!,
      staff: true,
      bookingId: request.params.id,
      request: changes,
      overrideReason,
    }
  }

  app.post(
    '/:id/changes/preview',
    {
      onRequest: staff,
      schema: {
        ...schema,
        summary: 'What a change of the booking would cost; nothing is changed (moderator, admin)',
        response: { 200: BookingChangePreview, ...errors },
      },
    },
    async (request) =>
      app.bookings.previewChange({ ...askOf(request), language: requestLanguage(request) }),
  )

  app.post(
    '/:id/changes',
    {
      onRequest: staff,
      schema: {
        ...schema,
        headers: DeskIdempotencyHeaders,
        summary: "Change the booking's dates, times or gear (moderator, admin; audited)",
        description:
          'As POST /api/bookings/{id}/changes, recorded as staff and audited. ' +
          '`refund_override_reason` (admin) refunds a reduction within 24 hours of pickup.',
        response: { 201: BookingChangeResult, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await app.bookings.commitChange({
        ...askOf(request),
        idempotencyKey: request.headers['idempotency-key'],
        language: requestLanguage(request),
      })
      return reply.status(answer.statusCode).send(answer.body)
    },
  )
}

export default deskChangeRoutes
