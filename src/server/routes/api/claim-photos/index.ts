import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses } from '../../../../shared/contract/common'
import { ClaimPhotoQuery } from '../../../../shared/contract/deposits'

/**
 * Claim photos, read from the signed addresses a deposit's view names: an <img> sends no bearer
 * token, so the address itself says which booking's photo it may show, for an hour.
 */
const claimPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['deposits'],
        summary: 'A claim photo, from its signed address',
        description:
          "The `url` of a photo in a deposit's claims. 400 INVALID_LINK for an altered address " +
          'or one for something else, 410 LINK_EXPIRED after an hour (read the booking again ' +
          "for fresh addresses), 404 when the photo is not one of that booking's claims.",
        querystring: ClaimPhotoQuery,
        response: {
          200: Type.Unknown({ description: 'The image: JPEG, PNG or WebP.' }),
          ...errorResponses(400, 404, 410),
        },
      },
    },
    async (request, reply) => {
      const photo = await app.deposits.readClaimPhoto({ token: request.query.token })
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(photo.bytes)
    },
  )
}

export default claimPhotoRoutes
