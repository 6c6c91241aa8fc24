import { eq } from 'drizzle-orm'
import { isIsoDate } from '../../../shared/domain/calendar'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import { pickupLocations } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { Language } from '../../../shared/domain/languages'
import type { Db, DeskContext } from './context'

/** A pickup location's time zone and today's date on its clock; 404 for an unknown code. */
export async function locationClock(db: Db, { code, now }: { code: string; now: Date }) {
  const [location] = await db
    .select({ code: pickupLocations.code, timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, code))
  if (!location) throw notFound('Pickup location not found')
  return { ...location, today: wallClockAt(now.getTime(), location.timeZone).date }
}

/** What a desk list of one day at one location is asked for. */
export interface DeskDayArgs {
  locationCode: string
  date?: string
  language: Language
}

/** The location's clock and the day a desk list is for, read at one instant (`now`). */
export async function locationDay(ctx: DeskContext, args: DeskDayArgs) {
  const now = ctx.now()
  const location = await locationClock(ctx.db, { code: args.locationCode, now })
  return { now, location, date: listDay(args.date, location.today) }
}

/** The day a desk list is for: `date` when given (400 when not on the calendar), else today. */
function listDay(date: string | undefined, today: string): string {
  if (date === undefined) return today
  if (!isIsoDate(date)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Invalid request: date is not a calendar date', [
      { path: 'querystring/date', message: 'is not a calendar date' },
    ])
  }
  return date
}
