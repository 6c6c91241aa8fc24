import { sql, type SQL } from 'drizzle-orm'
import { occupiedDays } from '../../shared/domain/rentalPeriod'
import type { Db } from '../db/client'

export interface AvailabilityQuery {
  locationCode: string
  /** The rental's pickup and return dates; a same-day rental counts its day. */
  startDate: string
  endDate: string
  /** Only these gear items; all gear stocked at the location when omitted. */
  gearIds?: readonly string[]
  /** Holds that expire at or before this instant no longer count. */
  now: Date
}

/** Stock and what is left of it over the period, for one gear item at one location. */
export interface GearAvailability {
  stock: number
  available: number
}

/**
 * Units of each gear item free at a location for a whole rental period: its stock minus the
 * largest number of units kept on any one day of the period by reservations that are confirmed,
 * or held and not yet expired at `now`. Reservations use half-open day ranges, so a unit
 * returned on a day can be picked up again that day.
 *
 * One query for many gear items: the day-by-day use is a running sum over the days on which
 * reservations start (+units) and end (-units), so the cost grows with the reservations that
 * overlap the period, found through `reservations_active_idx`, not with its length.
 *
 * Pass a transaction to read inside it (a booking locks the inventory rows first). Gear with no
 * inventory row at the location is absent from the result: none is available.
 */
export async function findAvailability(
  db: Pick<Db, 'execute'>,
  query: AvailabilityQuery,
): Promise<Map<string, GearAvailability>> {
  if (query.gearIds?.length === 0) return new Map()
  const { from, until } = occupiedDays(query.startDate, query.endDate)
  const onlyGear = (column: SQL) => (query.gearIds ? sql`and ${column} in ${query.gearIds}` : sql``)

  const result = await db.execute(sql`
    with kept as (
      select r.gear_id,
             greatest(r.start_date, ${from}::date) as first_day,
             least(r.end_date, ${until}::date) as end_day,
             r.quantity
      from reservations r
      where r.location_code = ${query.locationCode}
        ${onlyGear(sql`r.gear_id`)}
        and r.status in ('held', 'confirmed')
        and r.end_date > ${from}::date
        and r.start_date < ${until}::date
        and (r.status = 'confirmed' or r.expires_at > ${query.now.toISOString()}::timestamptz)
    ),
    changes as (
      select gear_id, first_day as day, quantity as change from kept
      union all
      select gear_id, end_day as day, -quantity as change from kept
    ),
    daily as (
      select gear_id, day, sum(change) as change from changes group by gear_id, day
    ),
    in_use as (
      select gear_id, sum(change) over (partition by gear_id order by day) as units from daily
    ),
    peak as (
      select gear_id, max(units) as units from in_use group by gear_id
    )
    select i.gear_id::text as gear_id,
           i.stock::int as stock,
           greatest(i.stock - coalesce(p.units, 0), 0)::int as available
    from inventory i
    left join peak p on p.gear_id = i.gear_id
    where i.location_code = ${query.locationCode}
      ${onlyGear(sql`i.gear_id`)}
  `)
  const rows = (
    result as unknown as { rows: { gear_id: string; stock: number; available: number }[] }
  ).rows
  return new Map(rows.map((row) => [row.gear_id, { stock: row.stock, available: row.available }]))
}
