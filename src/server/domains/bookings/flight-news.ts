import type { FlightNews } from '../../../shared/contract/flights'
import { instantOf } from '../../../shared/domain/zonedTime'
import type { BookingRow } from './context'

type FlightColumns = Pick<
  BookingRow,
  | 'startDate'
  | 'arrivalTime'
  | 'departureTime'
  | 'flightStatus'
  | 'expectedArrivalAt'
  | 'flightReportedAt'
  | 'flightReportedBy'
>

/** The latest news of the booking's inbound flight, as the API shows it. */
export function flightNewsOf(booking: FlightColumns): FlightNews {
  if (!booking.flightStatus || !booking.flightReportedAt || !booking.flightReportedBy) return null
  return {
    status: booking.flightStatus,
    expected_arrival_at: booking.expectedArrivalAt?.toISOString() ?? null,
    reported_at: booking.flightReportedAt.toISOString(),
    reported_by: booking.flightReportedBy,
  }
}

/**
 * When the family is expected: the arrival last reported; else the flight's scheduled arrival
 * on the start date at the location's clock; null when unknown, for a delay without a new time
 * and for a cancelled flight.
 */
export function expectedArrival(booking: FlightColumns, timeZone: string): Date | null {
  if (booking.flightStatus === 'cancelled') return null
  if (booking.expectedArrivalAt) return booking.expectedArrivalAt
  if (booking.flightStatus === 'delayed' || !booking.arrivalTime) return null
  const scheduled = instantOf(booking.startDate, booking.arrivalTime, timeZone)
  return scheduled === null ? null : new Date(scheduled)
}

/** The flight fields of a booking's view: scheduled times, latest news, expected arrival. */
export function bookingFlightView(booking: FlightColumns, timeZone: string) {
  return {
    arrival_time: booking.arrivalTime,
    departure_time: booking.departureTime,
    flight_news: flightNewsOf(booking),
    expected_arrival_at: expectedArrival(booking, timeZone)?.toISOString() ?? null,
  }
}
