/**
 * Ten thousand existing bookings, written in bulk straight into a seeded database before the
 * server starts: each with its quote and its reservation, as the booking flow leaves them.
 *
 * Every unit of stock is booked back to back (gaps of 0-2 days, rentals of 1-5 days) from
 * about a year ago to well past the search window, so the stock is never oversold and the
 * availability query has thousands of live reservations to walk. The first unit of each item
 * at SVQ is left free during the search window, so search shows one unit of each and the
 * pricing request for one unit is answered 200.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { addDays, daysBetween } from '../../src/shared/domain/calendar'
import { openingWindowOn } from '../../src/shared/domain/openingTimes'
import type { PricingResponse } from '../../src/shared/contract/pricing'
import type { Db } from '../../src/server/db/client'
import {
  bookings,
  gear,
  inventory,
  pickupLocations,
  quotes,
  reservations,
  users,
} from '../../src/server/db/schema'
import { hashPassword } from '../../src/server/domains/accounts'
import { createCatalogueService } from '../../src/server/domains/catalogue'
import { createPricingService } from '../../src/server/domains/pricing'

export const BOOKINGS = 10_000
const TRAVELLERS = 500
const CHUNK = 1_000
const PICKUP = '10:00'
const RETURN = '12:00'
const DAY_MS = 86_400_000

export interface SearchWindow {
  start: string
  end: string
}

/** A deterministic pseudo-random sequence, so every run seeds the same bookings. */
function sequence(seed = 42) {
  let state = seed
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return min + (state % (max - min + 1))
  }
}

const utcToday = (now: Date) => now.toISOString().slice(0, 10)

interface Unit {
  gearId: string
  locationCode: string
  index: number
  nextFree: string
}

interface PlannedBooking {
  unit: Unit
  start: string
  end: string
}

type Location = typeof pickupLocations.$inferSelect
const schedule = (location: Location) => ({
  time_zone: location.timeZone,
  operating_hours: location.operatingHours,
  closed_days: location.closedDays,
})

/** The first 21-day SVQ rental at least 30 days ahead with no closed day in it. */
export function searchWindowFrom(svq: Location, now: Date): SearchWindow {
  let start = addDays(utcToday(now), 30)
  for (;;) {
    const days = Array.from({ length: 22 }, (_, i) => addDays(start, i))
    if (days.every((day) => openingWindowOn(schedule(svq), day))) {
      return { start, end: addDays(start, 21) }
    }
    start = addDays(start, 1)
  }
}

function planBookings(units: Unit[], locations: Map<string, Location>, window: SearchWindow) {
  const random = sequence()
  const planned: PlannedBooking[] = []
  const open = (unit: Unit, day: string) =>
    openingWindowOn(schedule(locations.get(unit.locationCode)!), day) !== null
  while (planned.length < BOOKINGS) {
    for (const unit of units) {
      if (planned.length >= BOOKINGS) break
      let start = addDays(unit.nextFree, random(0, 2))
      const length = random(1, 5)
      const keptFree = unit.locationCode === 'SVQ' && unit.index === 0
      if (keptFree && start < window.end && addDays(start, length) > window.start) {
        start = window.end
      }
      while (!open(unit, start) || !open(unit, addDays(start, length))) start = addDays(start, 1)
      const end = addDays(start, length)
      planned.push({ unit, start, end })
      unit.nextFree = end
    }
  }
  return planned
}

const priceKey = ({ unit, start, end }: PlannedBooking) =>
  `${unit.locationCode}|${unit.gearId}|${daysBetween(start, end)}`

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

