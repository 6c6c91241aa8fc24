import { eq, sql } from 'drizzle-orm'
import {
  MAX_TURNAROUND_DAYS,
  type CategoryTurnaround,
  type CategoryTurnaroundList,
} from '../../../shared/contract/desk'
import { GEAR_CATEGORIES, type GearCategory } from '../../../shared/domain/catalogue'
import { gearCategories } from '../../db/schema'
import { AppError } from '../../errors'
import type { InventoryContext, Reader } from './context'

/** A new turnaround for a category, and the admin who sets it. */
export interface TurnaroundChange {
  category: GearCategory
  turnaroundDays: number
  actorId: string
}

/** Every category with its turnaround in days (0 when never set). */
export async function listTurnarounds(db: Reader): Promise<CategoryTurnaroundList> {
  const rows = await db.select().from(gearCategories)
  const days = new Map(rows.map((row) => [row.category, row.turnaroundDays]))
  return {
    categories: GEAR_CATEGORIES.map((category) => ({
      category,
      turnaround_days: days.get(category) ?? 0,
    })),
  }
}

/**
 * Sets a category's turnaround (admin): 400 INVALID_TURNAROUND outside 0..60 whole days. Holds
 * and bookings made from now on keep their units this many days after the return.
 */
export async function setTurnaround(
  ctx: Pick<InventoryContext, 'db' | 'audit'>,
  { category, turnaroundDays, actorId }: TurnaroundChange,
): Promise<CategoryTurnaround> {
  if (
    !Number.isInteger(turnaroundDays) ||
    turnaroundDays < 0 ||
    turnaroundDays > MAX_TURNAROUND_DAYS
  ) {
    throw new AppError(
      400,
      'INVALID_TURNAROUND',
      `The turnaround must be a whole number of days from 0 to ${MAX_TURNAROUND_DAYS}.`,
    )
  }
  return ctx.db.transaction(async (tx) => {
    const [was] = await tx
      .select({ days: gearCategories.turnaroundDays })
      .from(gearCategories)
      .where(eq(gearCategories.category, category))
      .for('update')
    await tx
      .insert(gearCategories)
      .values({ category, turnaroundDays })
      .onConflictDoUpdate({
        target: gearCategories.category,
        set: { turnaroundDays, updatedAt: sql`now()` },
      })
    const after = { category, turnaround_days: turnaroundDays }
    await ctx.audit.record({
      tx,
      actorId,
      action: 'category.turnaround',
      before: { category, turnaround_days: was?.days ?? 0 },
      after,
    })
    return after
  })
}
