import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import { LegalPage, LegalParams } from '../../../../shared/contract/content'

const legalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:locale',
    {
      schema: {
        tags: ['content'],
        summary: 'Legal notice, privacy and cookie policy in one language',
        params: LegalParams,
        response: { 200: LegalPage, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => app.content.getLegalPage({ locale: request.params.locale }),
  )
}

export default legalRoutes
