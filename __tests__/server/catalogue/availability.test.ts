import { and, eq, TransactionRollbackError } from 'drizzle-orm'
import type { Database } from '../../../src/server/db/client'
import { gear, gearCategories, inventory, reservations } from '../../../src/server/db/schema'
import { findAvailability } from '../../../src/server/domains/catalogue/availability'
import { createTestDatabase } from '../support/testDatabase'

let database: Database
let infantSeat: string // 6 at SVQ, 2 at SJA
let stroller: string // 6 at SVQ
let cot: string // 5 at SVQ

const now = new Date('2027-03-01T10:00:00Z')

beforeAll(async () => {
  database = await createTestDatabase()
  const rows = await database.db.select({ id: gear.id, code: gear.code }).from(gear)
  const id = (code: string) => rows.find((row) => row.code === code)!.id
  infantSeat = id('ZCS123-K')
  stroller = id('ZST405-B')
  cot = id('ZTC502-J')
  // These rules are about the rental days alone; the turnaround has its own tests.
  await database.db.update(gearCategories).set({ turnaroundDays: 0 })
})
afterAll(() => database?.close())
beforeEach(() => database.db.delete(reservations))

type Row = typeof reservations.$inferInsert
const reserve = (rows: Partial<Row>[]) =>
  database.db.insert(reservations).values(
    rows.map((row) => ({
      gearId: infantSeat,
      locationCode: 'SVQ',
      startDate: '2027-04-10',
      endDate: '2027-04-15',
      quantity: 1,
      status: 'confirmed' as const,
      ...row,
    })),
  )

const seatsFree = async (startDate: string, endDate: string, at = now) => {
  const result = await findAvailability(database.db, {
    locationCode: 'SVQ',
    startDate,
    endDate,
    gearIds: [infantSeat],
    now: at,
  })
  return result.get(infantSeat)?.available
}

