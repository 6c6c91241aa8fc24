import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../../src/server/db/client'
import { gear, gearCategories, inventory, reservations, units } from '../../../src/server/db/schema'
import { findAvailability } from '../../../src/server/domains/catalogue/availability'
import {
  availabilityAnswers,
  cachedAvailability,
} from '../../../src/server/domains/catalogue/availability-cache'
import { addDays } from '../../../src/shared/domain/calendar'
import { exactAvailability, type PeriodQuery } from '../support/exactAvailability'
import { sequence } from '../support/sequence'
import { createTestDatabase } from '../support/testDatabase'

/**
 * The availability answers kept in memory are always the rule's answer: random changes of every
 * kind (holds that expire, holds confirmed, bookings, releases, units out of service for a while
 * or for good, back in service, turnaround and stock changes, the clock moving either way) each
 * followed by the same periods asked again, compared with the rule worked out day by day. The
 * per-day counts the availability query reads (`availability_days`) equal, after every change,
 * what the reservations add up to.
 */

let database: Database
let items: { id: string; category: string; units: string[] }[]
const FIRST_DAY = '2027-04-01'
const SEED = 20_271_126

beforeAll(async () => {
  database = await createTestDatabase()
  const rows = await database.db
    .select({ id: gear.id, code: gear.code, category: gear.category })
    .from(gear)
    .where(inArray(gear.code, ['ZCS123-K', 'ZST405-B', 'ZTC502-J']))
  items = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      category: row.category,
      units: (
        await database.db
          .select({ id: units.id })
          .from(units)
          .where(and(eq(units.gearId, row.id), eq(units.locationCode, 'SVQ')))
      ).map((unit) => unit.id),
    })),
  )
})
afterAll(() => database?.close())

const asObject = (answer: Map<string, unknown>) => Object.fromEntries([...answer].sort())

/** Days whose kept count differs from the reservations' (none when the triggers kept it). */
async function countsAstray(db: Database['db']) {
  const result = (await db.execute(sql`
    select coalesce(k.gear_id, r.gear_id) as gear_id, coalesce(k.day, r.day)::text as day,
      k.units as kept, r.units as recomputed
    from (select * from availability_days where units <> 0) k
    full join availability_days_recomputed() r
      on r.location_code = k.location_code and r.gear_id = k.gear_id and r.day = k.day
    where k.units is distinct from r.units`)) as unknown as { rows: unknown[] }
  return result.rows
}

