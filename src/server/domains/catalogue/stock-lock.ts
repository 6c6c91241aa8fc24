import { and, eq, inArray } from 'drizzle-orm'
import type { CatalogueContext, Tx } from './context'
import { stockLocationCode } from './delivery-zones'
import { inventory } from '../../db/schema'

/**
 * Locks the inventory rows of gear items at a location, in one order (gear id) so that two
 * transactions never wait on each other crosswise. Every writer that commits units of an item
 * at a location (quotes and bookings, units out of service, retired or added) takes this lock
 * before it counts and writes: whoever holds it is the only one counting and taking those
 * units until it commits, so no day ever has more units committed than in service.
 */
export async function lockStock(
  ctx: Pick<CatalogueContext, 'db'>,
  { tx, locationCode, gearIds }: { tx: Tx; locationCode: string; gearIds: readonly string[] },
) {
  const stockLocation = await stockLocationCode(ctx, { tx, code: locationCode })
  const ids = [...new Set(gearIds)].sort()
  if (ids.length === 0) return
  await tx
    .select({ gearId: inventory.gearId })
    .from(inventory)
    .where(and(eq(inventory.locationCode, stockLocation), inArray(inventory.gearId, ids)))
    .orderBy(inventory.gearId)
    .for('update')
}
