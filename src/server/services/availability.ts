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
 * One query for many gear items, answered with one row per item. The reservations that overlap
 * the period are found through `reservations_period_idx` (GiST on their day ranges), so the
 * cost grows with those, not with the reservations before or after it. Each one adds its units
 * on its first day in the period and takes them away on its end day (both clipped to the
 * period); the running sum of those changes, day by day, is the use on each day, and its peak
 * is what the period cannot offer. Changes on the same day are summed together, so a unit
 * returned on a day and picked up again that day nets out.
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
    select i.gear_id::text as gear_id,
           i.stock::int as stock,
           coalesce(max(used.in_use), 0)::int as peak
    from inventory i
    left join (
      select r.gear_id,
             sum(change.units) over (partition by r.gear_id order by change.day) as in_use
      from reservations r
      cross join lateral (
        values (greatest(r.start_date, ${from}::date), r.quantity),
               (least(r.end_date, ${until}::date), -r.quantity)
      ) as change (day, units)
      where r.location_code = ${query.locationCode}
        and r.status in ('held', 'confirmed')
        and daterange(r.start_date, r.end_date) && daterange(${from}::date, ${until}::date)
        and (r.status = 'confirmed' or r.expires_at > ${query.now.toISOString()}::timestamptz)
        ${onlyGear(sql`r.gear_id`)}
    ) used on used.gear_id = i.gear_id
    where i.location_code = ${query.locationCode}
      ${onlyGear(sql`i.gear_id`)}
    group by i.gear_id, i.stock
  `)
  const rows = (result as unknown as { rows: AvailabilityRow[] }).rows
  return new Map(
    rows.map((row) => [
      row.gear_id,
      { stock: row.stock, available: Math.max(row.stock - row.peak, 0) },
    ]),
  )
}

interface AvailabilityRow {
  gear_id: string
  stock: number
  peak: number
}