describe('availability kept in memory', () => {
  it('answers as the rule does after every kind of change, with the clock moving both ways', async () => {
    const { db } = database
    const random = sequence(SEED)
    const pick = <T>(list: readonly T[]) => list[random(0, list.length - 1)]!
    let now = new Date('2027-03-01T10:00:00Z')
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000)
    const day = (from: number, to: number) => addDays(FIRST_DAY, random(from, to))
    const periods = [
      ['2027-04-05', '2027-04-12'],
      ['2027-04-10', '2027-04-10'],
      ['2027-04-01', '2027-04-22'],
    ]

    const changes: (() => Promise<unknown>)[] = [
      () => {
        const start = day(0, 25)
        return db.insert(reservations).values({
          gearId: pick(items).id,
          locationCode: 'SVQ',
          startDate: start,
          endDate: addDays(start, random(1, 6)),
          quantity: random(1, 2),
          status: 'confirmed',
        })
      },
      () => {
        const start = day(0, 25)
        return db.insert(reservations).values({
          gearId: pick(items).id,
          locationCode: 'SVQ',
          startDate: start,
          endDate: addDays(start, random(1, 6)),
          quantity: random(1, 2),
          status: 'held',
          expiresAt: minutes(random(-5, 20)),
        })
      },
      () => {
        const item = pick(items)
        const start = day(-3, 25)
        return db.insert(reservations).values({
          gearId: item.id,
          locationCode: 'SVQ',
          startDate: start,
          endDate: random(0, 2) === 0 ? null : addDays(start, random(1, 8)),
          quantity: 1,
          status: 'confirmed',
          kind: 'out_of_service',
          unitId: pick(item.units),
          reason: pick(['cleaning', 'repair', 'lost'] as const),
        })
      },
      async () => {
        const [row] = await db.select({ id: reservations.id }).from(reservations).limit(1)
        if (row) {
          await db
            .update(reservations)
            .set({ status: 'released' })
            .where(eq(reservations.id, row.id))
        }
      },
      async () => {
        const [row] = await db
          .select({ id: reservations.id })
          .from(reservations)
          .where(eq(reservations.status, 'held'))
          .limit(1)
        if (row) {
          await db
            .update(reservations)
            .set({ status: 'confirmed' })
            .where(eq(reservations.id, row.id))
        }
      },
      async () => {
        const open = await db
          .select({ id: reservations.id, startDate: reservations.startDate })
          .from(reservations)
          .where(eq(reservations.kind, 'out_of_service'))
        const row = open[random(0, open.length)]
        if (row) {
          await db
            .update(reservations)
            .set({ endDate: addDays(row.startDate, random(1, 10)) })
            .where(eq(reservations.id, row.id))
        }
      },
      async () => {
        const rows = await db.select({ id: reservations.id }).from(reservations)
        const row = rows[random(0, rows.length)]
        if (row) await db.delete(reservations).where(eq(reservations.id, row.id))
      },
      () =>
        db
          .update(gearCategories)
          .set({ turnaroundDays: random(0, 3) })
          .where(eq(gearCategories.category, pick(items).category as never)),
      () =>
        db
          .update(inventory)
          .set({ stock: random(2, 7) })
          .where(and(eq(inventory.gearId, pick(items).id), eq(inventory.locationCode, 'SVQ'))),
      async () => {
        now = minutes(random(-3, 12))
      },
    ]

    let compared = 0
    for (let round = 0; round < 70; round++) {
      await pick(changes)()
      expect({ round, astray: await countsAstray(db) }).toEqual({ round, astray: [] })
      for (const [startDate, endDate] of [...periods, [day(0, 20), day(20, 28)]]) {
        const query: PeriodQuery = {
          locationCode: 'SVQ',
          startDate: startDate!,
          endDate: endDate!,
          now,
        }
        const expected = asObject(await exactAvailability(db, query))
        const someIds = items.slice(0, 2).map((item) => item.id)
        for (let asked = 0; asked < 2; asked++) {
          expect({ round, query, all: asObject(await cachedAvailability(db, query)) }).toEqual({
            round,
            query,
            all: expected,
          })
          const some = asObject(await cachedAvailability(db, { ...query, gearIds: someIds }))
          expect(some).toEqual(Object.fromEntries(someIds.sort().map((id) => [id, expected[id]])))
          compared += 2
        }
        // The live query agrees too, so the rule worked out here is the server's.
        expect(asObject(await findAvailability(db, query))).toEqual(expected)
      }
    }
    expect(compared).toBe(70 * 4 * 4)
  })

  it('asks the database once for the searches that find no answer kept at the same moment', async () => {
    const { db } = database
    const now = new Date('2027-03-01T10:00:00Z')
    const query: PeriodQuery = {
      locationCode: 'SVQ',
      startDate: '2027-05-10',
      endDate: '2027-05-14',
      now,
    }
    // A booking lands: what was kept for the location no longer holds.
    await db.insert(reservations).values({
      gearId: items[0]!.id,
      locationCode: 'SVQ',
      startDate: '2027-05-11',
      endDate: '2027-05-13',
      quantity: 1,
      status: 'confirmed',
    })
    const before = { ...availabilityAnswers }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => cachedAvailability(db, { ...query, now })),
    )
    expect(availabilityAnswers.computed - before.computed).toBe(1)
    expect(availabilityAnswers.reused - before.reused).toBe(7)
    const expected = asObject(await exactAvailability(db, query))
    for (const answer of answers) expect(asObject(answer)).toEqual(expected)
  })
})
