import { count, eq, sql } from 'drizzle-orm'
import type { AddUnitRequest, Unit } from '../../../shared/contract/desk'
import { gear, inventory, units } from '../../db/schema'
import { isUniqueViolation } from '../../db/unique-violation'
import { AppError } from '../../errors'
import { stockFreed, type InventoryContext, type Tx } from './context'
import { nowAt, refuseDeliveryZone } from './location-day'
import { unitView } from './unit-view'
import { refreshSafetyHold } from './safety-hold'
import { recountStock } from './units'

/** The next free tag <location>-<gear code>-NNN for the item. */
async function nextAssetTag(
  tx: Tx,
  { locationCode, gearCode }: { locationCode: string; gearCode: string },
) {
  const prefix = `${locationCode}-${gearCode}-`
  const [row] = await tx
    .select({ n: count() })
    .from(units)
    .where(sql`${units.assetTag} like ${`${prefix}%`}`)
  for (let n = row!.n + 1; ; n++) {
    const tag = `${prefix}${String(n).padStart(3, '0')}`
    const [taken] = await tx.select({ id: units.id }).from(units).where(eq(units.assetTag, tag))
    if (!taken) return tag
  }
}

/**
 * Adds a unit of a gear item at a location (admin): the item becomes stocked there if it was
 * not. 404 for an unknown location or gear item, 409 ASSET_TAG_TAKEN for a tag in use, 409
 * ZONE_HAS_NO_UNITS for a delivery zone.
 */
export async function addUnit(
  ctx: InventoryContext,
  {
    locationCode,
    request,
    actorId,
  }: { locationCode: string; request: AddUnitRequest; actorId: string },
): Promise<Unit> {
  const { today } = await nowAt(ctx, locationCode)
  await refuseDeliveryZone(ctx, locationCode)
  const [item] = await ctx.db.select().from(gear).where(eq(gear.id, request.gear_id))
  if (!item) throw new AppError(404, 'UNKNOWN_GEAR', `Unknown gear: ${request.gear_id}`)
  try {
    const unit = await ctx.db.transaction(async (tx) => {
      await tx
        .insert(inventory)
        .values({ gearId: item.id, locationCode, stock: 0 })
        .onConflictDoNothing()
      await ctx.catalogue.lockStock({ tx, locationCode, gearIds: [item.id] })
      const [row] = await tx
        .insert(units)
        .values({
          gearId: item.id,
          locationCode,
          assetTag:
            request.asset_tag ?? (await nextAssetTag(tx, { locationCode, gearCode: item.code })),
          conditionNote: request.condition_note ?? '',
        })
        .returning()
      await recountStock(tx, { gearId: item.id, locationCode })
      // Its first inspection falls due its category's interval from today.
      await refreshSafetyHold(tx, { unitId: row!.id, today })
      const added = await unitView(tx, { row: row!, today })
      await ctx.audit.record({
        tx,
        actorId,
        action: 'unit.add',
        unitId: row!.id,
        before: null,
        after: added,
      })
      return added
    })
    stockFreed(ctx)
    return unit
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'ASSET_TAG_TAKEN', `Asset tag ${request.asset_tag} is already used.`)
    }
    throw error
  }
}
