import type { FastifyPluginAsync } from 'fastify'
import authRoutes from './auth'
import gearRoutes from './gear'
import healthRoutes from './health'
import pickupLocationRoutes from './pickup-locations'
import pricingRoutes from './pricing'
import userRoutes from './users'

/** Every API route, under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(pickupLocationRoutes, { prefix: '/pickup-locations' })
  await app.register(userRoutes, { prefix: '/users' })
  await app.register(authRoutes, { prefix: '/auth' })
  await app.register(gearRoutes, { prefix: '/gear' })
  await app.register(pricingRoutes, { prefix: '/pricing' })
}

export default apiRoutes
