import type { FastifyPluginAsync } from 'fastify'
import healthRoutes from './health'
import pickupLocationRoutes from './pickup-locations'

/** Every API route, under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(pickupLocationRoutes, { prefix: '/pickup-locations' })
}

export default apiRoutes
