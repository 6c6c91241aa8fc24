import { deliverySlot } from '../../../shared/domain/delivery'
import { openingWindowOn } from '../../../shared/domain/openingTimes'
import type { OperatingHours } from '../../../shared/domain/operatingHours'
import { addDays } from '../../../shared/domain/calendar'
import { instantOf } from '../../../shared/domain/zonedTime'
import { expectedArrival } from '../bookings'
import type { BookingRow } from './context'

/** What the no-show rule reads of a booking's location. */
export interface LocationHours {
  timeZone: string
  type: 'collection' | 'delivery'
  operatingHours: OperatingHours
  closedDays: string[]
}

const at = (date: string, time: string, timeZone: string) =>
  new Date(instantOf(date, time, timeZone) ?? Date.parse(`${date}T${time}:00Z`))

/** When the desk closes on the pickup day (midnight after it when it does not open). */
function closingOnPickupDay(booking: BookingRow, location: LocationHours) {
  const window = openingWindowOn(
    {
      time_zone: location.timeZone,
      operating_hours: location.operatingHours,
      closed_days: location.closedDays,
    },
    booking.startDate,
  )
  return window
    ? at(booking.startDate, window.close, location.timeZone)
    : at(addDays(booking.startDate, 1), '00:00', location.timeZone)
}

/**
 * From when a confirmed booking not handed out may be marked a no-show (null for any other).
 * A pickup: the grace period after the later of its pickup time and its expected arrival; a
 * delay without a new time, or a cancelled flight, holds it until the desk closes that day. A
 * delivery keeps its own rule: the grace period after its delivery window ends.
 */
export function noShowFrom({
  booking,
  location,
  graceMinutes,
}: {
  booking: BookingRow
  location: LocationHours
  graceMinutes: number
}): Date | null {
  if (booking.status !== 'confirmed' || booking.handedOutAt) return null
  const grace = graceMinutes * 60_000
  if (location.type === 'delivery') {
    const windowEnd = at(
      booking.startDate,
      deliverySlot(booking.pickupTime).until,
      location.timeZone,
    )
    return new Date(windowEnd.getTime() + grace)
  }
  const pickupAt = at(booking.startDate, booking.pickupTime, location.timeZone)
  const arrival = expectedArrival(booking, location.timeZone)
  const heldForTheDay =
    booking.flightStatus === 'cancelled' || (!arrival && booking.flightStatus === 'delayed')
  if (heldForTheDay) {
    return new Date(
      Math.max(closingOnPickupDay(booking, location).getTime(), pickupAt.getTime() + grace),
    )
  }
  return new Date(Math.max(pickupAt.getTime(), arrival?.getTime() ?? 0) + grace)
}
