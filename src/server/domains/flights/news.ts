import { eq } from 'drizzle-orm'
import type { FlightSource, FlightStatus } from '../../../shared/domain/flights'
import { bookings, flightUpdates, pickupLocations } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { BookingRow, FlightContext, Tx } from './context'

/** One piece of news about a booking's inbound flight. */
export interface FlightNewsEntry {
  source: FlightSource
  status: FlightStatus
  /** The arrival now expected (null: a delay without a time, or a cancellation). */
  expectedArrivalAt: Date | null
  /** When the news was true: the provider's sending time, else now. */
  reportedAt: Date
  /** The provider's message id, kept once per booking. */
  messageId?: string
}

const closed = (message: string) => new AppError(409, 'FLIGHT_NEWS_CLOSED', message)

/**
 * Whether news of the flight can still change the wait: a confirmed pickup at a desk (a
 * delivery keeps its own window), not handed out yet.
 */
export async function acceptsFlightNews(tx: Pick<Tx, 'select'>, booking: BookingRow) {
  const [location] = await tx
    .select({ type: pickupLocations.type, timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, booking.pickupLocationCode))
  const open =
    booking.status === 'confirmed' && !booking.handedOutAt && location?.type !== 'delivery'
  return { open, timeZone: location?.timeZone ?? 'UTC' }
}

/**
 * Keeps the news on the locked booking (its latest, and every piece in flight_updates) in `tx`.
 * A provider message already kept for the booking, or older than the news the booking has,
 * changes nothing (false). 409 FLIGHT_NEWS_CLOSED when the wait is over (see acceptsFlightNews).
 */
export async function keepFlightNews(
  ctx: Pick<FlightContext, 'bookings'>,
  { tx, bookingId, news }: { tx: Tx; bookingId: string; news: FlightNewsEntry },
): Promise<boolean> {
  const booking = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: true })
  if (!booking) throw notFound('Booking not found')
  if (!(await acceptsFlightNews(tx, booking)).open) {
    throw closed('The gear was handed over or the booking is no longer confirmed.')
  }
  if (booking.flightReportedAt && news.reportedAt < booking.flightReportedAt) return false
  const [kept] = await tx
    .insert(flightUpdates)
    .values({
      bookingId,
      source: news.source,
      status: news.status,
      expectedArrivalAt: news.expectedArrivalAt,
      messageId: news.messageId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: flightUpdates.id })
  if (!kept) return false
  await tx
    .update(bookings)
    .set({
      flightStatus: news.status,
      expectedArrivalAt: news.expectedArrivalAt,
      flightReportedAt: news.reportedAt,
      flightReportedBy: news.source,
    })
    .where(eq(bookings.id, bookingId))
  return true
}
