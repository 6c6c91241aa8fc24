import type { FastifyPluginAsync } from 'fastify'
import articleRoutes from './articles'
import healthRoutes from './health'
import legalRoutes from './legal'
import pickupLocationRoutes from './pickup-locations'

/** Every API route, under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(pickupLocationRoutes, { prefix: '/pickup-locations' })
  await app.register(articleRoutes, { prefix: '/articles' })
  await app.register(legalRoutes, { prefix: '/legal' })
}

export default apiRoutes
