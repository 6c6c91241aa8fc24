/**
 * Existing bookings for the load benchmark, written set-based (`insert … select` over
 * `generate_series`) straight into a seeded database before the server starts: each with its
 * quote and its reservation, as the booking flow leaves them. A million take well under a minute
 * on PostgreSQL.
 *
 * A year of bookings (from half a year ago to half a year ahead) at every location, spread over
 * every item it stocks. Each item gets as many units as that many bookings need (one rental of
 * 1-3 days, its turnaround included, every few days per unit) plus one unit never booked, so
 * search shows one unit free of each item and a pricing request for one unit is answered 200,
 * while the reservations around the search window grow with the bookings. About one booking in
 * ten not yet over was cancelled and refunded (its reservation released).
 */
import { sql } from 'drizzle-orm'
import type { PricingResponse } from '../../src/shared/contract/pricing'
import { addDays } from '../../src/shared/domain/calendar'
import { openingWindowOn } from '../../src/shared/domain/openingTimes'
import type { Db } from '../../src/server/db/client'
import { gearCategories, inventory, pickupLocations } from '../../src/server/db/schema'
import { hashPassword } from '../../src/server/domains/accounts'
import { createCatalogueService } from '../../src/server/domains/catalogue'
import { createPricingService } from '../../src/server/domains/pricing'
import { seedSeatHolds } from './seat-holds-seed'

const TRAVELLERS = 500
const PICKUP = '10:00'
const RETURN = '12:00'
/** Rentals last 1 to this many days. */
const LONGEST_RENTAL = 3
const DAYS_BACK = 182
const YEAR = 365

export interface SearchWindow {
  start: string
  end: string
}

export interface SeededBookings {
  window: SearchWindow
  /** Units of each item at each location (the one never booked included). */
  unitsPerItem: number
  /** Seat units with a safety hold (bench/api/seat-holds-seed.ts). */
  seatHolds: number
  seconds: number
}

const utcToday = (now: Date) => now.toISOString().slice(0, 10)

type Location = typeof pickupLocations.$inferSelect
const schedule = (location: Location) => ({
  time_zone: location.timeZone,
  operating_hours: location.operatingHours,
  closed_days: location.closedDays,
})

/** The first rental of `days` days at least 30 days ahead with no closed day in it. */
function openPeriod(location: Location, now: Date, days: number): SearchWindow {
  let start = addDays(utcToday(now), 30)
  for (;;) {
    const all = Array.from({ length: days + 1 }, (_, i) => addDays(start, i))
    if (all.every((day) => openingWindowOn(schedule(location), day))) {
      return { start, end: addDays(start, days) }
    }
    start = addDays(start, 1)
  }
}

/** The SVQ search window: the first 21-day rental at least 30 days ahead with no closed day. */
export const searchWindowFrom = (svq: Location, now: Date) => openPeriod(svq, now, 21)

interface Price {
  location_code: string
  gear_id: string
  days: number
  pricing: PricingResponse
}

/** One price per location, item and length, asked of the pricing service before any booking. */
async function pricesOf(db: Db, locations: Location[], now: Date): Promise<Price[]> {
  // The benchmark's own prices are no family's demand.
  const demand = { turnedAway: () => undefined }
  const pricing = createPricingService({
    db,
    depositMode: 'hold',
    catalogue: createCatalogueService({ db, now: () => now, demand }),
    demand,
    // The benchmark prices without promo codes.
    promotions: {
      validate: () => Promise.reject(new Error('No promo codes in the benchmark')),
    },
  })
  const stocked = await db.select().from(inventory)
  const prices: Price[] = []
  for (const location of locations) {
    const { start } = openPeriod(location, now, LONGEST_RENTAL)
    for (const row of stocked.filter((item) => item.locationCode === location.code)) {
      for (let days = 1; days <= LONGEST_RENTAL; days++) {
        const request = {
          gear_ids: [row.gearId],
          pickup_location_code: location.code,
          start_date: start,
          end_date: addDays(start, days),
          pickup_time: PICKUP,
          return_time: RETURN,
        }
        const answer = await pricing.priceRental({ request, language: 'en' })
        prices.push({ location_code: location.code, gear_id: row.gearId, days, pricing: answer })
      }
    }
  }
  return prices
}

