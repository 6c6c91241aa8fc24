import { createCatalogueService, type CatalogueService } from './service'
import { domainPlugin } from '../../plugins/domain-plugin'

export type { CatalogueService, RentalAvailabilityQuery } from './service'
export type { GearAvailability } from './availability'
export type { GearRow, LocationRow } from './reference-data'
export type { RentalRequest } from './rental-period'
export { createCatalogueService } from './service'
export { availabilityAnswers } from './availability-cache'

/** The catalogue and its availability, as `app.catalogue`: what is rentable where and when. */
export const cataloguePlugin = domainPlugin('catalogue', ['database', 'clock', 'demand'], (app) =>
  createCatalogueService({ db: app.db, now: () => app.clock.now(), demand: app.demand }),
)

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService
  }
}
