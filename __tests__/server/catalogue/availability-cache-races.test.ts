/**
 * Availability kept in memory by one server process stays right while another process on the
 * same PostgreSQL takes and gives back units at the same time: two database handles stand for
 * the two processes, one writing as bookings do (stock locked, counted, written), the other
 * reading as search and pricing do, many at once.
 */
import { and, eq } from 'drizzle-orm'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { gear, inventory, reservations } from '../../../src/server/db/schema'
import { seedCatalogue } from '../../../src/server/seed'
import {
  createCatalogueService,
  type CatalogueService,
} from '../../../src/server/domains/catalogue'
import { exactAvailability } from '../support/exactAvailability'
import { createScratchPostgres, describeOnPostgres } from '../support/testDatabase'

const PERIOD = { locationCode: 'SVQ', startDate: '2027-04-10', endDate: '2027-04-14' }
const now = new Date('2027-03-01T10:00:00Z')
const TAKERS = 16
const READERS = 40

describeOnPostgres('availability kept in memory across two processes (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>
  let writer: Database
  let reader: Database
  let writing: CatalogueService
  let reading: CatalogueService
  let stroller: string
  let stock: number

  beforeAll(async () => {
    scratch = await createScratchPostgres()
    writer = await openDatabase({ kind: 'postgres', url: scratch.url })
    await writer.migrate()
    await seedCatalogue(writer.db)
    reader = await openDatabase({ kind: 'postgres', url: scratch.url })
    // Unmet demand is not what this race is about.
    const demand = { turnedAway: () => undefined }
    writing = createCatalogueService({ db: writer.db, now: () => now, demand })
    reading = createCatalogueService({ db: reader.db, now: () => now, demand })
    const [row] = await writer.db
      .select({ id: gear.id, stock: inventory.stock })
      .from(gear)
      .innerJoin(inventory, eq(inventory.gearId, gear.id))
      .where(and(eq(gear.code, 'ZST405-B'), eq(inventory.locationCode, 'SVQ')))
    stroller = row!.id
    stock = row!.stock
  }, 60_000)
  afterAll(async () => {
    await reader?.close()
    await writer?.close()
    await scratch?.drop()
  })

  const readFree = async () =>
    (await reading.findAvailability({ ...PERIOD, gearIds: [stroller] })).get(stroller)!.available
  const readAll = () => reading.findAvailability(PERIOD)

  /** As a quote or booking does: lock the stock, count inside the lock, take a unit if free. */
  const take = (status: 'held' | 'confirmed') =>
    writer.db.transaction(async (tx) => {
      await writing.lockStock({ tx, locationCode: 'SVQ', gearIds: [stroller] })
      const free = await writing.findAvailability({ tx, ...PERIOD, gearIds: [stroller] })
      if (free.get(stroller)!.available < 1) return false
      await tx.insert(reservations).values({
        gearId: stroller,
        locationCode: 'SVQ',
        startDate: PERIOD.startDate,
        endDate: PERIOD.endDate,
        quantity: 1,
        status,
        expiresAt: status === 'held' ? new Date(now.getTime() + 3_600_000) : null,
      })
      return true
    })

  it('never shows a unit free once another process has committed taking it', async () => {
    let committed = 0
    const stale: string[] = []
    const readers = Array.from({ length: READERS }, () => readAll())
    const takers = Array.from({ length: TAKERS }, async (_, i) => {
      const took = await take(i % 2 === 0 ? 'held' : 'confirmed')
      if (took) committed += 1
      const known = committed
      const shown = await readFree()
      if (shown > Math.max(stock - known, 0)) stale.push(`${shown} free after ${known} taken`)
      return took
    })
    const taken = (await Promise.all(takers)).filter(Boolean).length
    await Promise.all(readers)
    expect(stale).toEqual([])
    expect(taken).toBe(stock)
    expect(await readFree()).toBe(0)
  })

  it('agrees with the rule after holds, bookings and cancellations race in both processes', async () => {
    for (let round = 0; round < 4; round++) {
      const kept = await writer.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.status, 'confirmed'), eq(reservations.gearId, stroller)))
      const cancels = kept.slice(0, 3).map(({ id }) =>
        writer.db.transaction(async (tx) => {
          await tx.update(reservations).set({ status: 'released' }).where(eq(reservations.id, id))
        }),
      )
      const takes = Array.from({ length: 4 }, (_, i) => take(i % 2 ? 'held' : 'confirmed'))
      const reads = Array.from({ length: READERS }, (_, i) => (i % 2 ? readAll() : readFree()))
      await Promise.all([...cancels, ...takes, ...reads])
      const expected = await exactAvailability(reader.db, { ...PERIOD, now })
      expect(Object.fromEntries(await readAll())).toEqual(Object.fromEntries(expected))
      expect(expected.get(stroller)!.available).toBeGreaterThanOrEqual(0)
      const inUse = await writer.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.status, 'confirmed'), eq(reservations.gearId, stroller)))
      const held = await writer.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.status, 'held'), eq(reservations.gearId, stroller)))
      expect(inUse.length + held.length).toBeLessThanOrEqual(stock)
    }
  })
})
