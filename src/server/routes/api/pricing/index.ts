import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import { PricingQuery, PricingRequest, PricingResponse } from '../../../../shared/contract/pricing'
import { requestLanguage } from '../../../request-language'

const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/calculate',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['pricing'],
        summary: 'Price a basket for one rental period',
        description:
          'The same period rules as search (400 with their codes), unknown gear 400 ' +
          'UNKNOWN_GEAR, more units than are free 409 INSUFFICIENT_STOCK ("Not enough stock ' +
          'available. Requested: X, Available: Y"). Money in cents. With `promo_code`: a code ' +
          'of another shape is a 400 VALIDATION_FAILED; a refused code a 422 with the reason ' +
          '(PROMO_UNKNOWN, PROMO_EXPIRED, PROMO_NOT_YET_VALID, PROMO_USED_UP, ' +
          'PROMO_NOT_FOR_GEAR, PROMO_RENTAL_TOO_SHORT, PROMO_TRAVELLER_LIMIT_REACHED for the ' +
          'signed-in traveller): the basket keeps its price without the code and shows why; an ' +
          'accepted one adds `discounts` and comes off subtotal, taxes and grand_total. A ' +
          "delivery zone's code prices its own delivery and collection fees (types delivery and " +
          "pickup) with the stock of the location it is served from; past the zone's lead time " +
          'it answers 422 DELIVERY_LEAD_TIME_PASSED, the message naming the deadline.',
        querystring: PricingQuery,
        body: PricingRequest,
        response: {
          200: PricingResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
        },
      },
      // Only a promo code needs to know who asks (its per-traveller limit).
      preHandler: async (request) => {
        if (request.body.promo_code !== undefined) await app.identify(request)
      },
    },
    async (request) =>
      app.pricing.priceRental({
        request: request.body,
        language: requestLanguage(request),
        userId: request.auth?.userId,
      }),
  )
}

export default pricingRoutes
