import { type SQL, sql } from 'drizzle-orm'
import { localDay, type ReportScope } from './scope'

/**
 * Each unit at the location with its days of the period: in service (it existed, was not
 * retired and no out-of-service period covered the day), out of service, and rented (in service
 * and out with a booking: from the day it went out to the day before it came back, at least its
 * first day; a unit still out counts up to today).
 */
export function unitDaysSql({ place, period, now }: ReportScope): SQL {
  const out = localDay(place, sql`bu.handed_out_at`)
  const back = localDay(place, sql`coalesce(bu.returned_at, ${now.toISOString()}::timestamptz)`)
  return sql`
    select u.id as unit_id, u.gear_id, u.asset_tag,
           count(*) filter (where not flags.oos)::int as in_service_days,
           count(*) filter (where flags.oos)::int as out_of_service_days,
           count(*) filter (where flags.rented and not flags.oos)::int as rented_days
    from units u
    join lateral generate_series(
           greatest(${period.from}::date, ${localDay(place, sql`u.created_at`)}),
           least(${period.to}::date, coalesce(${localDay(place, sql`u.retired_at`)}, ${period.to}::date))
             - 1,
           interval '1 day') g(day) on true
    cross join lateral (
      select exists (
               select 1 from reservations r
               where r.unit_id = u.id and r.kind = 'out_of_service' and r.status = 'confirmed'
                 and r.start_date <= g.day::date
                 and (r.end_date is null or r.end_date > g.day::date)) as oos,
             exists (
               select 1 from booking_units bu
               where bu.unit_id = u.id and ${out} <= g.day::date
                 and g.day::date < greatest(${back}, ${out} + 1)) as rented) flags
    where u.location_code = ${place.code}
    group by u.id, u.gear_id, u.asset_tag`
}