describe('availability over a rental period', () => {
  it('is the whole stock when nothing is reserved', async () => {
    expect(await seatsFree('2027-04-10', '2027-04-15')).toBe(6)
  })

  it('subtracts reservations that overlap the period, partly or wholly', async () => {
    await reserve([{ startDate: '2027-04-08', endDate: '2027-04-11', quantity: 2 }])
    expect(await seatsFree('2027-04-10', '2027-04-15')).toBe(4)
    expect(await seatsFree('2027-04-05', '2027-04-09')).toBe(4)
  })

  it('frees the return day for the next pickup: back-to-back rentals do not collide', async () => {
    await reserve([{ startDate: '2027-04-05', endDate: '2027-04-10', quantity: 6 }])
    expect(await seatsFree('2027-04-10', '2027-04-15')).toBe(6)
    expect(await seatsFree('2027-04-01', '2027-04-05')).toBe(6)
    expect(await seatsFree('2027-04-09', '2027-04-10')).toBe(0)
  })

  it('counts a reservation that encloses the period, and one the period encloses', async () => {
    await reserve([
      { startDate: '2027-04-01', endDate: '2027-04-30', quantity: 1 },
      { startDate: '2027-04-12', endDate: '2027-04-13', quantity: 2 },
    ])
    expect(await seatsFree('2027-04-10', '2027-04-15')).toBe(3)
    expect(await seatsFree('2027-04-20', '2027-04-22')).toBe(5)
  })

  it('takes the busiest day, not the sum of every reservation in the period', async () => {
    // Two rentals that never meet: at most 3 units are out on any one day.
    await reserve([
      { startDate: '2027-04-10', endDate: '2027-04-12', quantity: 3 },
      { startDate: '2027-04-12', endDate: '2027-04-15', quantity: 2 },
      { startDate: '2027-04-13', endDate: '2027-04-14', quantity: 1 },
    ])
    expect(await seatsFree('2027-04-10', '2027-04-15')).toBe(3)
    expect(await seatsFree('2027-04-12', '2027-04-15')).toBe(3)
  })

  it('counts holds until they expire and ignores released reservations', async () => {
    await reserve([
      { status: 'held', quantity: 2, expiresAt: new Date('2027-03-01T10:15:00Z') },
      { status: 'held', quantity: 1, expiresAt: new Date('2027-03-01T09:59:00Z') },
      { status: 'released', quantity: 3 },
    ])
    expect(await seatsFree('2027-04-10', '2027-04-15')).toBe(4)
    expect(await seatsFree('2027-04-10', '2027-04-15', new Date('2027-03-01T10:15:00Z'))).toBe(6)
  })

  it('keeps the day of a same-day rental', async () => {
    await reserve([{ startDate: '2027-04-10', endDate: '2027-04-11', quantity: 1 }])
    expect(await seatsFree('2027-04-10', '2027-04-10')).toBe(5)
    expect(await seatsFree('2027-04-11', '2027-04-11')).toBe(6)
  })

  it('never reports less than nothing when stock was lowered below what is reserved', async () => {
    await reserve([{ quantity: 6 }])
    await database.db
      .update(inventory)
      .set({ stock: 4 })
      .where(and(eq(inventory.gearId, infantSeat), eq(inventory.locationCode, 'SVQ')))
    try {
      expect(await seatsFree('2027-04-10', '2027-04-15')).toBe(0)
    } finally {
      await database.db
        .update(inventory)
        .set({ stock: 6 })
        .where(and(eq(inventory.gearId, infantSeat), eq(inventory.locationCode, 'SVQ')))
    }
  })

  it('answers for several gear items at once, each at its own location', async () => {
    await reserve([
      { quantity: 2 },
      { gearId: stroller, quantity: 5 },
      { gearId: cot, quantity: 1, startDate: '2027-05-01', endDate: '2027-05-03' },
      { locationCode: 'SJA', quantity: 1 },
    ])
    const atAirport = await findAvailability(database.db, {
      locationCode: 'SVQ',
      startDate: '2027-04-10',
      endDate: '2027-04-15',
      gearIds: [infantSeat, stroller, cot],
      now,
    })
    expect(Object.fromEntries(atAirport)).toEqual({
      [infantSeat]: { stock: 6, available: 4, turnaroundDays: 0 },
      [stroller]: { stock: 6, available: 1, turnaroundDays: 0 },
      [cot]: { stock: 5, available: 5, turnaroundDays: 0 },
    })
    const everything = await findAvailability(database.db, {
      locationCode: 'SJA',
      startDate: '2027-04-10',
      endDate: '2027-04-15',
      now,
    })
    expect(everything.get(infantSeat)).toEqual({ stock: 2, available: 1, turnaroundDays: 0 })
    expect(everything.has(cot)).toBe(false)
  })

  it('reads inside a caller transaction, seeing its uncommitted reservations', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.insert(reservations).values({
          gearId: infantSeat,
          locationCode: 'SVQ',
          startDate: '2027-04-10',
          endDate: '2027-04-15',
          quantity: 4,
          status: 'confirmed',
        })
        const inside = await findAvailability(tx, {
          locationCode: 'SVQ',
          startDate: '2027-04-12',
          endDate: '2027-04-13',
          gearIds: [infantSeat],
          now,
        })
        expect(inside.get(infantSeat)?.available).toBe(2)
        tx.rollback()
      })
      .catch((error: Error) => {
        if (!(error instanceof TransactionRollbackError)) throw error
      })
    expect(await seatsFree('2027-04-12', '2027-04-13')).toBe(6)
  })

  it('refuses impossible reservations at the database', async () => {
    await expect(reserve([{ quantity: 0 }])).rejects.toThrow()
    await expect(reserve([{ startDate: '2027-04-10', endDate: '2027-04-10' }])).rejects.toThrow()
    await expect(reserve([{ status: 'held', expiresAt: null }])).rejects.toThrow()
  })
})
