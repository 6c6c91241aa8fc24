import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  DeskBookingDetail,
  DeskBookingParams,
  DeskLangQuery,
} from '../../../../shared/contract/desk-bookings'
import {
  CheckInRequest,
  CheckOutRequest,
  HandoverHeaders,
  HandoverOptions,
} from '../../../../shared/contract/desk-handover'
import { requestLanguage } from '../../../request-language'

const doorErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
}
const changeErrors = { ...doorErrors, 409: ErrorResponse, 422: ErrorResponse }
const checkOutErrors = { ...changeErrors, 413: ErrorResponse }
const security = [{ bearer: [] }]
const tags = ['desk']

/**
 * The schema every handover shares: a staff token, the booking, `lang` for the answer, and what
 * an action taken offline carries when it is sent later (its Idempotency-Key and Taken-At).
 */
const handoverSchema = {
  security,
  headers: HandoverHeaders,
  params: DeskBookingParams,
  querystring: DeskLangQuery,
}
const OFFLINE_TEXT =
  ' Taken offline and sent later: the same Idempotency-Key answers the booking again and ' +
  'changes nothing (422 IDEMPOTENCY_KEY_REUSED with another request; a refusal keeps no key), ' +
  'and Taken-At, when staff took it, is kept in the audit log beside the arrival time (422 ' +
  'TAKEN_AT_OUT_OF_RANGE in the future or too old). The rules apply as they stand on arrival.'

/** Who acts on which booking, once per key when one is sent, answered in the request's language. */
const handoverBy = (
  request: FastifyRequest<{ Params: { id: string }; Headers: HandoverHeaders }>,
) => ({
  actorId: request.auth!.userId,
  bookingId: request.params.id,
  language: requestLanguage(request),
  idempotencyKey: request.headers['idempotency-key'],
  takenAt: request.headers['taken-at'],
})

/** The handover of units at the counter (moderators and admins), under /api/desk/bookings. */
const handoverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize('moderator', 'admin')

  app.get(
    '/:id/handover',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Units the desk may hand over with a booking (moderator, admin)',
        description:
          'Per item: the units in service, not out of service on any of its days and not out ' +
          'with another booking, by asset tag; the first `quantity` are suggested.',
        security,
        params: DeskBookingParams,
        response: { 200: HandoverOptions, ...doorErrors },
      },
    },
    async (request) => app.desk.handoverOptions({ bookingId: request.params.id }),
  )

  // Check-out and check-in read alike but stay written out: each route carries its own OpenAPI
  // text and body schema, which the typed request is inferred from.
  app.post(
    '/:id/check-out',
    {
      onRequest: staff,
      // Room for the signature (SIGNATURE_MAX_BYTES in base64), so an oversized one is answered
      // as such: 413 SIGNATURE_TOO_LARGE.
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Check a booking out: hand over one unit per item (moderator, admin)',
        description:
          'A paid, confirmed booking, from its pickup day to its return day (409 BOOKING_NOT_PAID, ' +
          'NOT_READY_FOR_HANDOVER, ALREADY_HANDED_OUT). The units must match its items and ' +
          'quantities (422 UNITS_MISMATCH) and be free (409 UNIT_NOT_FREE: out of service, ' +
          'retired, at another location or out with another booking; a unit is out with one ' +
          'booking at a time, even under concurrent requests). Records when, by whom and which ' +
          'units, with their condition; one transaction with its audit rows. The family signs ' +
          'the rental agreement (`agreement`: their name, the signature as a PNG, the language ' +
          'they read it in): kept as a PDF with its SHA-256 and the terms in force, emailed to ' +
          'the family, linked from the booking (`agreement`). Without a signature, ' +
          '`unsigned_reason` says why (audited); neither: 422 AGREEMENT_UNSIGNED. A signature ' +
          "over its size: 413 SIGNATURE_TOO_LARGE; not a sound PNG of a signature pad's size, " +
          'or blank: 422 SIGNATURE_INVALID.' +
          OFFLINE_TEXT,
        ...handoverSchema,
        body: CheckOutRequest,
        response: { 200: DeskBookingDetail, ...checkOutErrors },
      },
    },
    async (request) => app.desk.checkOut({ ...handoverBy(request), ...request.body }),
  )

  app.post(
    '/:id/check-in',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Check units back in: fine, cleaning, repair or missing (moderator, admin)',
        description:
          'Each unit must be out with this booking (409 UNIT_NOT_OUT, also for one already ' +
          'checked in; nothing changes). cleaning and repair put the unit out of service from ' +
          "today (the location's clock), open-ended, with that reason; missing with reason lost. " +
          'When every unit is back the booking is completed and its rental ends that day: an ' +
          'early return frees the remaining days, and the turnaround runs from the return day.' +
          OFFLINE_TEXT,
        ...handoverSchema,
        body: CheckInRequest,
        response: { 200: DeskBookingDetail, ...changeErrors },
      },
    },
    async (request) => app.desk.checkIn({ ...handoverBy(request), units: request.body.units }),
  )

  app.post(
    '/:id/no-show',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Mark a booking nobody came for as a no-show (moderator, admin)',
        description:
          'From its no_show_from (the grace period, NO_SHOW_GRACE_MINUTES, after the later of the ' +
          'pickup time and the expected arrival; a delayed or cancelled flight without a new time ' +
          'waits until the desk closes), for a confirmed booking not handed out (409 ' +
          'NOT_A_NO_SHOW otherwise). It is cancelled ' +
          '(cancelled_by no_show) and its units are free at once. The cancellation policy ' +
          'refunds nothing within 24 hours of pickup: a paid booking keeps its payment unless an ' +
          'admin refunds it. No body.' +
          OFFLINE_TEXT,
        ...handoverSchema,
        response: { 200: DeskBookingDetail, ...changeErrors },
      },
    },
    async (request) => app.desk.markNoShow(handoverBy(request)),
  )
}

export default handoverRoutes
