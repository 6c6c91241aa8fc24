import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type, type TSchema } from 'typebox'
import {
  Booking,
  BookingList,
  BookingQuery,
  BookingRequest,
  CheckoutSession,
  IdParams,
  PaymentConfirmation,
  ReferenceParams,
} from '../../../../shared/contract/bookings'
import { BillingDetailsInput } from '../../../../shared/contract/billing'
import { ErrorResponse, errorResponses } from '../../../../shared/contract/common'
import { DisputeRequest } from '../../../../shared/contract/deposits'
import { requestLanguage } from '../../../request-language'

const errors = errorResponses(400, 401, 403, 404, 409, 422)
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' }),
  ),
})

const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate)
  const viewer = (request: { auth: { userId: string; role: string } | null }) => request.auth!
  /** The booking a request names by id, asked for by its viewer, in the request's language. */
  const ownBooking = (request: FastifyRequest<{ Params: { id: string } }>) => ({
    viewer: viewer(request),
    id: request.params.id,
    language: requestLanguage(request),
  })
  /** The schema of a request about one of the traveller's own bookings. */
  const ownBookingSchema = <Params extends TSchema>(summary: string, params: Params) => ({
    tags: ['bookings'],
    summary,
    security: [{ bearer: [] }],
    params,
    querystring: BookingQuery,
    response: { 200: Booking, ...errors },
  })

  app.post(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book a quote',
        description:
          'One transaction: the quote and its inventory rows are locked, its holds must still ' +
          'run (409 otherwise), the booking is created with a reference, its cancellation ' +
          'deadline and discounts, and its emails are queued. Send an Idempotency-Key to make ' +
          'retries safe: the same key answers the same booking. A quote priced with a promo code ' +
          "counts one of the code's uses, under the code's lock: 409 with the reason " +
          '(PROMO_USED_UP, PROMO_TRAVELLER_LIMIT_REACHED, PROMO_EXPIRED, PROMO_UNKNOWN when ' +
          'paused) when it can no longer be used; nothing is booked then, and the traveller ' +
          'quotes again without it.',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        querystring: BookingQuery,
        body: BookingRequest,
        response: { 200: Booking, 201: Booking, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await app.bookings.create({
        userId: viewer(request).userId,
        quoteId: request.body.quote_id,
        idempotencyKey: request.headers['idempotency-key'],
        language: requestLanguage(request),
      })
      return reply.status(answer.statusCode).send(answer.body)
    },
  )

  app.get(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Your bookings, upcoming and past',
        security: [{ bearer: [] }],
        querystring: BookingQuery,
        response: { 200: BookingList, 401: ErrorResponse },
      },
    },
    async (request) =>
      app.bookings.list({ userId: viewer(request).userId, language: requestLanguage(request) }),
  )

  app.get('/:id', { schema: ownBookingSchema('One of your bookings', IdParams) }, async (request) =>
    app.bookings.get(ownBooking(request)),
  )

  app.get(
    '/reference/:reference',
    { schema: ownBookingSchema('One of your bookings, by its reference', ReferenceParams) },
    async (request) =>
      app.bookings.getByReference({
        viewer: viewer(request),
        reference: request.params.reference,
        language: requestLanguage(request),
      }),
  )

  app.post(
    '/:id/cancel',
    {
      schema: {
        ...ownBookingSchema(
          'Cancel a booking (until 24 hours before pickup); a paid one is refunded',
          IdParams,
        ),
        description:
          '409 CANCELLATION_WINDOW_CLOSED within 24 hours of pickup, ALREADY_CANCELLED, ' +
          'ALREADY_COMPLETED.',
      },
    },
    async (request) => app.bookings.cancel(ownBooking(request)),
  )

  app.post(
    '/:id/deposit/dispute',
    {
      schema: {
        ...ownBookingSchema('Answer the claims made on your deposit', IdParams),
        tags: ['deposits'],
        description:
          'The message joins the claim history that staff read before deciding. 409 NO_CLAIM ' +
          'without a claim, DISPUTE_CLOSED once the time to answer has passed or the claims ' +
          'were decided.',
        body: DisputeRequest,
      },
    },
    async (request) => {
      await app.deposits.dispute({
        userId: viewer(request).userId,
        bookingId: request.params.id,
        message: request.body.message,
      })
      return app.bookings.get(ownBooking(request))
    },
  )

  app.put(
    '/:id/billing-details',
    {
      schema: {
        ...ownBookingSchema('Ask for a full invoice: give your billing details', IdParams),
        description:
          'Checked field by field (422 with the first problem: BILLING_FIELD_REQUIRED, ' +
          'BILLING_FIELD_TOO_LONG, INVALID_COUNTRY, INVALID_POSTAL_CODE, INVALID_TAX_ID; each ' +
          'in details at body/<field>). Before the rental is paid, its first invoice will be a ' +
          'full one; once simplified invoices were issued, a corrective invoice by substitution ' +
          'cancels them and a full invoice is issued, in one transaction. The same details ' +
          'again change nothing; other details once a full invoice was issued: 409 ' +
          'FULL_INVOICE_ALREADY_ISSUED.',
        body: BillingDetailsInput,
      },
    },
    async (request) => {
      await app.invoices.giveBillingDetails({
        userId: viewer(request).userId,
        bookingId: request.params.id,
        details: request.body,
      })
      return app.bookings.get(ownBooking(request))
    },
  )

  app.post(
    '/:id/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: "Open the payment provider's hosted checkout for an unpaid booking",
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: CheckoutSession, 503: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      app.payments.startCheckout({
        userId: viewer(request).userId,
        bookingId: request.params.id,
        // Where the traveller opened the app: in development, the payment pages return there.
        openedAt: {
          origin: request.headers.origin,
          host: request.headers.host,
          protocol: request.protocol,
        },
      }),
  )

  app.post(
    '/:id/payment/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Back from the provider: check the checkout and record the payment',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: BookingQuery,
        body: PaymentConfirmation,
        response: { 200: Booking, 503: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      await app.payments.confirmCheckout({
        userId: viewer(request).userId,
        bookingId: request.params.id,
        sessionId: request.body.session_id,
      })
      return app.bookings.get(ownBooking(request))
    },
  )
}

export default bookingRoutes
