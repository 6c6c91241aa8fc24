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
  holdsLapsed: number
  depositsReleased: number
  depositJobs: number
  filesSwept: number
}

export interface BookingClock {
  /**
   * One round, in this order: quotes past their hold expire; checkouts that can no longer be
   * paid are settled with the provider; unpaid bookings past their time are cancelled; refunds
   * still to send are sent; returned bookings complete and tomorrow's pickups get a reminder
   * (so a payment recorded in this round already counts for its reminder); deposit holds past
   * their time lapse; completed bookings with nothing out and no claim release their deposit;
   * the deposit holds, releases and captures due are carried out; files uploaded a day ago and
   * never attached are removed.
   */
  runOnce(): Promise<JobsReport>
  /**
   * Runs a round soon, after the one in progress, while the server listens (the test clock
   * asks for one when it moves, so what fell due runs without waiting for the next beat).
   */
  kick(): void
}

/**
 * The booking clock: the time-driven work of the bookings, payments and deposits domains, run
 * every few seconds while the server listens (each step is safe with several processes: what must happen
 * once is decided by row locks), and on demand by tests through `app.bookingClock.runOnce()`.
 * The sandbox provider settles its own refunds and expiries on the same beat, and the files
 * domain sweeps its unattached uploads.
 */
export const bookingClockPlugin = fp(
  async (app: FastifyInstance) => {
    const { bookings, payments, deposits, files } = app
    const runOnce = async (): Promise<JobsReport> => {
      const expiredQuotes = await bookings.expireQuotes()
      const attemptsSettled = await payments.settleAttempts()
      const expiredBookings = await payments.expireUnpaidBookings()
      const refundsSent = await payments.sendPendingRefunds()
      const { completed, reminders } = await bookings.followTheCalendar()
      const holdsLapsed = await deposits.lapseHolds()
      const depositsReleased = await deposits.releaseReturned()
      const depositJobs = await deposits.runDueJobs()
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
        holdsLapsed,
        depositsReleased,
        depositJobs,
        filesSwept,
      }
    }
    const task = runWhileListening(
      app,
      'booking jobs',
      async () => {
        await runOnce()
        await payments.sandbox?.tick()
      },
      JOBS_INTERVAL_MS,
    )
    const clock: BookingClock = { runOnce, kick: () => task.kick() }
    app.decorate('bookingClock', clock)
  },
  { name: 'booking-clock', dependencies: ['bookings', 'payments', 'deposits', 'files'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    bookingClock: BookingClock
  }
}
