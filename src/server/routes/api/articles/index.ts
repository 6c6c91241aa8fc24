import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  Article,
  ArticleList,
  ArticleParams,
  ContentQuery,
} from '../../../../shared/contract/content'
import { requestLanguage } from '../../../request-language'

const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['content'],
        summary: 'Blog articles for travelling families, newest first',
        querystring: ContentQuery,
        response: { 200: ArticleList, 400: ErrorResponse },
      },
    },
    async (request) => ({
      items: await app.content.listArticles({ language: requestLanguage(request) }),
    }),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One article with its body as structured blocks',
        params: ArticleParams,
        querystring: ContentQuery,
        response: { 200: Article, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      app.content.getArticle({ id: request.params.id, language: requestLanguage(request) }),
  )
}

export default articleRoutes
