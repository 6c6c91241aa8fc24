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
          'available. Requested: X, Available: Y"). Money in cents.',
        querystring: PricingQuery,
        body: PricingRequest,
        response: {
          200: PricingResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) =>
      app.pricing.priceRental({ request: request.body, language: requestLanguage(request) }),
  )
}

export default pricingRoutes
