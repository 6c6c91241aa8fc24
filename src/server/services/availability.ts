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
 * One query for many gear items reads the stock and the reservations that overlap the period,
 * found through `reservations_period_idx` (GiST on their day ranges), so the cost grows with
 * those, not with the reservations before or after it. The day-by-day use is then a running
 * sum over the days on which reservations start (+units) and end (-units); a unit returned on
 * a day and picked up again that day nets out.
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

  // Each stocked item with the reservations keeping its units on a day of the period (one row
  // per reservation, or one row of nulls), the days clipped to the period.
  const result = await db.execute(sql`
    select i.gear_id::text as gear_id,
           i.stock::int as stock,
           greatest(r.start_date, ${from}::date)::text as first_day,
           least(r.end_date, ${until}::date)::text as end_day,
           r.quantity::int as quantity
    from inventory i
    left join reservations r
      on r.gear_id = i.gear_id
      and r.location_code = i.location_code
      and r.status in ('held', 'confirmed')
      and daterange(r.start_date, r.end_date) && daterange(${from}::date, ${until}::date)
      and (r.status = 'confirmed' or r.expires_at > ${query.now.toISOString()}::timestamptz)
    where i.location_code = ${query.locationCode}
      ${onlyGear(sql`i.gear_id`)}
  `)
  const rows = (result as unknown as { rows: KeptRow[] }).rows
  const byGear = new Map<string, { stock: number; changes: Map<string, number> }>()
  for (const row of rows) {
    let gear = byGear.get(row.gear_id)
    if (!gear) byGear.set(row.gear_id, (gear = { stock: row.stock, changes: new Map() }))
    if (row.first_day === null || row.end_day === null || row.quantity === null) continue
    gear.changes.set(row.first_day, (gear.changes.get(row.first_day) ?? 0) + row.quantity)
    gear.changes.set(row.end_day, (gear.changes.get(row.end_day) ?? 0) - row.quantity)
  }
  return new Map(
    [...byGear].map(([gearId, { stock, changes }]) => {
      const units = Math.max(stock - busiestDay(changes), 0)
      return [gearId, { stock, available: units }]
    }),
  )
}

interface KeptRow {
  gear_id: string
  stock: number
  first_day: string | null
  end_day: string | null
  quantity: number | null
}

/** The most units in use on one day: a running sum of the changes, day by day. */
function busiestDay(changes: Map<string, number>): number {
  let inUse = 0
  let peak = 0
  for (const day of [...changes.keys()].sort()) {
    inUse += changes.get(day)!
    peak = Math.max(peak, inUse)
  }
  return peak
}
