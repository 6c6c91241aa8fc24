import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UNATTACHED_FILE_HOURS } from '../domains/files'
import { runWhileListening } from '../periodic-task'

const JOBS_INTERVAL_MS = 5_000

/** What one round of the booking clock did. */
export interface JobsReport {
  expiredQuotes: number
  attemptsSettled: number
  expiredBookings: number
  refundsSent: number
  completed: number
  reminders: number
  filesSwept: number
}

export interface BookingClock {
  /**
   * One round, in this order: quotes past their hold expire; checkouts that can no longer be
   * paid are settled with the provider; unpaid bookings past their time are cancelled; refunds
   * still to send are sent; returned bookings complete and tomorrow's pickups get a reminder
   * (so a payment recorded in this round already counts for its reminder); files uploaded a
   * day ago and never attached are removed.
   */
  runOnce(): Promise<JobsReport>
}

/**
 * The booking clock: the time-driven work of the bookings and payments domains, run every few
 * seconds while the server listens (each step is safe with several processes: what must happen
 * once is decided by row locks), and on demand by tests through `app.bookingClock.runOnce()`.
 * The sandbox provider settles its own refunds and expiries on the same beat, and the files
 * domain sweeps its unattached uploads.
 */
export const bookingClockPlugin = fp(
  async (app: FastifyInstance) => {
    const { bookings, payments, files } = app
    const clock: BookingClock = {
      runOnce: async () => {
        const expiredQuotes = await bookings.expireQuotes()
        const attemptsSettled = await payments.settleAttempts()
        const expiredBookings = await payments.expireUnpaidBookings()
        const refundsSent = await payments.sendPendingRefunds()
        const { completed, reminders } = await bookings.followTheCalendar()
        const filesSwept = await files.sweepUnattached({
          olderThan: new Date(app.clock.now().getTime() - UNATTACHED_FILE_HOURS * 3_600_000),
        })
        return {
          expiredQuotes,
          attemptsSettled,
          expiredBookings,
          refundsSent,
          completed,
          reminders,
          filesSwept,
        }
      },
    }
    app.decorate('bookingClock', clock)
    runWhileListening(
      app,
      'booking jobs',
      async () => {
        await clock.runOnce()
        await payments.sandbox?.tick()
      },
      JOBS_INTERVAL_MS,
    )
  },
  { name: 'booking-clock', dependencies: ['bookings', 'payments', 'files'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    bookingClock: BookingClock
  }
}
