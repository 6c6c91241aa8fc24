import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm'
import { addDays } from '../../../shared/domain/calendar'
import { instantOf } from '../../../shared/domain/zonedTime'
import type { DeskBooking, DeskDay } from '../../../shared/contract/desk-bookings'
import { bookings } from '../../db/schema'
import type { DeskContext } from './context'
import { zoneBookingsOn } from './delivery-run'
import { LIVE_BOOKINGS, deskBookings } from './desk-rows'
import { locationDay, type DeskDayArgs } from './location'

/**
 * Pickups and Returns at a location on a day (today on its clock by default), and the
 * deliveries and collections of the zones its stock serves. Pickups are in the order their
 * families are expected (the flight's expected arrival when known, else the pickup time). Returns are the bookings due back
 * that day, then those checked in early that day.
 */
export async function dayAtLocation(ctx: DeskContext, args: DeskDayArgs): Promise<DeskDay> {
  const { now, location, date } = await locationDay(ctx, args)
  const atLocation = eq(bookings.pickupLocationCode, location.code)
  /** The live bookings whose `day` column is the date, in order of `time`, then reference. */
  const listOn = (
    day: typeof bookings.startDate | typeof bookings.endDate,
    time: typeof bookings.pickupTime | typeof bookings.returnTime,
  ) =>
    deskBookings(ctx, {
      where: and(atLocation, eq(day, date), LIVE_BOOKINGS),
      order: [asc(time), asc(bookings.reference)],
      language: args.language,
      now,
    })
  const [pickups, dueBack, returnedEarly, zones] = await Promise.all([
    listOn(bookings.startDate, bookings.pickupTime),
    listOn(bookings.endDate, bookings.returnTime),
    deskBookings(ctx, {
      where: and(
        atLocation,
        returnedOn(date, location.timeZone),
        gt(bookings.endDate, date),
        LIVE_BOOKINGS,
      ),
      order: [asc(bookings.returnedAt)],
      language: args.language,
      now,
    }),
    zoneBookingsOn(ctx, { stockLocation: location.code, date, language: args.language, now }),
  ])
  const returns = [...dueBack, ...returnedEarly]
  pickups.sort((a, b) => whenExpected(a) - whenExpected(b))
  return {
    location_code: location.code,
    time_zone: location.timeZone,
    date,
    today: location.today,
    now: now.toISOString(),
    counts: {
      pickups: pickups.length,
      returns: returns.length,
      handed_out: pickups.filter((row) => row.handed_out_at).length,
      returned: returns.filter((row) => row.returned_at).length,
      unpaid: pickups.filter((row) => row.flags.unpaid).length,
      no_shows: pickups.filter((row) => row.flags.no_show).length,
      late_returns: returns.filter((row) => row.flags.late_return).length,
    },
    pickups,
    returns,
    deliveries: zones.deliveries,
    collections: zones.collections,
  }
}

/** When a pickup's family is expected: its expected arrival when known, else its pickup time. */
function whenExpected(row: DeskBooking) {
  if (row.expected_arrival_at) return Date.parse(row.expected_arrival_at)
  return instantOf(row.start_date, row.pickup_time, row.time_zone) ?? 0
}

/** Checked in on `date` at the location's clock: early returns join that day's returns. */
function returnedOn(date: string, timeZone: string) {
  const from = instantOf(date, '00:00', timeZone)
  const until = instantOf(addDays(date, 1), '00:00', timeZone)
  if (from === null || until === null) return sql`false`
  return and(gte(bookings.returnedAt, new Date(from)), lt(bookings.returnedAt, new Date(until)))
}
