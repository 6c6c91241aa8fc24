import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../../config'
import { createDeskService, type DeskService } from './service'

export type { DeskService } from './service'
export { locationClock } from './location'
export type { AttentionCandidate, AttentionSource } from './context'

/**
 * The desk, as `app.desk`: what counter staff see (the day's pickups and returns, lookup, the
 * attention list), the handover of units (check-out, check-in, no-shows) and what admins do
 * (cancel, refund, staff roles), each staff change audited
 * in its own transaction through `app.audit`.
 */
export const deskPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<AppConfig, 'noShowGraceMinutes'> }) => {
    const desk = createDeskService({
      db: app.db,
      bookings: app.bookings,
      payments: app.payments,
      deposits: app.deposits,
      audit: app.audit,
      catalogue: app.catalogue,
      inventory: app.inventory,
      files: app.files,
      links: app.links,
      now: () => app.clock.now(),
      noShowGraceMinutes: config.noShowGraceMinutes,
      attentionSources: [],
    })
    // Bookings a confirmed out-of-service change left without a unit.
    desk.addAttentionSource(async ({ locationCode, today }) =>
      (await app.inventory.bookingsLeftShort({ locationCode, today })).map((bookingId) => ({
        kind: 'left_short' as const,
        bookingId,
      })),
    )
    // Paid pickups whose deposit hold is missing, and claims waiting for a decision.
    desk.addAttentionSource((args) => app.deposits.attention(args))
    app.decorate('desk', desk)
  },
  {
    name: 'desk',
    dependencies: [
      'database',
      'clock',
      'catalogue',
      'inventory',
      'bookings',
      'payments',
      'deposits',
      'audit',
      'files',
      'signed-links',
    ],
  },
)

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskService
  }
}
