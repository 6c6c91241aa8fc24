import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../../../shared/contract/common'
import {
  PromoCode,
  PromoCodeInput,
  PromoCodeList,
  PromoCodeParams,
  PromoCodeStatusChange,
} from '../../../../shared/contract/promotions'

const errors = errorResponses(400, 401, 403)

/** Promo codes (admin): create, list, pause and resume. */
const promoCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authorize('admin'))

  app.get(
    '/',
    {
      schema: {
        tags: ['desk'],
        summary: 'Every promo code, newest first (admin)',
        security: [{ bearer: [] }],
        response: { 200: PromoCodeList, ...errors },
      },
    },
    async () => app.promotions.list(),
  )

  app.post(
    '/',
    {
      schema: {
        tags: ['desk'],
        summary: 'Create a promo code (admin)',
        description:
          'Audited. The code is stored in upper case and unique whatever its case (409 ' +
          'PROMO_CODE_TAKEN); a percentage above 100 or valid_until not after valid_from is a ' +
          '400 INVALID_PROMO_CODE.',
        security: [{ bearer: [] }],
        body: PromoCodeInput,
        response: { 201: PromoCode, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const created = await app.promotions.create({
        actorId: request.auth!.userId,
        input: request.body,
      })
      return reply.code(201).send(created)
    },
  )

  app.post(
    '/:id/status',
    {
      schema: {
        tags: ['desk'],
        summary: 'Pause or resume a promo code (admin)',
        description: 'Audited. A paused code is refused as PROMO_UNKNOWN; bookings made keep it.',
        security: [{ bearer: [] }],
        params: PromoCodeParams,
        body: PromoCodeStatusChange,
        response: { 200: PromoCode, ...errorResponses(404), ...errors },
      },
    },
    async (request) =>
      app.promotions.setActive({
        actorId: request.auth!.userId,
        id: request.params.id,
        active: request.body.active,
      }),
  )
}

export default promoCodeRoutes
