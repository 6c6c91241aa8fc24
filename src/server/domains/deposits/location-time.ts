import { eq } from 'drizzle-orm'
import { instantOf } from '../../../shared/domain/zonedTime'
import { pickupLocations } from '../../db/schema'
import type { BookingRow, Tx } from './context'

/** The time zone of the booking's location (UTC when unknown): its times are told on that clock. */
export async function locationTimeZone(tx: Pick<Tx, 'select'>, booking: BookingRow) {
  const [location] = await tx
    .select({ timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, booking.pickupLocationCode))
  return location?.timeZone ?? 'UTC'
}

/** The moment the gear is due back, on the location's clock: links for the booking end then. */
export async function returnInstant(tx: Pick<Tx, 'select'>, booking: BookingRow) {
  const at = instantOf(booking.endDate, booking.returnTime, await locationTimeZone(tx, booking))
  return new Date(at ?? Date.parse(`${booking.endDate}T23:59:00Z`))
}
