import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import {
  discountTiers,
  fees,
  gear,
  gearCategories,
  inventory,
  pickupLocations,
  taxRates,
  units,
} from '../db/schema'
import { recountStock } from '../domains/inventory'
import { catalogue } from './catalogue'
import { locations } from './locations'
import { seedDemoAccounts } from './accounts'
import { demoDiscounts, demoFees, demoTaxRates } from './pricing'
import { seedDemoPromoCode } from './promotions'
import { upsertEach } from './upsert'

/** Demo turnaround: car seats, booster seats and travel cots are cleaned for a day. */
const DEMO_TURNAROUND_DAYS = { car_seat: 1, booster_seat: 1, travel_cot: 1 } as const

export { seedDemoAccounts } from './accounts'

/**
 * The demo data (never in production): the demo accounts, then the demo promo code their admin
 * created. Each is created when missing and never reset.
 */
export async function seedDemoData(db: Db): Promise<void> {
  await seedDemoAccounts(db)
  await seedDemoPromoCode(db)
}

/**
 * The launch catalogue: pickup locations, the pricing model (discounts, fees, VAT), the gear
 * with its units (tagged <location>-<gear code>-001...) and the demo turnaround per category.
 * Idempotent: rows are matched by their natural keys (location code, gear code, asset tag) and
 * brought up to date; units and turnarounds staff changed since are left as they are.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertEach(tx, pickupLocations, locations, { key: pickupLocations.code, touch: true })
    await upsertEach(tx, discountTiers, demoDiscounts, { key: discountTiers.minDays })
    await upsertEach(tx, fees, demoFees, { key: fees.code })
    await upsertEach(tx, taxRates, demoTaxRates, { key: taxRates.country })
    for (const { stock, ...entry } of catalogue) {
      const [row] = await tx
        .insert(gear)
        .values(entry)
        .onConflictDoUpdate({ target: gear.code, set: { ...entry, updatedAt: sql`now()` } })
        .returning({ id: gear.id })
      if (!row) throw new Error(`Seeding gear ${entry.code} returned no row`)
      for (const [locationCode, unitCount] of Object.entries(stock)) {
        await seedUnits(tx, { gearId: row.id, gearCode: entry.code, locationCode, unitCount })
      }
    }
    for (const [category, turnaroundDays] of Object.entries(DEMO_TURNAROUND_DAYS)) {
      await tx
        .insert(gearCategories)
        .values({ category: category as keyof typeof DEMO_TURNAROUND_DAYS, turnaroundDays })
        .onConflictDoNothing()
    }
  })
}

/** The item's units 001..unitCount at the location (those missing), and its stock counted. */
async function seedUnits(
  tx: Tx,
  item: { gearId: string; gearCode: string; locationCode: string; unitCount: number },
) {
  const { gearId, locationCode } = item
  await tx.insert(inventory).values({ gearId, locationCode, stock: 0 }).onConflictDoNothing()
  const tags = Array.from(
    { length: item.unitCount },
    (_, i) => `${locationCode}-${item.gearCode}-${String(i + 1).padStart(3, '0')}`,
  )
  if (tags.length > 0) {
    await tx
      .insert(units)
      .values(tags.map((assetTag) => ({ gearId, locationCode, assetTag })))
      .onConflictDoNothing({ target: units.assetTag })
  }
  await recountStock(tx, { gearId, locationCode })
}
