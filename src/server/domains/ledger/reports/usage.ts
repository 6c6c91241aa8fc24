import { type SQL, sql } from 'drizzle-orm'
import { localDay, periodBounds, type ReportScope } from './scope'

/** The days a multirange of days holds. */
const daysIn = (ranges: SQL) =>
  sql`coalesce((select sum(upper(r) - lower(r)) from unnest(${ranges}) r), 0)::int`

/**
 * Each unit at the location with its days of the period: in service (it existed, was not
 * retired and no out-of-service period covered the day), out of service, and rented (in service
 * and out with a booking: from the day it went out to the day before it came back, at least its
 * first day; a unit still out counts up to today). Counted on ranges of days, not day by day.
 */
export function unitDaysSql(scope: ReportScope): SQL {
  const { place, period, now } = scope
  const { ends } = periodBounds(scope)
  const out = localDay(place, sql`bu.handed_out_at`)
  const back = localDay(place, sql`coalesce(bu.returned_at, ${now.toISOString()}::timestamptz)`)
  // Each unit's ranges worked out once (`offset 0` keeps them from being inlined into each sum).
  return sql`
    select u.id as unit_id, u.gear_id, u.asset_tag,
           ${daysIn(sql`d.existed - d.out_of_service`)} as in_service_days,
           ${daysIn(sql`d.out_of_service`)} as out_of_service_days,
           ${daysIn(sql`d.rented - d.out_of_service`)} as rented_days
    from units u
    cross join lateral (
      select greatest(${period.from}::date, ${localDay(place, sql`u.created_at`)}) as since,
             least(${period.to}::date,
                   coalesce(${localDay(place, sql`u.retired_at`)}, ${period.to}::date)) as until
    ) span
    cross join lateral (
      select e.existed,
             e.existed * coalesce((
               select range_agg(daterange(r.start_date, r.end_date))
               from reservations r
               where r.unit_id = u.id and r.kind = 'out_of_service' and r.status = 'confirmed'),
               '{}'::datemultirange) as out_of_service,
             e.existed * coalesce((
               select range_agg(daterange(${out}, greatest(${back}, ${out} + 1)))
               from booking_units bu where bu.unit_id = u.id and bu.handed_out_at < ${ends}),
               '{}'::datemultirange) as rented
      from (select case when span.since < span.until
                        then datemultirange(daterange(span.since, span.until))
                        else '{}'::datemultirange end as existed) e
      offset 0
    ) d
    where u.location_code = ${place.code} and span.since < span.until`
}
