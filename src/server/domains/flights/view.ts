import type { FlightLinkView } from '../../../shared/contract/flights'
import { bookingFlightView } from '../bookings'
import type { BookingRow, Tx } from './context'
import { acceptsFlightNews } from './news'

/** The booking's own flight and times, and whether news can still change the wait. */
export async function flightView(
  tx: Pick<Tx, 'select'>,
  booking: BookingRow,
): Promise<FlightLinkView> {
  const { open, timeZone } = await acceptsFlightNews(tx, booking)
  return {
    start_date: booking.startDate,
    pickup_time: booking.pickupTime,
    time_zone: timeZone,
    inbound_flight: booking.inboundFlight,
    ...bookingFlightView(booking, timeZone),
    can_report: open,
  }
}
