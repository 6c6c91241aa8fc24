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
import { recountStock, refreshSafetyHold } from '../domains/inventory'
import { addYears } from '../../shared/domain/calendar'
import { catalogue } from './catalogue'
import { locations } from './locations'
import { seedDemoAccounts } from './accounts'
import { demoDiscounts, demoFees, demoTaxRates } from './pricing'
import { seedDemoPromoCode } from './promotions'
import { upsertEach } from './upsert'

/**
 * Demo rules per category: car seats, booster seats and travel cots are cleaned for a day, and a
 * seat is inspected at least once a year (docs/safety.md, Safety records).
 */
const DEMO_CATEGORY_RULES = {
  car_seat: { turnaroundDays: 1, inspectionEveryDays: 365 },
  booster_seat: { turnaroundDays: 1, inspectionEveryDays: 365 },
  travel_cot: { turnaroundDays: 1, inspectionEveryDays: null },
} as const

/** The demo seats were made on this day; each expires its product's lifetime later. */
const DEMO_SEATS_MADE_ON = '2025-03-01'

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
 * with its units (tagged <location>-<gear code>-001...) and the demo rules per category.
 * Idempotent: rows are matched by their natural keys (location code, gear code, asset tag) and
 * brought up to date; units and turnarounds staff changed since are left as they are.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertEach(tx, pickupLocations, locations, { key: pickupLocations.code, touch: true })
    await upsertEach(tx, discountTiers, demoDiscounts, { key: discountTiers.minDays })
    await upsertEach(tx, fees, demoFees, { key: fees.code })
    await upsertEach(tx, taxRates, demoTaxRates, { key: taxRates.country })
    const gearIds = new Map<string, string>()
    for (const { stock: _stock, ...entry } of catalogue) {
      const [row] = await tx
        .insert(gear)
        .values(entry)
        .onConflictDoUpdate({ target: gear.code, set: { ...entry, updatedAt: sql`now()` } })
        .returning({ id: gear.id })
      if (!row) throw new Error(`Seeding gear ${entry.code} returned no row`)
      gearIds.set(entry.code, row.id)
    }
    for (const [category, rules] of Object.entries(DEMO_CATEGORY_RULES)) {
      await tx
        .insert(gearCategories)
        .values({ category: category as keyof typeof DEMO_CATEGORY_RULES, ...rules })
        .onConflictDoNothing()
    }
    // Units after the categories' rules, which their safety holds follow.
    for (const { stock, ...entry } of catalogue) {
      for (const [locationCode, unitCount] of Object.entries(stock)) {
        await seedUnits(tx, {
          gearId: gearIds.get(entry.code)!,
          gearCode: entry.code,
          locationCode,
          unitCount,
          expiresOn: entry.lifetimeYears ? addYears(DEMO_SEATS_MADE_ON, entry.lifetimeYears) : null,
        })
      }
    }
  })
}

/**
 * The item's units 001..unitCount at the location (those missing), seats with their dates and
 * safety hold, and its stock counted.
 */
async function seedUnits(
  tx: Tx,
  item: {
    gearId: string
    gearCode: string
    locationCode: string
    unitCount: number
    expiresOn: string | null
  },
) {
  const { gearId, locationCode } = item
  await tx.insert(inventory).values({ gearId, locationCode, stock: 0 }).onConflictDoNothing()
  const tags = Array.from(
    { length: item.unitCount },
    (_, i) => `${locationCode}-${item.gearCode}-${String(i + 1).padStart(3, '0')}`,
  )
  const dates = item.expiresOn
    ? { manufacturedOn: DEMO_SEATS_MADE_ON, expiresOn: item.expiresOn }
    : {}
  const added =
    tags.length === 0
      ? []
      : await tx
          .insert(units)
          .values(tags.map((assetTag) => ({ gearId, locationCode, assetTag, ...dates })))
          .onConflictDoNothing({ target: units.assetTag })
          .returning({ id: units.id })
  await recountStock(tx, { gearId, locationCode })
  const today = new Date().toISOString().slice(0, 10)
  for (const unit of added) await refreshSafetyHold(tx, { unitId: unit.id, today })
}
