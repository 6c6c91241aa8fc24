import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type {
  AddUnitRequest,
  RetireUnitRequest,
  Unit,
  UnitChangeResult,
} from '../../../shared/contract/desk'
import { gear, inventory, reservations, units } from '../../db/schema'
import { isUniqueViolation } from '../../db/unique-violation'
import { AppError } from '../../errors'
import type { InventoryContext, Reader, Tx, UnitTarget } from './context'
import { nowAt, refuseDeliveryZone } from './location-day'
import { guardShortRentals } from './shortfall'
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
const notEndedBy = (day: string) =>
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
  }: {
    target: UnitTarget
    by: UnitChangeBy
    change: (tx: Tx, unit: UnitRow) => Promise<UnitChangeResult>
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
      action: 'unit.status',
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
    return await ctx.db.transaction(async (tx) => {
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
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'ASSET_TAG_TAKEN', `Asset tag ${request.asset_tag} is already used.`)
    }
    throw error
  }
}

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