/** A uuid made of `n`, so rows arrive in their primary key's order (a fast append). */
const sequentialId = (table: 'a' | 'b' | 'c') =>
  sql.raw(`('${table}0000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid`)

/**
 * Drops the indexes of `tables` that back no constraint and answers the statements that build
 * them again: built once over a million rows they cost a fraction of a million inserts.
 */
async function dropPlainIndexes(tx: Pick<Db, 'execute'>, tables: string[]) {
  const result = (await tx.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid::regclass::text in ${tables}
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as {
    rows: { name: string; definition: string }[]
  }
  for (const { name } of result.rows) await tx.execute(sql.raw(`drop index ${name}`))
  return result.rows.map((row) => row.definition)
}

/** Writes `count` bookings and answers the SVQ search window the load benchmark uses. */
export async function seedBookings(
  db: Db,
  count: number,
  now = new Date(),
): Promise<SeededBookings> {
  const started = Date.now()
  const locations = await db.select().from(pickupLocations)
  const window = searchWindowFrom(
    locations.find((location) => location.code === 'SVQ')!,
    now,
  )
  const items = await db.select({ n: sql<number>`count(*)::int` }).from(inventory)
  const [turnaround] = await db
    .select({ longest: sql<number>`coalesce(max(${gearCategories.turnaroundDays}), 0)::int` })
    .from(gearCategories)
  // Each unit takes one rental (with its turnaround) per slot, back to back.
  const slotDays = LONGEST_RENTAL + turnaround!.longest
  const slotsPerUnit = Math.floor(YEAR / slotDays)
  const itemCount = items[0]!.n
  const bookedUnits = Math.ceil(count / (itemCount * slotsPerUnit))
  const unitsPerItem = bookedUnits + 1
  const firstDay = addDays(utcToday(now), -DAYS_BACK)
  const today = utcToday(now)

  await db.transaction(async (tx) => {
    // Units to book: tagged <location>-<gear code>-B00001…, stock counted from them.
    await tx.execute(sql`
      insert into units (gear_id, location_code, asset_tag)
      select i.gear_id, i.location_code, i.location_code || '-' || g.code || '-B' || lpad(s::text, 5, '0')
      from inventory i join gear g on g.id = i.gear_id
      cross join lateral generate_series(i.stock + 1, ${unitsPerItem}::int) s`)
    await tx
      .update(inventory)
      .set({ stock: sql`greatest(${inventory.stock}, ${unitsPerItem}::int)` })
  })

  const seatHolds = await seedSeatHolds(db, window, today)
  const prices = await pricesOf(db, locations, now)
  const passwordHash = await hashPassword('Bench#Traveller2026')

  // Booking n falls on item n mod items, on unit (n div items) mod bookedUnits (unit 0 is never
  // booked), in slot (n div items) div bookedUnits; its ids are derived from n, so the three
  // inserts below agree.
  const plan = sql`
    with items as (
      select i.location_code, i.gear_id, coalesce(c.turnaround_days, 0) as turnaround,
        (row_number() over (order by i.location_code, i.gear_id) - 1)::int as item
      from inventory i join gear g on g.id = i.gear_id
      left join gear_categories c on c.category = g.category
    ), prices as (
      select * from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb)
        as p(location_code text, gear_id uuid, days int, pricing jsonb)
    ), planned as (
      select n, it.location_code, it.gear_id, it.turnaround,
        ${firstDay}::date + ((n / ${itemCount}::int) / ${bookedUnits}::int) * ${slotDays}::int as start_date,
        1 + ((n * 7919::bigint) % ${LONGEST_RENTAL}::int)::int as days
      from generate_series(0, ${count - 1}::int) n
      join items it on it.item = n % ${itemCount}::int
    ), bookings_planned as (
      select pl.*, pl.start_date + pl.days as end_date,
        ${sequentialId('a')} as quote_id, ${sequentialId('b')} as booking_id,
        ${sequentialId('c')} as reservation_id,
        md5('traveller' || (n % ${TRAVELLERS}::int))::uuid as user_id,
        (pl.start_date + time '09:00') at time zone 'UTC' - (2 + n % 59) * interval '1 day' as created_at,
        pr.pricing, (pr.pricing ->> 'grand_total')::int as total_cents,
        pl.start_date + pl.days > ${today}::date and n % 10 = 3 as cancelled,
        pl.start_date + pl.days <= ${today}::date as completed
      from planned pl
      join prices pr on pr.location_code = pl.location_code and pr.gear_id = pl.gear_id
        and pr.days = pl.days
    )`

  await db.transaction(async (tx) => {
    // Written as a restore would: foreign keys and triggers are not checked row by row (every
    // row refers to rows written just before); the stock's versions are bumped once below.
    await tx.execute(sql`set local session_replication_role = replica`)
    const indexes = await dropPlainIndexes(tx, ['quotes', 'bookings', 'deposits', 'reservations'])
    await tx.execute(sql`
      insert into users (id, email, password_hash, first_name, last_name, phone,
        data_processing_consent_at, activated_at)
      select md5('traveller' || t)::uuid, 'bench-traveller-' || t || '@example.com',
        ${passwordHash}, 'Bench', 'Traveller ' || t, '+34 600 000 000', now(), now()
      from generate_series(0, ${TRAVELLERS - 1}::int) t`)
    await tx.execute(sql`${plan}
      insert into quotes (id, user_id, status, pickup_location_code, start_date, end_date,
        pickup_time, return_time, gear_ids, phone, pricing, expires_at, created_at)
      select quote_id, user_id, 'booked', location_code, start_date, end_date, ${PICKUP},
        ${RETURN}, jsonb_build_array(gear_id), '+34 612 345 678', pricing,
        created_at + interval '30 minutes', created_at
      from bookings_planned`)
    await tx.execute(sql`${plan}
      insert into bookings (id, reference, quote_id, user_id, status, payment_status,
        pickup_location_code, start_date, end_date, pickup_time, return_time, phone, pricing,
        total_cents, currency, cancellation_deadline, payment_due_at, paid_at, cancelled_at,
        completed_at, created_at)
      select booking_id, 'TB-' || upper(lpad(to_hex(n), 6, '0')), quote_id, user_id,
        case when cancelled then 'refunded' when completed then 'completed' else 'confirmed' end,
        case when cancelled then 'refunded' else 'paid' end,
        location_code, start_date, end_date, ${PICKUP}, ${RETURN}, '+34 612 345 678', pricing,
        total_cents, pricing ->> 'currency',
        (start_date + time '09:00') at time zone 'UTC' - interval '1 day',
        created_at + interval '45 minutes', created_at + interval '5 minutes',
        case when cancelled then created_at + interval '1 day' end,
        case when completed then (end_date + time '12:00') at time zone 'UTC' end,
        created_at
      from bookings_planned`)
    await tx.execute(sql`${plan}
      insert into deposits (booking_id, mode, amount_cents, currency, status, released_cents,
        settled_at, money_back_at, created_at)
      select booking_id, 'hold', (pricing ->> 'deposit')::int, pricing ->> 'currency',
        case when cancelled or completed then 'released' else 'held' end,
        case when cancelled or completed then (pricing ->> 'deposit')::int else 0 end,
        case when cancelled or completed then created_at + interval '1 day' end,
        case when cancelled or completed then created_at + interval '1 day' end,
        created_at
      from bookings_planned`)
    await tx.execute(sql`${plan}
      insert into reservations (id, gear_id, location_code, start_date, end_date, quantity, status,
        quote_id, booking_id, created_at)
      select reservation_id, gear_id, location_code, start_date, end_date + turnaround, 1,
        case when cancelled then 'released' else 'confirmed' end, quote_id, booking_id, created_at
      from bookings_planned`)
    for (const definition of indexes) await tx.execute(sql.raw(definition))
    // The per-day counts the reservations' triggers would have kept, added up once.
    await tx.execute(sql`delete from availability_days`)
    await tx.execute(
      sql`insert into availability_days select * from availability_days_recomputed()`,
    )
    // Every process that reads these items from now on counts them again.
    await tx.execute(sql`set local session_replication_role = origin`)
    await tx.update(inventory).set({ stock: inventory.stock })
  })
  // Planner statistics and the vacuum, as the database would have done for data it had grown:
  // left to autovacuum, a million fresh rows are vacuumed while the first routes are measured.
  await db.execute(sql`vacuum analyze`)
  return { window, unitsPerItem, seatHolds, seconds: (Date.now() - started) / 1000 }
}
