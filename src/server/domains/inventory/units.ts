import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { UnitChangeResult } from '../../../shared/contract/desk'
import type { AuditAction } from '../../../shared/contract/desk-bookings'
import { inventory, reservations, units } from '../../db/schema'
import { AppError } from '../../errors'
import type { InventoryContext, Reader, Tx, UnitTarget } from './context'
import { unitView, type UnitRow } from './unit-view'

const unitNotFound = (assetTag: string, locationCode: string) =>
  new AppError(404, 'UNIT_NOT_FOUND', `There is no unit ${assetTag} at ${locationCode}.`)

/** A unit's own periods out of service (its confirmed reservations of that kind). */
const ownPeriods = (unitId: string) =>
  and(
    eq(reservations.unitId, unitId),
    eq(reservations.kind, 'out_of_service'),
    eq(reservations.status, 'confirmed'),
  )

/** Periods open-ended or ending after `day`. */
export const notEndedBy = (day: string) =>
  sql`(${reservations.endDate} is null or ${reservations.endDate} > ${day}::date)`

/** The ids of a unit's own periods out of service that also meet `condition`. */
export function periodsOfUnit(tx: Tx, { unitId, condition }: { unitId: string; condition: SQL }) {
  return tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(ownPeriods(unitId), condition))
}

/** The unit with that asset tag at that location; 404 UNIT_NOT_FOUND otherwise. */
export async function findUnit(db: Reader, { locationCode, assetTag }: UnitTarget) {
  const [row] = await db.select().from(units).where(eq(units.assetTag, assetTag))
  if (!row || row.locationCode !== locationCode) throw unitNotFound(assetTag, locationCode)
  return row
}

/** A staff member's change of the unit with an asset tag at a location. */
export interface UnitChange<Request> {
  unit: UnitTarget
  request: Request
  actorId: string
}

/** Who changes a unit, and the location's day the change is read on. */
export interface UnitChangeBy {
  actorId: string
  today: string
}

/**
 * Runs `change` on a unit under its item's stock lock, with the unit read again inside it;
 * 409 UNIT_RETIRED for a retired unit. The unit as it was and as it is after the change go to
 * the audit log in the same transaction.
 */
export async function changeUnit(
  ctx: InventoryContext,
  {
    target,
    by,
    change,
    action = 'unit.status',
  }: {
    target: UnitTarget
    by: UnitChangeBy
    change: (tx: Tx, unit: UnitRow) => Promise<UnitChangeResult>
    action?: Extract<
      AuditAction,
      'unit.status' | 'unit.safety' | 'unit.inspection' | 'unit.incident'
    >
  },
): Promise<UnitChangeResult> {
  const found = await findUnit(ctx.db, target)
  return ctx.db.transaction(async (tx) => {
    await ctx.catalogue.lockStock({ tx, locationCode: found.locationCode, gearIds: [found.gearId] })
    const unit = await findUnit(tx, target)
    if (unit.status === 'retired') {
      throw new AppError(409, 'UNIT_RETIRED', `Unit ${unit.assetTag} is retired.`)
    }
    const before = await unitView(tx, { row: unit, today: by.today })
    const result = await change(tx, unit)
    await ctx.audit.record({
      tx,
      actorId: by.actorId,
      action: action satisfies 'unit.status' | 'unit.safety' | 'unit.inspection' | 'unit.incident',
      unitId: unit.id,
      before,
      after: { ...result.unit, flagged_bookings: result.flagged_bookings },
    })
    return result
  })
}

/** Keeps the item's stock at the number of its units not retired. */
export async function recountStock(
  tx: Tx,
  { gearId, locationCode }: { gearId: string; locationCode: string },
) {
  const where = and(eq(units.gearId, gearId), eq(units.locationCode, locationCode))
  const [counted] = await tx
    .select({ n: count() })
    .from(units)
    .where(and(where, eq(units.status, 'in_service')))
  await tx
    .update(inventory)
    .set({ stock: counted!.n, updatedAt: sql`now()` })
    .where(and(eq(inventory.gearId, gearId), eq(inventory.locationCode, locationCode)))
}

/**
 * Ends a unit's out-of-service periods from `today`: one running today ends today, those not
 * started yet are released.
 */
export async function endPeriodsFrom(tx: Tx, { unitId, today }: { unitId: string; today: string }) {
  const ofUnit = ownPeriods(unitId)
  await tx
    .update(reservations)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(ofUnit, sql`${reservations.startDate} >= ${today}::date`))
  await tx
    .update(reservations)
    .set({ endDate: today, updatedAt: sql`now()` })
    .where(and(ofUnit, sql`${reservations.startDate} < ${today}::date`, notEndedBy(today)))
}
