import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { discountTiers, fees, taxRates } from '../../db/schema'
import { remembered } from '../../reference-cache'

export type FeeRow = typeof fees.$inferSelect

/**
 * The active discount tiers and fees, and every VAT rate, kept in memory like the rest of the
 * reference data (see reference-cache): an edit shows within its time to live.
 */
export function pricingModel(db: Pick<Db, 'select'>) {
  return remembered(db, 'pricing', async () => ({
    tiers: await db.select().from(discountTiers).where(eq(discountTiers.active, true)),
    fees: await db.select().from(fees).where(eq(fees.active, true)),
    taxRates: await db.select().from(taxRates),
  }))
}
