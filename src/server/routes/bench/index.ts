import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { availabilityAnswers } from '../../domains/catalogue'

/**
 * The load benchmark's routes, served only with BENCH_ROUTES=true (see `npm run bench`).
 *
 * The ceiling: a hello-world route that passes through every hook of the real
 * server but does no work; and how many availability answers this process reused from memory and
 * worked out again, so a run under writes can tell how many searches paid the query.
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
  app.get(
    '/availability-answers',
    {
      schema: {
        hide: true,
        response: { 200: Type.Object({ reused: Type.Integer(), computed: Type.Integer() }) },
      },
    },
    async () => ({ ...availabilityAnswers }),
  )
}

export default benchRoutes
