import { eq } from 'drizzle-orm'
import { isIsoDate } from '../../../shared/domain/calendar'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import { pickupLocations } from '../../db/schema'
import { AppError, notFound } from '../../errors'
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

/** The day a desk list is for: `date` when given (400 when not on the calendar), else today. */
export function listDay(date: string | undefined, today: string): string {
  if (date === undefined) return today
  if (!isIsoDate(date)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Invalid request: date is not a calendar date', [
      { path: 'querystring/date', message: 'is not a calendar date' },
    ])
  }
  return date
}
