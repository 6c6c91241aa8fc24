import type { FlightLinkView, FlightReport } from '../../../shared/contract/flights'
import { addDays } from '../../../shared/domain/calendar'
import { instantOf, wallClockAt } from '../../../shared/domain/zonedTime'
import { AppError, notFound } from '../../errors'
import { flightNewsEmail, formatMoment } from '../mail'
import type { BookingRow, FlightContext, Tx } from './context'
import { acceptsFlightNews, keepFlightNews } from './news'
import { flightView } from './view'

/** Who tells us: the family (its booking page or the emailed link) or a desk clerk. */
export type FlightReporter = { by: 'family'; userId?: string } | { by: 'desk'; actorId: string }

const invalidArrival = (message: string) => new AppError(400, 'INVALID_ARRIVAL', message)

/** The arrival a report gives, on the location's clock: the pickup day or the day after. */
function arrivalOf(report: FlightReport, booking: BookingRow, timeZone: string): Date | null {
  if (report.status !== 'delayed' || !report.arrival_time) return null
  const date = report.arrival_date ?? booking.startDate
  if (date !== booking.startDate && date !== addDays(booking.startDate, 1)) {
    throw invalidArrival('The new arrival must be on the pickup day or the day after.')
  }
  const at = instantOf(date, report.arrival_time, timeZone)
  if (at === null) throw invalidArrival('That time does not exist on the local clock that day.')
  return new Date(at)
}

/**
 * The family (or the desk) says the flight lands late, with or without a new time, or is
 * cancelled. Kept on the booking at once (the desk's lists read it); the family is emailed
 * that the gear will wait; a desk report is audited. Someone else's booking is not found.
 */
export async function reportFlight(
  ctx: FlightContext,
  {
    bookingId,
    report,
    reporter,
  }: { bookingId: string; report: FlightReport; reporter: FlightReporter },
): Promise<FlightLinkView> {
  return ctx.db.transaction(async (tx) => {
    const booking = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: true })
    if (
      !booking ||
      (reporter.by === 'family' && reporter.userId && booking.userId !== reporter.userId)
    ) {
      throw notFound('Booking not found')
    }
    const { timeZone } = await acceptsFlightNews(tx, booking)
    const news = {
      source: reporter.by,
      status: report.status,
      expectedArrivalAt: arrivalOf(report, booking, timeZone),
      reportedAt: ctx.now(),
    }
    await keepFlightNews(ctx, { tx, bookingId, news })
    if (reporter.by === 'desk') {
      await ctx.audit.record({
        tx,
        actorId: reporter.actorId,
        action: 'booking.flight_news',
        bookingId,
        before: {
          flight_status: booking.flightStatus,
          expected_arrival_at: booking.expectedArrivalAt,
        },
        after: { flight_status: news.status, expected_arrival_at: news.expectedArrivalAt },
      })
    }
    await tellTheFamily(ctx, { tx, booking, news, timeZone })
    const updated = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: false })
    return flightView(tx, updated!)
  })
}

/** The family hears that the gear waits (or what a cancelled flight lets them do). */
async function tellTheFamily(
  ctx: FlightContext,
  {
    tx,
    booking,
    news,
    timeZone,
  }: {
    tx: Tx
    booking: BookingRow
    news: { status: FlightReport['status']; expectedArrivalAt: Date | null }
    timeZone: string
  },
) {
  const arrival = news.expectedArrivalAt && wallClockAt(news.expectedArrivalAt.getTime(), timeZone)
  await ctx.bookings.emailTraveller({
    tx,
    booking,
    template: 'flight_news',
    render: (language, facts) =>
      flightNewsEmail(language, {
        ...facts,
        status: news.status,
        arrival: arrival ? formatMoment({ ...arrival, language }) : null,
      }),
  })
}
