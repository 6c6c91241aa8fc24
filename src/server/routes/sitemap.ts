import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

/**
 * /sitemap.xml for search engines, outside /api. Registered before the SPA hosting, so this
 * route answers a full request; the app's own /sitemap.xml page is reached by in-app links.
 */
const sitemapRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['content'],
        summary: 'XML sitemap of the public pages, with English and Spanish alternates',
        produces: ['application/xml'],
        response: { 200: Type.String({ description: 'sitemaps.org XML document' }) },
      },
    },
    async (_request, reply) => {
      const xml = await app.content.sitemapXml()
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml)
    },
  )
}

export default sitemapRoute
