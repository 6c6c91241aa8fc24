import { eq, inArray, sql, type Column } from 'drizzle-orm'
import type { CatalogueContext, Reader } from './context'
import { gear, gearCategories } from '../../db/schema'

/** A category without a row has no turnaround (0 days). */
export const turnaroundDaysOf = (column: Column) => sql<number>`coalesce(${column}, 0)`

/**
 * Each gear item's turnaround in days (its category's), read in the caller's transaction so a
 * hold reserves exactly the days availability counted (see keptDays). Unknown ids are absent.
 */
export async function turnaroundByGear(
  ctx: Pick<CatalogueContext, 'db'>,
  { tx, gearIds }: { tx?: Reader; gearIds: readonly string[] },
): Promise<Map<string, number>> {
  if (gearIds.length === 0) return new Map()
  const rows = await (tx ?? ctx.db)
    .select({ gearId: gear.id, days: turnaroundDaysOf(gearCategories.turnaroundDays) })
    .from(gear)
    .leftJoin(gearCategories, eq(gearCategories.category, gear.category))
    .where(inArray(gear.id, [...new Set(gearIds)]))
  return new Map(rows.map((row) => [row.gearId, row.days]))
}
