import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { promoCodes, users } from '../db/schema'
import { demoAccounts } from './accounts'

/**
 * The demo promo code, the one the docs use as their example: 10 % off every gear, any rental
 * length, no end and no limits, as if the demo admin had created it. Printed in the README.
 */
export const DEMO_PROMO_CODE = {
  code: 'SUMMER-10',
  kind: 'percent',
  amount: 10,
  validFrom: new Date('2026-01-01T00:00:00.000Z'),
  validUntil: null,
  categories: null,
  minRentalDays: 1,
  totalUses: null,
  perTraveller: null,
} as const satisfies Omit<typeof promoCodes.$inferInsert, 'createdBy'>

const demoAdminEmail = demoAccounts.find((account) => account.role === 'admin')!.email

/** Creates the demo promo code when missing; one an admin paused or used stays as it is. */
export async function seedDemoPromoCode(db: Db) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAdminEmail))
  if (!admin) return
  await db
    .insert(promoCodes)
    .values({ ...DEMO_PROMO_CODE, createdBy: admin.id })
    .onConflictDoNothing({ target: promoCodes.code })
}

/**
 * Production never honours the code printed in the README: the demo promo code, if a database
 * seeded for the demo still has it active, is paused (bookings made keep it). Answers whether it
 * was.
 */
export async function pausePublishedDemoPromoCode(db: Db): Promise<boolean> {
  const paused = await db
    .update(promoCodes)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(promoCodes.code, DEMO_PROMO_CODE.code),
        eq(promoCodes.active, true),
        inArray(
          promoCodes.createdBy,
          db.select({ id: users.id }).from(users).where(eq(users.email, demoAdminEmail)),
        ),
      ),
    )
    .returning({ id: promoCodes.id })
  return paused.length > 0
}
