import { eq } from 'drizzle-orm'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import { pickupLocations } from '../../db/schema'
import { notFound } from '../../errors'
import type { Db } from './context'

/** A pickup location's time zone and today's date on its clock; 404 for an unknown code. */
export async function locationClock(db: Db, code: string, now: Date) {
  const [location] = await db
    .select({ code: pickupLocations.code, timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, code))
  if (!location) throw notFound('Pickup location not found')
  return { ...location, today: wallClockAt(now.getTime(), location.timeZone).date }
}
