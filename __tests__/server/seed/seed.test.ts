import fs from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../../../src/server/db/client'
import { seedDatabase } from '../../../src/server/app'
import { gear, inventory, pickupLocations, promoCodes } from '../../../src/server/db/schema'
import { seedCatalogue, seedDemoAccounts } from '../../../src/server/seed'
import { GEAR_CATEGORIES } from '../../../src/shared/domain/catalogue'
import { createTestDatabase } from '../support/testDatabase'
import { testConfig } from '../support/testApp'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.close())

const publicDir = path.resolve(__dirname, '../../../src/client/public')

async function counts() {
  const [[locations], [products], [stock]] = await Promise.all([
    database.db.select({ n: count() }).from(pickupLocations),
    database.db.select({ n: count() }).from(gear),
    database.db.select({ n: count() }).from(inventory),
  ])
  return { locations: locations?.n, products: products?.n, stock: stock?.n }
}

describe('launch catalogue and demo accounts', () => {
  it('is idempotent: seeding again changes nothing', async () => {
    const before = await counts()
    for (let round = 0; round < 2; round++) {
      await seedCatalogue(database.db)
      await seedDemoAccounts(database.db)
    }
    expect(await counts()).toEqual(before)
  })

  it('holds at least seven products across every category, each stocked at SVQ', async () => {
    const rows = await database.db.select().from(gear)
    expect(rows.length).toBeGreaterThanOrEqual(7)
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(GEAR_CATEGORIES))
    const svqStock = await database.db
      .select({ gearId: inventory.gearId, stock: inventory.stock })
      .from(inventory)
      .where(eq(inventory.locationCode, 'SVQ'))
    for (const row of rows) {
      expect(svqStock.find((s) => s.gearId === row.id)?.stock).toBeGreaterThan(0)
    }
  })

  it('makes the home page from-prices true: 7, 9, 3 and 5 euros a day', async () => {
    const rows = await database.db.select().from(gear)
    const cheapest = (category: string) =>
      Math.min(...rows.filter((r) => r.category === category).map((r) => r.pricePerDayCents))
    expect({
      car_seat: cheapest('car_seat'),
      stroller: cheapest('stroller'),
      booster_seat: cheapest('booster_seat'),
      travel_cot: cheapest('travel_cot'),
    }).toEqual({ car_seat: 700, stroller: 900, booster_seat: 300, travel_cot: 500 })
  })

  it('gives every product a ZCS123-K shaped code, both languages and shipped images', async () => {
    const rows = await database.db.select().from(gear)
    expect(rows.map((r) => r.code)).toContain('ZCS123-K')
    for (const row of rows) {
      expect(row.code).toMatch(/^Z[A-Z]{2}\d{3}-[A-Z]$/)
      for (const text of [row.names, row.descriptions]) {
        expect(text.en.trim()).not.toBe('')
        expect(text.es.trim()).not.toBe('')
        expect(text.es).not.toBe(text.en)
      }
      expect(row.technicalDetails.length).toBeGreaterThan(0)
      expect(row.images.length).toBeGreaterThan(0)
      for (const image of row.images) {
        expect(image.url).toMatch(/^\/images\/gear\/[a-z0-9-]+\.svg$/)
        expect(fs.existsSync(path.join(publicDir, image.url))).toBe(true)
      }
    }
  })
})

describe('the demo promo code', () => {
  it("comes with the demo data only: the docs' example, SUMMER-10, 10% off every gear, any rental length, open-ended", async () => {
    const fresh = await createTestDatabase({ seed: false })
    try {
      // Started without the demo data, as in production: no promo code.
      await seedDatabase(fresh.db, testConfig({ SEED_DEMO_DATA: 'false' }))
      expect(await fresh.db.select().from(promoCodes)).toEqual([])
      await seedDatabase(fresh.db, testConfig({}))
      const rows = await fresh.db.select().from(promoCodes)
      expect(rows).toEqual([
        expect.objectContaining({
          code: 'SUMMER-10',
          kind: 'percent',
          amount: 10,
          validUntil: null,
          categories: null,
          minRentalDays: 1,
          totalUses: null,
          perTraveller: null,
          active: true,
        }),
      ])
      expect(rows[0]!.validFrom.getTime()).toBeLessThan(Date.now())
    } finally {
      await fresh.close()
    }
  })
})
