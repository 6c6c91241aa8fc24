import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createCatalogueService, type CatalogueService } from './service'

export type { CatalogueService, RentalAvailabilityQuery } from './service'
export type { GearAvailability } from './availability'
export type { GearRow, LocationRow } from './reference-data'
export type { RentalRequest } from './rental-period'
export { createCatalogueService } from './service'

/** The catalogue and its availability, as `app.catalogue`: what is rentable where and when. */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogue', createCatalogueService({ db: app.db, now: () => app.clock.now() }))
  },
  { name: 'catalogue', dependencies: ['database', 'clock'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService
  }
}
