import type { FastifyPluginAsync } from 'fastify'
import auditRoutes from './audit'
import deskBookingRoutes from './bookings'
import deskChangeRoutes from './changes'
import deskCodeRoutes from './codes'
import deskDepositRoutes from './deposits'
import deskFlightRoutes from './flights'
import handoverRoutes from './handover'
import inventoryRoutes from './inventory'
import ledgerRoutes from './ledger'
import promoCodeRoutes from './promo-codes'
import reportRoutes from './reports'
import deskRunRoutes from './run'
import safetyRoutes from './safety'
import staffRoutes from './staff'

/** The staff's desk, under /api/desk, for moderators and admins. */
const deskRoutes: FastifyPluginAsync = async (app) => {
  await app.register(inventoryRoutes)
  await app.register(safetyRoutes)
  await app.register(deskCodeRoutes)
  await app.register(deskBookingRoutes, { prefix: '/bookings' })
  await app.register(handoverRoutes, { prefix: '/bookings' })
  await app.register(deskFlightRoutes, { prefix: '/bookings' })
  await app.register(deskChangeRoutes, { prefix: '/bookings' })
  await app.register(deskDepositRoutes)
  await app.register(deskRunRoutes)
  await app.register(staffRoutes, { prefix: '/staff' })
  await app.register(auditRoutes, { prefix: '/audit' })
  await app.register(promoCodeRoutes, { prefix: '/promo-codes' })
  await app.register(ledgerRoutes, { prefix: '/ledger' })
  await app.register(reportRoutes, { prefix: '/reports' })
}

export default deskRoutes
