import type { FastifyPluginAsync } from 'fastify'
import gearRoutes from './gear'
import healthRoutes from './health'
import pickupLocationRoutes from './pickup-locations'

/** Every API route, under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(pickupLocationRoutes, { prefix: '/pickup-locations' })
  await app.register(gearRoutes, { prefix: '/gear' })
}

export default apiRoutes
