import type { AppConfig } from '../../config'
import { domainPlugin } from '../../plugins/domain-plugin'
import { createFlightService, type FlightService } from './service'

export type { FlightService } from './service'
export type { FlightReporter } from './report'
export { FLIGHT_REPORT_LIMIT } from './report-limit'

/**
 * News of the families' inbound flights, as `app.flights`: kept on the booking, where the
 * desk's no-show rule and lists read it (docs/desk.md, Flights).
 */
export const flightsPlugin = domainPlugin(
  'flights',
  ['database', 'clock', 'signed-links', 'bookings', 'audit'],
  (app, { config }: { config: Pick<AppConfig, 'flightStatusSecret'> }) =>
    createFlightService({
      db: app.db,
      links: app.links,
      bookings: app.bookings,
      audit: app.audit,
      config: { flightStatusSecret: config.flightStatusSecret },
      now: () => app.clock.now(),
    }),
)

declare module 'fastify' {
  interface FastifyInstance {
    flights: FlightService
  }
}
