import type { AppConfig } from '../../config'
import { createBookingService, type BookingService } from './service'
import { domainPlugin } from '../../plugins/domain-plugin'
import { claimPhotoUrl } from '../deposits'
import { PeriodicTask } from '../../periodic-task'

/** How often the waitlist's offer pass runs while the server listens (and soon when kicked). */
export const WAITLIST_PASS_MS = 5_000

export type { BookingService } from './service'
export { bookingFlightView, expectedArrival } from './flight-news'
export { codeNotOurs } from './booking-code'
export type { BookingAnswer } from './bookings'
export type { BookingEmailRender } from './emails'
export type {
  BookingChange,
  BookingChangedHandler,
  BookingEndedHandler,
  BookingVersionRow,
  BookingEndReason,
  BookingEnding,
  BookingRow,
  StaffEnding,
  Viewer,
} from './context'

/**
 * Quotes and bookings, as `app.bookings`. It knows nothing of payments: the payments plugin
 * (registered after it) acts on ended bookings through `app.bookings.onBookingEnded`.
 */
export const bookingsPlugin = domainPlugin(
  'bookings',
  [
    'database',
    'clock',
    'signed-links',
    'mail',
    'pricing',
    'catalogue',
    'inventory',
    'promotions',
    'audit',
  ],
  (app, { config }: { config: Pick<AppConfig, 'publicUrl' | 'depositMode'> }) => {
    let waitlistPass: PeriodicTask | null = null
    const service = createBookingService({
      db: app.db,
      config: { publicUrl: config.publicUrl, depositMode: config.depositMode },
      mail: app.mail,
      pricing: app.pricing,
      promotions: app.promotions,
      catalogue: app.catalogue,
      now: () => app.clock.now(),
      photoUrl: claimPhotoUrl(app.links, () => app.clock.now()),
      links: app.links,
      lateFlightLink: ({ bookingId, expiresAt }) =>
        `${config.publicUrl}/flight#${app.links.sign({ purpose: 'flight_news', bookingId, expiresAt })}`,
      endedHandlers: [],
      changedHandlers: [],
      audit: app.audit,
      waitlistSoon: () => waitlistPass?.kick(),
      waitlistLeaveLink: ({ entryId, expiresAt }) =>
        `${config.publicUrl}/waitlist/leave#${app.links.sign({ purpose: 'waitlist_leave', bookingId: entryId, expiresAt })}`,
    })
    // Units freed by a cancellation, a change, a unit back in service, new stock or a lapsed
    // hold are offered to the waitlist on this beat; each step is safe with several processes.
    waitlistPass = new PeriodicTask('waitlist offers', () => service.offerWaitlist(), app.log)
    const pass = waitlistPass
    app.inventory.onStockFreed(() => pass.kick())
    app.addHook('onListen', async () => pass.start(WAITLIST_PASS_MS))
    app.addHook('preClose', async () => pass.stop())
    app.mail.renderBookingCodesWith((args) => service.codePng(args))
    return service
  },
)

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingService
  }
}
