import { and, eq, sql } from 'drizzle-orm'
import type {
  OutOfServiceReason,
  OutOfServiceRequest,
  UnitChangeResult,
} from '../../../shared/contract/desk'
import { isIsoDate } from '../../../shared/domain/calendar'
import { reservations, units } from '../../db/schema'
import { AppError } from '../../errors'
import { stockFreed, type InventoryContext, type Tx } from './context'
import { nowAt } from './location-day'
import { manualPeriodsOf, refreshSafetyHold, safetyHoldsOver } from './safety-hold'
import { guardShortRentals } from './shortfall-guard'
import { changeUnit, endPeriodsFrom, periodsOfUnit, type UnitChange } from './units'
import { unitView } from './unit-view'

const invalidPeriod = (message: string) => new AppError(400, 'INVALID_PERIOD', message)

/** [from, until) of a request: from today by default, never before it; until after from. */
function checkedPeriod(request: OutOfServiceRequest, today: string) {
  const from = request.from ?? today
  const until = request.until ?? null
  for (const date of [from, until]) {
    if (date !== null && !isIsoDate(date)) throw invalidPeriod(`${date} is not a calendar date.`)
  }
  if (from < today) throw invalidPeriod(`The period cannot start before today (${today}).`)
  if (until !== null && until <= from) {
    throw invalidPeriod('The period must end after it starts.')
  }
  return { from, until }
}

/**
 * Puts a unit out of service over [from, until) (until null: open-ended) with a reason: a
 * reservation of its own kind, so availability drops by one on those days. Under the item's
 * stock lock; 400 INVALID_PERIOD when it overlaps a period the unit already has, 409 UNITS_SHORT when bookings or holds would lack a unit (unless confirmed: then they
 * are flagged as needing attention).
 */
export async function putOutOfService(
  ctx: InventoryContext,
  { unit: target, request, actorId }: UnitChange<OutOfServiceRequest>,
): Promise<UnitChangeResult> {
  const { now, today } = await nowAt(ctx, target.locationCode)
  const { from, until } = checkedPeriod(request, today)
  return changeUnit(ctx, {
    target,
    by: { actorId, today },
    change: async (tx, unit) => {
      const [overlapping] = await periodsOfUnit(tx, {
        unitId: unit.id,
        condition: and(
          manualPeriodsOf(unit.id),
          sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${from}::date, ${until}::date)`,
        )!,
      })
      if (overlapping) {
        throw invalidPeriod(
          `Unit ${unit.assetTag} is already out of service on some of those days.`,
        )
      }
      // Days the safety record already keeps the unit in pass to this period: not counted twice.
      const safetyHeld = await safetyHoldsOver(tx, { unitId: unit.id, from, until })
      const flagged = await guardShortRentals(tx, {
        change: {
          gearId: unit.gearId,
          locationCode: unit.locationCode,
          from,
          until,
          ignoreReservationIds: safetyHeld.map((row) => row.id),
        },
        confirm: request.confirm === true,
        attention: `unit ${unit.assetTag} out of service (${request.reason})`,
        now,
      })
      await tx.insert(reservations).values({
        gearId: unit.gearId,
        locationCode: unit.locationCode,
        startDate: from,
        endDate: until,
        quantity: 1,
        status: 'confirmed',
        kind: 'out_of_service',
        unitId: unit.id,
        reason: request.reason,
      })
      await refreshSafetyHold(tx, { unitId: unit.id, today })
      return { unit: await unitView(tx, { row: unit, today }), flagged_bookings: flagged }
    },
  })
}

/** Puts a unit back in service from today: the period running today ends, later ones go. */
export async function putBackInService(
  ctx: InventoryContext,
  { unit: target, actorId }: Omit<UnitChange<never>, 'request'>,
): Promise<UnitChangeResult> {
  const { today } = await nowAt(ctx, target.locationCode)
  const result = await changeUnit(ctx, {
    target,
    by: { actorId, today },
    change: async (tx, unit) => {
      await endPeriodsFrom(tx, { unitId: unit.id, today })
      await refreshSafetyHold(tx, { unitId: unit.id, today })
      return { unit: await unitView(tx, { row: unit, today }), flagged_bookings: [] }
    },
  })
  stockFreed(ctx)
  return result
}

/**
 * In the caller's transaction, the unit's item stock already locked: the unit is out of
 * service from `from` with no end (a unit handed back dirty, broken or not at all). Its own
 * periods from that day give way to this one; bookings it leaves short are flagged as needing
 * attention (the unit is gone either way: nothing is refused). The unit before and after goes
 * to the audit log as the inventory's own change of it (`unit.status`), by `actorId`, naming
 * the booking it came back from.
 */
export async function outOfServiceFrom(
  ctx: Pick<InventoryContext, 'now' | 'audit'>,
  args: {
    tx: Tx
    unitId: string
    from: string
    reason: OutOfServiceReason
    attention: string
    actorId: string
    bookingId?: string
  },
) {
  const { tx, from } = args
  const [unit] = await tx.select().from(units).where(eq(units.id, args.unitId))
  if (!unit) throw new AppError(404, 'UNIT_NOT_FOUND', 'There is no such unit.')
  const before = await unitView(tx, { row: unit, today: from })
  await endPeriodsFrom(tx, { unitId: unit.id, today: from })
  const flagged = await guardShortRentals(tx, {
    change: { gearId: unit.gearId, locationCode: unit.locationCode, from, until: null },
    confirm: true,
    attention: args.attention,
    now: ctx.now(),
  })
  await tx.insert(reservations).values({
    gearId: unit.gearId,
    locationCode: unit.locationCode,
    startDate: from,
    endDate: null,
    quantity: 1,
    status: 'confirmed',
    kind: 'out_of_service',
    unitId: unit.id,
    reason: args.reason,
  })
  await refreshSafetyHold(tx, { unitId: unit.id, today: from })
  const after = await unitView(tx, { row: unit, today: from })
  await ctx.audit.record({
    tx,
    actorId: args.actorId,
    action: 'unit.status',
    bookingId: args.bookingId ?? null,
    unitId: unit.id,
    before,
    after: { ...after, flagged_bookings: flagged },
  })
  return flagged
}
