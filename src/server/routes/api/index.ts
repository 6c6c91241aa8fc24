import type { FastifyPluginAsync } from 'fastify'
import authRoutes from './auth'
import gearRoutes from './gear'
import articleRoutes from './articles'
import healthRoutes from './health'
import legalRoutes from './legal'
import pickupLocationRoutes from './pickup-locations'
import pricingRoutes from './pricing'
import quoteRoutes from './quotes'
import bookingRoutes from './bookings'
import bookingFlightRoutes from './booking-flights'
import bookingChangeRoutes from './bookings/changes'
import bookingInvoiceRoutes from './bookings/invoices'
import bookingCodeRoutes from './bookings/code'
import bookingAgreementRoutes from './bookings/agreement'
import deskRoutes from './desk'
import depositLinkRoutes from './deposit-links'
import flightLinkRoutes from './flight-links'
import flightStatusRoutes from './flight-status'
import claimPhotoRoutes from './claim-photos'
import paymentRoutes from './payments'
import supportRoutes from './support'
import userRoutes from './users'
import waitlistRoutes from './waitlist'
import waitlistLinkRoutes from './waitlist-links'

/** Every API route, under /api. */
const apiRoutes: FastifyPluginAsync<{ signupsPerHour: number }> = async (
  app,
  { signupsPerHour },
) => {
  await app.register(healthRoutes)
  await app.register(pickupLocationRoutes, { prefix: '/pickup-locations' })
  await app.register(userRoutes, { prefix: '/users', signupsPerHour })
  await app.register(authRoutes, { prefix: '/auth' })
  await app.register(gearRoutes, { prefix: '/gear' })
  await app.register(pricingRoutes, { prefix: '/pricing' })
  await app.register(quoteRoutes, { prefix: '/quotes' })
  await app.register(bookingRoutes, { prefix: '/bookings' })
  await app.register(bookingFlightRoutes, { prefix: '/bookings' })
  await app.register(bookingChangeRoutes, { prefix: '/bookings' })
  await app.register(bookingInvoiceRoutes, { prefix: '/bookings' })
  await app.register(bookingAgreementRoutes, { prefix: '/bookings' })
  await app.register(bookingCodeRoutes, { prefix: '/bookings' })
  await app.register(paymentRoutes, { prefix: '/payments' })
  await app.register(depositLinkRoutes, { prefix: '/deposit-links' })
  await app.register(flightLinkRoutes, { prefix: '/flight-links' })
  await app.register(waitlistRoutes, { prefix: '/waitlist' })
  await app.register(waitlistLinkRoutes, { prefix: '/waitlist-links' })
  await app.register(flightStatusRoutes, { prefix: '/flight-status' })
  await app.register(claimPhotoRoutes, { prefix: '/claim-photos' })
  await app.register(articleRoutes, { prefix: '/articles' })
  await app.register(legalRoutes, { prefix: '/legal' })
  await app.register(supportRoutes, { prefix: '/support' })
  await app.register(deskRoutes, { prefix: '/desk' })
}

export default apiRoutes
