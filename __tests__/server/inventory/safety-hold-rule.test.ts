import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../../src/server/db/client'
import {
  gear,
  gearCategories,
  inventory,
  reservations,
  unitInspections,
  units,
  users,
} from '../../../src/server/db/schema'
import { findAvailability } from '../../../src/server/domains/catalogue/availability'
import { refreshSafetyHold } from '../../../src/server/domains/inventory'
import { endPeriodsFrom } from '../../../src/server/domains/inventory/units'
import { addDays } from '../../../src/shared/domain/calendar'
import { sequence } from '../support/sequence'
import { createTestDatabase } from '../support/testDatabase'

/**
 * A seat's safety hold is its record's rule, whatever happens to it (docs/safety.md, Safety
 * records): random expiries, inspections long ago or today, periods out of service set and
 * ended, and rentals, each followed by availability compared with the rule worked out day by
 * day from the records themselves (not from the hold's rows), and a check that no unit is ever
 * counted out twice on a day.
 */

let database: Database
let seatId: string
let unitIds: string[]
let inspectorId: string
const TODAY = '2027-03-01'
const NOW = new Date('2027-03-01T10:00:00Z')
const SEED = 20_271_129
const INSPECT_EVERY = 60

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  const [seat] = await db.select().from(gear).where(eq(gear.code, 'ZCS123-K'))
  seatId = seat!.id
  await db
    .update(gearCategories)
    .set({ inspectionEveryDays: INSPECT_EVERY })
    .where(eq(gearCategories.category, 'car_seat'))
  await db.delete(reservations)
  const seatUnits = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.gearId, seatId), eq(units.locationCode, 'SVQ')))
  unitIds = seatUnits.map((unit) => unit.id)
  const [inspector] = await db.select({ id: users.id }).from(users).limit(1)
  inspectorId = inspector!.id
  // Every seat inspected a month ago: due a month from today, inside the periods asked.
  for (const id of unitIds) {
    await db.insert(unitInspections).values({
      unitId: id,
      inspectedAt: new Date('2027-01-30T09:00:00Z'),
      inspectedBy: inspectorId,
      checklist: [],
    })
    await db.transaction((tx) => refreshSafetyHold(tx, { unitId: id, today: TODAY }))
  }
})
afterAll(() => database?.close())

/** The first day a unit's record keeps it in (expiry or inspection due), from its rows. */
async function ruleStart(unitId: string): Promise<string | null> {
  const { db } = database
  const [unit] = await db.select().from(units).where(eq(units.id, unitId))
  const [last] = await db
    .select({ at: sql<string>`max(${unitInspections.inspectedAt})::text` })
    .from(unitInspections)
    .where(eq(unitInspections.unitId, unitId))
  const since = (last?.at ? new Date(last.at) : unit!.createdAt).toISOString().slice(0, 10)
  const due = addDays(since, INSPECT_EVERY)
  const start = unit!.expiresOn && unit!.expiresOn < due ? unit!.expiresOn : due
  return start < TODAY ? TODAY : start
}

/** Availability of the seat over [from, until] worked out from the records, day by day. */
async function ruleAvailability(from: string, until: string) {
  const { db } = database
  const [stocked] = await db
    .select({ stock: inventory.stock })
    .from(inventory)
    .where(and(eq(inventory.gearId, seatId), eq(inventory.locationCode, 'SVQ')))
  const [category] = await db
    .select({ days: gearCategories.turnaroundDays })
    .from(gearCategories)
    .where(eq(gearCategories.category, 'car_seat'))
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.gearId, seatId), eq(reservations.status, 'confirmed')))
  const manual = rows.filter(
    (row) => row.kind === 'out_of_service' && !['expired', 'inspection_due'].includes(row.reason!),
  )
  const rentals = rows.filter((row) => row.kind === 'rental')
  const starts = new Map(
    await Promise.all(unitIds.map(async (id) => [id, await ruleStart(id)] as const)),
  )
  const covers = (row: { startDate: string; endDate: string | null }, day: string) =>
    row.startDate <= day && (row.endDate === null || day < row.endDate)
  // The rental keeps its days up to the return day (its day, for a same-day one), then turnaround.
  const last = addDays(until > from ? until : addDays(from, 1), category?.days ?? 0)
  let peak = 0
  for (let day = from; day < last; day = addDays(day, 1)) {
    const rented = rentals.filter((row) => covers(row, day)).reduce((n, row) => n + row.quantity, 0)
    const out = unitIds.filter((id) => {
      if (manual.some((row) => row.unitId === id && covers(row, day))) return true
      const start = starts.get(id)
      return start !== null && start !== undefined && day >= start
    }).length
    peak = Math.max(peak, rented + out)
  }
  return Math.max(stocked!.stock - peak, 0)
}

