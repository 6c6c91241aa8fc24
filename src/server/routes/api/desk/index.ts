import type { FastifyPluginAsync } from 'fastify'
import inventoryRoutes from './inventory'

/** The staff desk, for moderators and admins. */
const deskRoutes: FastifyPluginAsync = async (app) => {
  await app.register(inventoryRoutes)
}

export default deskRoutes
