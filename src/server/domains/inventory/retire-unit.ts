import { eq } from 'drizzle-orm'
import type { RetireUnitRequest, UnitChangeResult } from '../../../shared/contract/desk'
import { units } from '../../db/schema'
import type { InventoryContext } from './context'
import { nowAt } from './location-day'
import { guardShortRentals } from './shortfall-guard'
import { unitView } from './unit-view'
import {
  changeUnit,
  endPeriodsFrom,
  notEndedBy,
  periodsOfUnit,
  recountStock,
  type UnitChange,
} from './units'

/**
 * Retires a unit for good (admin), from today at the location: it leaves the stock and its
 * out-of-service periods end. Refused with 409 UNITS_SHORT when bookings or holds from today on
 * would lack a unit, unless confirmed (then they are flagged).
 */
export async function retireUnit(
  ctx: InventoryContext,
  { unit: target, request, actorId }: UnitChange<RetireUnitRequest>,
): Promise<UnitChangeResult> {
  const { now, today } = await nowAt(ctx, target.locationCode)
  return changeUnit(ctx, {
    target,
    by: { actorId, today },
    change: async (tx, unit) => {
      const own = await periodsOfUnit(tx, { unitId: unit.id, condition: notEndedBy(today) })
      const flagged = await guardShortRentals(tx, {
        change: {
          gearId: unit.gearId,
          locationCode: unit.locationCode,
          from: today,
          until: null,
          ignoreReservationIds: own.map((row) => row.id),
        },
        confirm: request.confirm === true,
        attention: `unit ${unit.assetTag} retired`,
        now,
      })
      await endPeriodsFrom(tx, { unitId: unit.id, today })
      const [row] = await tx
        .update(units)
        .set({
          status: 'retired',
          retiredAt: now,
          ...(request.condition_note === undefined
            ? {}
            : { conditionNote: request.condition_note }),
        })
        .where(eq(units.id, unit.id))
        .returning()
      await recountStock(tx, { gearId: unit.gearId, locationCode: unit.locationCode })
      return { unit: await unitView(tx, { row: row!, today }), flagged_bookings: flagged }
    },
  })
}
