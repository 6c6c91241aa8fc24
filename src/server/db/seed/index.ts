import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { discountTiers, fees, gear, inventory, pickupLocations, taxRates } from '../schema'
import { catalogue } from './catalogue'
import { locations } from './locations'
import { demoDiscounts, demoFees, demoTaxRates } from './pricing'

export { seedDemoAccounts } from './accounts'

/**
 * The launch catalogue: pickup locations, the pricing model (discounts, fees, VAT) and the gear
 * with its stock. Idempotent: rows are matched by their natural keys (location code, gear code)
 * and brought up to date. Each table's upsert is written out (here and in content/index.ts):
 * each has its own key and columns, and drizzle's types do not reach through one generic helper.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const location of locations) {
      await tx
        .insert(pickupLocations)
        .values(location)
        .onConflictDoUpdate({
          target: pickupLocations.code,
          set: { ...location, updatedAt: sql`now()` },
        })
    }
    for (const tier of demoDiscounts) {
      await tx
        .insert(discountTiers)
        .values(tier)
        .onConflictDoUpdate({ target: discountTiers.minDays, set: tier })
    }
    for (const fee of demoFees) {
      await tx.insert(fees).values(fee).onConflictDoUpdate({ target: fees.code, set: fee })
    }
    for (const rate of demoTaxRates) {
      await tx
        .insert(taxRates)
        .values(rate)
        .onConflictDoUpdate({ target: taxRates.country, set: rate })
    }
    for (const { stock, ...entry } of catalogue) {
      const [row] = await tx
        .insert(gear)
        .values(entry)
        .onConflictDoUpdate({ target: gear.code, set: { ...entry, updatedAt: sql`now()` } })
        .returning({ id: gear.id })
      if (!row) throw new Error(`Seeding gear ${entry.code} returned no row`)
      for (const [locationCode, units] of Object.entries(stock)) {
        await tx
          .insert(inventory)
          .values({ gearId: row.id, locationCode, stock: units })
          .onConflictDoUpdate({
            target: [inventory.gearId, inventory.locationCode],
            set: { stock: units, updatedAt: sql`now()` },
          })
      }
    }
  })
}