/** Writes the bookings and answers the SVQ search window the load benchmark uses. */
export async function seedBookings(db: Db, now = new Date()): Promise<SearchWindow> {
  const locationRows = await db.select().from(pickupLocations)
  const locations = new Map(locationRows.map((row) => [row.code, row]))
  const window = searchWindowFrom(locations.get('SVQ')!, now)
  const stock = await db.select().from(inventory).innerJoin(gear, eq(gear.id, inventory.gearId))
  const firstDay = addDays(utcToday(now), -365)
  const units: Unit[] = stock.flatMap(({ inventory: row }) =>
    Array.from({ length: row.stock }, (_, index) => ({
      gearId: row.gearId,
      locationCode: row.locationCode,
      index,
      nextFree: firstDay,
    })),
  )
  const planned = planBookings(units, locations, window)

  // One price per location, item and length, asked of the pricing service before any unit is
  // taken, at a moment a week before that booking's pickup (the services' clock says so).
  let pricedAt = now
  const pricing = createPricingService({
    db,
    catalogue: createCatalogueService({ db, now: () => pricedAt }),
  })
  const prices = new Map<string, PricingResponse>()
  for (const booking of planned) {
    const key = priceKey(booking)
    if (prices.has(key)) continue
    const { unit, start, end } = booking
    const period = {
      gear_ids: [unit.gearId],
      pickup_location_code: unit.locationCode,
      start_date: start,
      end_date: end,
      pickup_time: PICKUP,
      return_time: RETURN,
    }
    pricedAt = new Date(Date.parse(start) - 7 * DAY_MS)
    prices.set(key, await pricing.priceRental({ request: period, language: 'en' }))
  }

  const passwordHash = await hashPassword('Bench#Traveller2026')
  const travellerIds = Array.from({ length: TRAVELLERS }, () => randomUUID())
  await insertInChunks(
    travellerIds.map((id, i) => ({
      id,
      email: `bench-traveller-${i}@example.com`,
      passwordHash,
      firstName: 'Bench',
      lastName: `Traveller ${i}`,
      phone: '+34 600 000 000',
      dataProcessingConsentAt: now,
      activatedAt: now,
    })),
    (chunk) => db.insert(users).values(chunk),
  )

  const today = utcToday(now)
  const random = sequence(7)
  const rows = planned.map(({ unit, start, end }, i) => {
    const pricing = prices.get(priceKey(planned[i]!))!
    const createdAt = new Date(Date.parse(`${start}T09:00:00Z`) - random(2, 60) * DAY_MS)
    const cancelled = end > today && random(1, 10) === 1
    const quoteId = randomUUID()
    const bookingId = randomUUID()
    const rental = {
      userId: travellerIds[i % TRAVELLERS]!,
      pickupLocationCode: unit.locationCode,
      startDate: start,
      endDate: end,
      pickupTime: PICKUP,
      returnTime: RETURN,
      phone: '+34 612 345 678',
      pricing,
      createdAt,
    }
    return {
      quote: {
        ...rental,
        id: quoteId,
        status: 'booked' as const,
        gearIds: [unit.gearId],
        expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      },
      booking: {
        ...rental,
        id: bookingId,
        reference: `TB-${i.toString(36).toUpperCase().padStart(6, '0')}`,
        quoteId,
        status: cancelled
          ? ('refunded' as const)
          : end <= today
            ? ('completed' as const)
            : ('confirmed' as const),
        paymentStatus: cancelled ? ('refunded' as const) : ('paid' as const),
        totalCents: pricing.grand_total,
        currency: pricing.currency,
        cancellationDeadline: new Date(Date.parse(`${start}T09:00:00Z`) - DAY_MS),
        paymentDueAt: new Date(createdAt.getTime() + 45 * 60_000),
        paidAt: new Date(createdAt.getTime() + 5 * 60_000),
        cancelledAt: cancelled ? new Date(createdAt.getTime() + DAY_MS) : null,
        completedAt: end <= today ? new Date(`${end}T12:00:00Z`) : null,
      },
      reservation: {
        gearId: unit.gearId,
        locationCode: unit.locationCode,
        startDate: start,
        endDate: end,
        quantity: 1,
        status: cancelled ? ('released' as const) : ('confirmed' as const),
        quoteId,
        bookingId,
        createdAt,
      },
    }
  })
  await db.transaction(async (tx) => {
    await insertInChunks(rows, (chunk) => tx.insert(quotes).values(chunk.map((row) => row.quote)))
    await insertInChunks(rows, (chunk) =>
      tx.insert(bookings).values(chunk.map((row) => row.booking)),
    )
    await insertInChunks(rows, (chunk) =>
      tx.insert(reservations).values(chunk.map((row) => row.reservation)),
    )
  })
  // Planner statistics, as the database would have gathered them for data it had grown.
  await db.execute(sql`analyze`)
  return window
}
