import { eq } from 'drizzle-orm'
import type { RetireUnitRequest, UnitChangeResult } from '../../../shared/contract/desk'
import { units } from '../../db/schema'
import type { InventoryContext, Tx } from './context'
import { nowAt } from './location-day'
import { guardShortRentals } from './shortfall-guard'
import { unitView, type UnitRow } from './unit-view'
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
    change: (tx, unit) =>
      retireInTransaction(tx, {
        unit,
        today,
        now,
        confirm: request.confirm === true,
        attention: `unit ${unit.assetTag} retired`,
        conditionNote: request.condition_note,
      }),
  })
}

/**
 * In a unit change's transaction, under the item's stock lock: the unit retired from today (it
 * leaves the stock, its periods end), once the short-bookings check passed (409 UNITS_SHORT
 * unless confirmed; confirmed, those bookings are flagged with `attention`).
 */
export async function retireInTransaction(
  tx: Tx,
  {
    unit,
    today,
    now,
    confirm,
    attention,
    conditionNote,
  }: {
    unit: UnitRow
    today: string
    now: Date
    confirm: boolean
    attention: string
    conditionNote?: string
  },
): Promise<UnitChangeResult> {
  const own = await periodsOfUnit(tx, { unitId: unit.id, condition: notEndedBy(today) })
  const flagged = await guardShortRentals(tx, {
    change: {
      gearId: unit.gearId,
      locationCode: unit.locationCode,
      from: today,
      until: null,
      ignoreReservationIds: own.map((row) => row.id),
    },
    confirm,
    attention,
    now,
  })
  await endPeriodsFrom(tx, { unitId: unit.id, today })
  const [row] = await tx
    .update(units)
    .set({
      status: 'retired',
      retiredAt: now,
      ...(conditionNote === undefined ? {} : { conditionNote }),
    })
    .where(eq(units.id, unit.id))
    .returning()
  await recountStock(tx, { gearId: unit.gearId, locationCode: unit.locationCode })
  return { unit: await unitView(tx, { row: row!, today }), flagged_bookings: flagged }
}
