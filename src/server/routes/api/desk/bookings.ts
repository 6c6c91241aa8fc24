import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  AttentionList,
  DeskAttentionQuery,
  DeskBookingDetail,
  DeskBookingPage,
  DeskBookingParams,
  DeskDay,
  DeskDayQuery,
  DeskLangQuery,
  DeskReferenceParams,
  DeskSearchQuery,
  StaffCancelRequest,
  StaffRefundRequest,
} from '../../../../shared/contract/desk-bookings'
import { requestLanguage } from '../../../request-language'
import { bookingChange, changeOf } from './booking-change'

const readErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse }
const changeErrors = { ...readErrors, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse }
const security = [{ bearer: [] }]
const tags = ['desk']

/** The desk's bookings: lists and lookup for moderators and admins; cancel and refund for admins. */
const deskBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize('moderator', 'admin')
  const admin = app.authorize('admin')

  app.get(
    '/day',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Pickups and Returns at a location on a day (moderator, admin)',
        description:
          "Default day: today on the location's clock. Cancelled bookings are left out. " +
          'deliveries and collections: the bookings of the delivery zones served from the ' +
          'location, in run order (window, postal code, reference). Flags: ' +
          'unpaid, no_show (pickup time plus the grace period passed, not handed out), ' +
          'late_return (handed out, return time passed, not back). 404 for an unknown location.',
        security,
        querystring: DeskDayQuery,
        response: { 200: DeskDay, 404: ErrorResponse, ...readErrors },
      },
    },
    async (request) =>
      app.desk.day({
        locationCode: request.query.location,
        date: request.query.date,
        language: requestLanguage(request),
      }),
  )

  app.get(
    '/search',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Find bookings by reference, email, last name or phone (moderator, admin)',
        description:
          'Partial, case- and accent-insensitive, across all dates; latest pickup first, ' +
          '`limit` per page, `next_cursor` for the next.',
        security,
        querystring: DeskSearchQuery,
        response: { 200: DeskBookingPage, ...readErrors },
      },
    },
    async (request) =>
      app.desk.find({
        q: request.query.q,
        limit: request.query.limit ?? 50,
        cursor: request.query.cursor,
        language: requestLanguage(request),
      }),
  )

  app.get(
    '/attention',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Bookings needing attention at a location, with what to do (moderator, admin)',
        security,
        querystring: DeskAttentionQuery,
        response: { 200: AttentionList, 404: ErrorResponse, ...readErrors },
      },
    },
    async (request) =>
      app.desk.attention({
        locationCode: request.query.location,
        language: requestLanguage(request),
      }),
  )

  app.get(
    '/reference/:reference',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One booking by its reference (moderator, admin)',
        security,
        params: DeskReferenceParams,
        querystring: DeskLangQuery,
        response: { 200: DeskBookingDetail, 404: ErrorResponse, ...readErrors },
      },
    },
    async (request) =>
      app.desk.booking({
        where: { reference: request.params.reference },
        language: requestLanguage(request),
      }),
  )

  app.get(
    '/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One booking at the desk (moderator, admin)',
        security,
        params: DeskBookingParams,
        querystring: DeskLangQuery,
        response: { 200: DeskBookingDetail, 404: ErrorResponse, ...readErrors },
      },
    },
    async (request) =>
      app.desk.booking({ where: { id: request.params.id }, language: requestLanguage(request) }),
  )

  // Cancel and refund read alike but stay written out: each carries its own OpenAPI text and
  // body schema, which the typed request is inferred from.
  app.post(
    '/:id/cancel',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Cancel a booking, with a reason and an optional refund (admin)',
        description:
          'Any confirmed booking, at any time (409 ALREADY_CANCELLED, ALREADY_COMPLETED), once ' +
          'every unit handed out with it is checked in (409 UNITS_STILL_OUT otherwise), and ' +
          'only while its payment is as the admin saw it (`payment_status`; 409 ' +
          'PAYMENT_CHANGED otherwise, nothing changed). The ' +
          'traveller sees the reason on their booking and in the cancellation email, in their ' +
          'language. `refund_amount` (cents, default 0) goes back through the payment provider, ' +
          'at most what is left (422 REFUND_TOO_LARGE; 409 NOTHING_TO_REFUND when unpaid). One ' +
          'transaction with its audit row; the same Idempotency-Key answers the booking again ' +
          'and changes nothing (422 IDEMPOTENCY_KEY_REUSED with another request).',
        ...bookingChange,
        body: StaffCancelRequest,
        response: { 200: DeskBookingDetail, ...changeErrors },
      },
    },
    async (request) =>
      app.desk.cancel({
        ...changeOf(request),
        reason: request.body.reason.trim(),
        refundAmount: request.body.refund_amount ?? 0,
        paymentStatus: request.body.payment_status,
      }),
  )

  app.post(
    '/:id/refunds',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Refund all or part of what a booking paid (admin)',
        description:
          'At most `refundable_amount` (422 REFUND_TOO_LARGE; 409 NOTHING_TO_REFUND when ' +
          'nothing is left; a negative or zero amount 400 VALIDATION_FAILED). The booking keeps ' +
          'its status; the traveller gets the refund email in their language once the provider ' +
          'confirms it, and sees it on their booking. The same Idempotency-Key refunds once, ' +
          'however many times or however concurrently it is sent.',
        ...bookingChange,
        body: StaffRefundRequest,
        response: { 200: DeskBookingDetail, ...changeErrors },
      },
    },
    async (request) =>
      app.desk.refund({
        ...changeOf(request),
        amount: request.body.amount,
        note: request.body.reason?.trim() || null,
      }),
  )
}

export default deskBookingRoutes
