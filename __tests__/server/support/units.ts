import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { inventory, reservations, units } from '../../../src/server/db/schema'

/**
 * Leaves an item with `n` units in service at a location (the first n by asset tag; the others
 * retired), its stock counted from them, and no unit out of service. For tests that need the
 * last unit; call with the seeded number to put every unit back.
 */
export async function keepUnits(db: Db, gearId: string, n: number, locationCode = 'SVQ') {
  await db.transaction(async (tx) => {
    const all = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.gearId, gearId), eq(units.locationCode, locationCode)))
      .orderBy(asc(units.assetTag))
    const ids = all.map((row) => row.id)
    await tx
      .delete(reservations)
      .where(and(eq(reservations.kind, 'out_of_service'), inArray(reservations.unitId, ids)))
    await tx
      .update(units)
      .set({ status: 'in_service', retiredAt: null })
      .where(inArray(units.id, ids))
    const retired = ids.slice(n)
    if (retired.length > 0) {
      await tx.update(units).set({ status: 'retired' }).where(inArray(units.id, retired))
    }
    const [row] = await tx
      .select({ n: count() })
      .from(units)
      .where(and(inArray(units.id, ids), eq(units.status, 'in_service')))
    await tx
      .update(inventory)
      .set({ stock: row!.n })
      .where(and(eq(inventory.gearId, gearId), eq(inventory.locationCode, locationCode)))
  })
}
