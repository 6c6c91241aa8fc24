import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

/**
 * The load benchmark's ceiling: a hello-world route that passes through every hook of the real
 * server but does no work. Served only with BENCH_ROUTES=true (see `npm run bench`).
 */
const benchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ping',
    {
      schema: {
        hide: true,
        response: { 200: Type.Object({ hello: Type.Literal('world') }) },
      },
    },
    async () => ({ hello: 'world' as const }),
  )
}

export default benchRoutes