/** Pairs of one unit's periods out of service that share a day (there must be none). */
async function overlappingPeriods() {
  const rows = await database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.kind, 'out_of_service'), eq(reservations.status, 'confirmed')))
  const after = (end: string | null, start: string) => end === null || end > start
  return rows.flatMap((a, i) =>
    rows
      .slice(i + 1)
      .filter(
        (b) =>
          a.unitId === b.unitId && after(a.endDate, b.startDate) && after(b.endDate, a.startDate),
      )
      .map((b) => [a.id, b.id]),
  )
}

it('the hold follows the record through random changes, each day counted once', async () => {
  const { db } = database
  const random = sequence(SEED)
  const pickUnit = () => unitIds[random(0, unitIds.length - 1)]!
  const day = (from: number, to: number) => addDays(TODAY, random(from, to))
  const refresh = (unitId: string) =>
    db.transaction((tx) => refreshSafetyHold(tx, { unitId, today: TODAY }))

  const changes: (() => Promise<unknown>)[] = [
    async () => {
      const unitId = pickUnit()
      await db
        .update(units)
        .set({ expiresOn: day(5, 70) })
        .where(eq(units.id, unitId))
      await refresh(unitId)
    },
    async () => {
      const unitId = pickUnit()
      await db.update(units).set({ expiresOn: null }).where(eq(units.id, unitId))
      await refresh(unitId)
    },
    async () => {
      const unitId = pickUnit()
      const inspected = new Date(`${day(-70, 0)}T12:00:00Z`)
      await db
        .insert(unitInspections)
        .values({ unitId, inspectedAt: inspected, inspectedBy: inspectorId, checklist: [] })
      await refresh(unitId)
    },
    async () => {
      // A period out of service as staff set it: never over one of the unit's own.
      const unitId = pickUnit()
      const start = day(0, 50)
      const end = random(0, 3) === 0 ? null : addDays(start, random(1, 20))
      const [clash] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.unitId, unitId),
            eq(reservations.kind, 'out_of_service'),
            eq(reservations.status, 'confirmed'),
            sql`${reservations.reason} not in ('expired', 'inspection_due')`,
            sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${start}::date, ${end}::date)`,
          ),
        )
      if (clash) return
      await db.insert(reservations).values({
        gearId: seatId,
        locationCode: 'SVQ',
        startDate: start,
        endDate: end,
        quantity: 1,
        status: 'confirmed',
        kind: 'out_of_service',
        unitId,
        reason: 'repair',
      })
      await refresh(unitId)
    },
    async () => {
      const unitId = pickUnit()
      await db.transaction(async (tx) => {
        await endPeriodsFrom(tx, { unitId, today: TODAY })
        await refreshSafetyHold(tx, { unitId, today: TODAY })
      })
    },
    () => {
      const start = day(0, 60)
      return db.insert(reservations).values({
        gearId: seatId,
        locationCode: 'SVQ',
        startDate: start,
        endDate: addDays(start, random(1, 6)),
        quantity: 1,
        status: 'confirmed',
      })
    },
  ]

  const periods: [string, string][] = [
    ['2027-03-05', '2027-03-12'],
    ['2027-03-28', '2027-04-03'],
    ['2027-04-20', '2027-04-22'],
  ]
  for (let round = 0; round < 60; round++) {
    await changes[random(0, changes.length - 1)]!()
    expect({ round, overlaps: await overlappingPeriods() }).toEqual({ round, overlaps: [] })
    for (const [from, until] of [...periods, [day(0, 30), day(30, 60)] as [string, string]]) {
      const answer = await findAvailability(db, {
        locationCode: 'SVQ',
        startDate: from,
        endDate: until,
        gearIds: [seatId],
        now: NOW,
      })
      expect({ round, from, until, available: answer.get(seatId)!.available }).toEqual({
        round,
        from,
        until,
        available: await ruleAvailability(from, until),
      })
    }
  }
})
