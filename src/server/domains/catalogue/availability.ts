import { and, eq, sql } from 'drizzle-orm'
import { daysBetween } from '../../../shared/domain/calendar'
import { occupiedDays } from '../../../shared/domain/rentalPeriod'
import type { Db } from '../../db/client'
import { availabilityDays, gear, gearCategories, inventory, reservations } from '../../db/schema'
import { turnaroundDaysOf } from './turnaround'

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
  /** Units not retired. */
  stock: number
  available: number
  /** The item's category turnaround: the rental keeps its units this many days longer. */
  turnaroundDays: number
}

/**
 * Units of each gear item free at a location for a whole rental period: its stock (units not
 * retired) minus the largest number of units kept on any one day of the period by reservations
 * that are confirmed, or held and not yet expired at `now`: rentals and units out of service
 * alike. The period is the rental's days plus its category's turnaround (keptDays), which is
 * also what a hold reserves: a unit returned on day D is free again from D + turnaround.
 * Reservations use half-open day ranges; an open-ended one (out of service) has no end.
 *
 * One query, one row per stocked item, whose cost is set by the period, not by the history:
 * - the confirmed reservations with an end (bookings, periods out of service that end) as the
 *   units they keep on each day of the period, one row per day from `availability_days`, which
 *   the reservations' triggers keep in the same transactions (migration 0039);
 * - the rest, holds not yet expired and open-ended periods, read live from the reservations that
 *   overlap the period (`reservations_live_period_idx`, GiST on their day ranges, holding only
 *   those), as three arrays: the day each starts keeping its units and the day it gives them
 *   back, as day numbers within the period, and its units.
 * It is a named prepared statement, so each database connection plans it once. The busiest day
 * is then a running sum over the days of the period, in the server: cheaper than sorting in the
 * database, and a unit returned on a day and picked up again that day nets out.
 *
 * Pass a transaction to read inside it (a booking locks the inventory rows first). Gear with no
 * inventory row at the location is absent from the result: none is available.
 */
export async function findAvailability(
  db: Pick<Db, 'select'>,
  query: AvailabilityQuery,
): Promise<Map<string, GearAvailability>> {
  return (await readAvailability(db, query)).availability
}

/** An availability answer and how long it holds while nothing is written. */
export interface AvailabilityReading {
  availability: Map<string, GearAvailability>
  /**
   * The instant (ms since the epoch) the first hold it counted expires, when the answer
   * changes by itself; Infinity when it counted no hold.
   */
  steadyUntil: number
}

/** findAvailability, with the instant its answer stops holding by the passing of time alone. */
export async function readAvailability(
  db: Pick<Db, 'select'>,
  query: AvailabilityQuery,
): Promise<AvailabilityReading> {
  if (query.gearIds?.length === 0) return { availability: new Map(), steadyUntil: Infinity }
  const { from, until } = occupiedDays(query.startDate, query.endDate)
  const rows = await keptUnitsQuery(db, query.gearIds !== undefined).execute({
    location: query.locationCode,
    from,
    until,
    now: query.now.toISOString(),
    gearIds: query.gearIds ?? [],
  })
  const days = daysBetween(from, until)
  const availability = new Map(
    rows.map((row) => {
      const available = Math.max(row.stock - busiestDay(row, days + row.turnaroundDays), 0)
      return [row.gearId, { stock: row.stock, available, turnaroundDays: row.turnaroundDays }]
    }),
  )
  const expiries = rows.flatMap((row) => (row.holdsExpireAt === null ? [] : [row.holdsExpireAt]))
  return { availability, steadyUntil: Math.min(Infinity, ...expiries) }
}

interface KeptUnits {
  /** Day numbers within the period (0 is its first day); null when nothing is kept. */
  starts: number[] | null
  ends: number[] | null
  units: number[] | null
  /** The per-day counts: day number, units, day number, units…; null when there are none. */
  counted: number[] | null
}

