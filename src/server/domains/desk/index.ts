import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createDeskService, type DeskService } from './service'

export type { DeskService } from './service'
export type { AttentionCandidate, AttentionSource } from './context'

/**
 * The desk, as `app.desk`: what counter staff see (the day's pickups and returns, lookup, the
 * attention list) and what admins do (cancel, refund, staff roles), each staff change audited
 * in its own transaction through `app.audit`.
 */
export const deskPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'desk',
      createDeskService({
        db: app.db,
        bookings: app.bookings,
        payments: app.payments,
        audit: app.audit,
        now: () => app.clock.now(),
        attentionSources: [],
      }),
    )
  },
  { name: 'desk', dependencies: ['database', 'clock', 'bookings', 'payments', 'audit'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskService
  }
}
