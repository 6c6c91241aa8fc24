import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  BookingQuery,
  IdParams,
  Quote,
  QuoteRequest,
  QuoteUpdate,
} from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import { HeldUnits } from '../../../../shared/contract/waitlist'
import { requestLanguage } from '../../../request-language'

const errors = errorResponses(400, 401, 403, 404, 409, 422)

/** The quote a request names, asked for by its signed-in owner, in the request's language. */
const ownQuote = (request: FastifyRequest<{ Params: { id: string } }>) => ({
  userId: request.auth!.userId,
  id: request.params.id,
  language: requestLanguage(request),
})

const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.post(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Price the basket and hold its gear for 30 minutes',
        description:
          'The quote belongs to the signed-in traveller (a `user_id` in the body is ignored). ' +
          'Checkout contact rules: phone required and valid, flight numbers like BA123, notes at ' +
          'most 500 characters. The same rental and stock rules as pricing (409 when stock is short). ' +
          'A `promo_code` is checked again for this traveller (422 with the reason when refused) ' +
          'and its discount kept in the quote; its use is counted when the quote is booked. ' +
          'A delivery zone needs `delivery_address` (422 DELIVERY_ADDRESS_REQUIRED), checked per ' +
          'field (422 ADDRESS_FIELD_REQUIRED, ADDRESS_FIELD_TOO_LONG, INVALID_POSTAL_CODE, ' +
          "POSTAL_CODE_OUTSIDE_ZONE naming the zone's area, every problem in `details`); a " +
          "collection point refuses one (422 DELIVERY_ADDRESS_NOT_EXPECTED). Past the zone's " +
          'lead time: 422 DELIVERY_LEAD_TIME_PASSED.',
        security: [{ bearer: [] }],
        querystring: BookingQuery,
        body: QuoteRequest,
        response: { 201: Quote, ...errors },
      },
    },
    async (request, reply) => {
      const quote = await app.bookings.createQuote({
        userId: request.auth!.userId,
        request: request.body,
        language: requestLanguage(request),
      })
      return reply.status(201).send(quote)
    },
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One of your quotes',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: BookingQuery,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => app.bookings.getQuote(ownQuote(request)),
  )

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: "Change a pending quote's contact details, notes and delivery address",
        description:
          '400 "Only pending quotes can be updated"; 404 for a quote that is not yours, as for ' +
          'one that does not exist. A new `delivery_address` gets the checks of a new quote ' +
          '(422 per field; DELIVERY_ADDRESS_NOT_EXPECTED for a collection point).',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: BookingQuery,
        body: QuoteUpdate,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => app.bookings.updateQuote({ ...ownQuote(request), changes: request.body }),
  )

  app.put(
    '/:id/units',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Keep fewer of the units a waitlist offer holds, before booking',
        description:
          'Only on your pending quote holding a waitlist offer (409 WAITLIST_UNITS_FIXED; 400 ' +
          'QUOTE_NOT_PENDING once it lapsed). From 1 to the units held of that item (422 ' +
          'WAITLIST_UNITS_NOT_HELD above them). The quote is priced again and holds only the ' +
          'units kept, until the same expiry; the others are offered to the next family in line.',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: BookingQuery,
        body: HeldUnits,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => app.bookings.lowerHeldUnits({ ...ownQuote(request), held: request.body }),
  )
}

export default quoteRoutes
