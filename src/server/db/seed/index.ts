import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { gear, inventory, pickupLocations } from '../schema'
import { seedDemoAccounts } from './accounts'
import { catalogue } from './catalogue'
import { locations } from './locations'

/**
 * Demo data: pickup locations, the gear catalogue with its stock, and one account per role.
 * Idempotent: rows are matched by their natural keys (location code, gear code, email);
 * locations and gear are brought up to date, accounts are only created when missing.
 */
export async function seedDemoData(db: Db): Promise<void> {
  await seedDemoAccounts(db)
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