/** The most units in use on one day of a period of `days` days: a running sum of the changes. */
function busiestDay({ starts, ends, units, counted }: KeptUnits, days: number): number {
  const changes = new Int32Array(days + 1)
  for (let i = 0; starts && ends && units && i < starts.length; i++) {
    changes[starts[i]!]! += units[i]!
    changes[ends[i]!]! -= units[i]!
  }
  for (let i = 0; counted && i < counted.length; i += 2) {
    changes[counted[i]!]! += counted[i + 1]!
    changes[counted[i]! + 1]! -= counted[i + 1]!
  }
  let inUse = 0
  let peak = 0
  for (const change of changes) {
    inUse += change
    if (inUse > peak) peak = inUse
  }
  return peak
}

/**
 * Each stocked item with what keeps its units on a day of the period (its occupied days plus
 * its category's turnaround): its per-day counts, and the live reservations with their days
 * clipped to that period (an open-ended one runs to its end). Two statements (every item at the
 * location, or only some) so each keeps one plan.
 */
function buildKeptUnitsQuery(db: Pick<Db, 'select'>, onlySome: boolean) {
  const turnaround = turnaroundDaysOf(gearCategories.turnaroundDays)
  const from = sql`${sql.placeholder('from')}::date`
  const until = sql`(${sql.placeholder('until')}::date + ${turnaround})`
  const kept = (value: ReturnType<typeof sql>) =>
    sql`array_agg(${value}) filter (where ${reservations.id} is not null)`
  return db
    .select({
      gearId: sql<string>`${inventory.gearId}::text`.as('gear_id'),
      stock: inventory.stock,
      turnaroundDays: turnaround.as('turnaround_days'),
      starts: sql<
        number[] | null
      >`${kept(sql`greatest(${reservations.startDate}, ${from}) - ${from}`)}`.as('starts'),
      ends: sql<
        number[] | null
      >`${kept(sql`least(${reservations.endDate}, ${until}) - ${from}`)}`.as('ends'),
      units: sql<number[] | null>`${kept(sql`${reservations.quantity}`)}`.as('units'),
      counted: sql<number[] | null>`(select array_agg(t.v order by d.day, t.o)
        from ${availabilityDays} d
        cross join lateral (values (0, d.day - ${from}), (1, d.units)) t(o, v)
        where d.location_code = ${inventory.locationCode} and d.gear_id = ${inventory.gearId}
          and d.day >= ${from} and d.day < ${until} and d.units <> 0)`.as('counted'),
      holdsExpireAt: sql<number | null>`(extract(epoch from min(${reservations.expiresAt})
        filter (where ${reservations.status} = 'held')) * 1000)::float8`.as('holds_expire_at'),
    })
    .from(inventory)
    .innerJoin(gear, eq(gear.id, inventory.gearId))
    .leftJoin(gearCategories, eq(gearCategories.category, gear.category))
    .leftJoin(
      reservations,
      and(
        eq(reservations.gearId, inventory.gearId),
        eq(reservations.locationCode, inventory.locationCode),
        // The predicate of reservations_live_period_idx, as it is written there.
        sql`(${reservations.status} = 'held' or (${reservations.status} = 'confirmed' and ${reservations.endDate} is null))`,
        sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${from}, ${until})`,
        sql`(${reservations.status} = 'confirmed' or ${reservations.expiresAt} > ${sql.placeholder('now')}::timestamptz)`,
      ),
    )
    .where(
      and(
        eq(inventory.locationCode, sql.placeholder('location')),
        onlySome
          ? sql`${inventory.gearId} = any(${sql.placeholder('gearIds')}::uuid[])`
          : undefined,
      ),
    )
    .groupBy(
      inventory.gearId,
      inventory.locationCode,
      inventory.stock,
      gearCategories.turnaroundDays,
    )
    .prepare(onlySome ? 'availability_of_some_gear' : 'availability_of_all_gear')
}

type KeptUnitsQuery = ReturnType<typeof buildKeptUnitsQuery>

/** Statements built once per database (or transaction): building one costs more than running it. */
const built = new WeakMap<object, { all?: KeptUnitsQuery; some?: KeptUnitsQuery }>()

function keptUnitsQuery(db: Pick<Db, 'select'>, onlySome: boolean): KeptUnitsQuery {
  let statements = built.get(db)
  if (!statements) built.set(db, (statements = {}))
  const kind = onlySome ? 'some' : 'all'
  return (statements[kind] ??= buildKeptUnitsQuery(db, onlySome))
}
