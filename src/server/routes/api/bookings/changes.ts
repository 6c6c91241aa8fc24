import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  BookingChangePreview,
  BookingChangeRequest,
  ChangeIdempotencyHeaders,
} from '../../../../shared/contract/bookingChanges'
import { BookingChangeResult, BookingQuery, IdParams } from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import { requestLanguage } from '../../../request-language'

const errors = errorResponses(400, 401, 403, 404, 409, 422)
const RULES =
  'The same 400s as the search for dates and times (opening hours, 21 days, a pickup past), ' +
  '409 INSUFFICIENT_STOCK with `shortages`, 409 ALREADY_CANCELLED, ALREADY_COMPLETED, ' +
  'GEAR_ALREADY_OUT (only the return may change while the gear is out), ' +
  'CHANGE_PAYMENT_PENDING (the last change is still to be paid), 422 CHANGE_EMPTY.'

/** A family changes their own booking: preview the new price, then commit once per key. */
const bookingChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate)
  const schema = {
    tags: ['bookings'],
    security: [{ bearer: [] }],
    params: IdParams,
    querystring: BookingQuery,
    body: BookingChangeRequest,
  }

  app.post(
    '/:id/changes/preview',
    {
      schema: {
        ...schema,
        summary: 'What a change of your booking would cost; nothing is changed',
        description: `The booking repriced by the rules of a quote, its promo code honoured. ${RULES}`,
        response: { 200: BookingChangePreview, ...errors },
      },
    },
    async (request) =>
      app.bookings.previewChange({
        viewer: request.auth!,
        staff: false,
        bookingId: request.params.id,
        request: request.body,
        language: requestLanguage(request),
      }),
  )

  app.post(
    '/:id/changes',
    {
      schema: {
        ...schema,
        headers: ChangeIdempotencyHeaders,
        summary: 'Change your booking (dates, times, gear) instead of cancelling it',
        description:
          'One transaction under the stock lock: the new reservations replace the old ones and ' +
          'the change is kept as a version. It costs more: the difference is owed, paid through ' +
          'POST /api/bookings/{id}/checkout. It costs less: refunded at once, except the ' +
          "rental's part within 24 hours of pickup. The same Idempotency-Key answers the same " +
          `change. ${RULES}`,
        response: { 201: BookingChangeResult, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await app.bookings.commitChange({
        viewer: request.auth!,
        staff: false,
        bookingId: request.params.id,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        language: requestLanguage(request),
      })
      return reply.status(answer.statusCode).send(answer.body)
    },
  )
}

export default bookingChangeRoutes
