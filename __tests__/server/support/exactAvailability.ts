import { eq } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { gear, gearCategories, inventory, reservations } from '../../../src/server/db/schema'
import type { GearAvailability } from '../../../src/server/domains/catalogue'
import { addDays } from '../../../src/shared/domain/calendar'

export interface PeriodQuery {
  locationCode: string
  startDate: string
  endDate: string
  now: Date
}

/**
 * The availability rule of docs/product.md worked out day by day from every row, with none of
 * the server's queries: stock minus the busiest day of the rental's days plus its turnaround,
 * counting confirmed reservations and holds not expired at `now`; an open-ended one never ends.
 */
export async function exactAvailability(
  db: Db,
  query: PeriodQuery,
): Promise<Map<string, GearAvailability>> {
  const stocked = await db
    .select({
      gearId: inventory.gearId,
      stock: inventory.stock,
      turnaround: gearCategories.turnaroundDays,
    })
    .from(inventory)
    .innerJoin(gear, eq(gear.id, inventory.gearId))
    .leftJoin(gearCategories, eq(gearCategories.category, gear.category))
    .where(eq(inventory.locationCode, query.locationCode))
  const kept = (await db.select().from(reservations)).filter(
    (row) =>
      row.locationCode === query.locationCode &&
      (row.status === 'confirmed' ||
        (row.status === 'held' && row.expiresAt!.getTime() > query.now.getTime())),
  )
  const lastDay = query.endDate > query.startDate ? query.endDate : addDays(query.startDate, 1)
  return new Map(
    stocked.map(({ gearId, stock, turnaround }) => {
      const turnaroundDays = turnaround ?? 0
      const until = addDays(lastDay, turnaroundDays)
      let peak = 0
      for (let day = query.startDate; day < until; day = addDays(day, 1)) {
        const inUse = kept
          .filter(
            (row) =>
              row.gearId === gearId &&
              row.startDate <= day &&
              (row.endDate === null || day < row.endDate),
          )
          .reduce((sum, row) => sum + row.quantity, 0)
        peak = Math.max(peak, inUse)
      }
      return [gearId, { stock, available: Math.max(stock - peak, 0), turnaroundDays }]
    }),
  )
}
