import { eq } from 'drizzle-orm'
import type {
  IncidentRequest,
  InspectionRequest,
  SafetyDatesRequest,
  UnitChangeResult,
} from '../../../shared/contract/desk'
import type { ErrorCode } from '../../../shared/domain/errorCodes'
import { addYears } from '../../../shared/domain/calendar'
import { isSeatCategory, missingChecks, SEAT_CHECKLIST } from '../../../shared/domain/unitSafety'
import { gear, unitIncidents, unitInspections, units } from '../../db/schema'
import { AppError } from '../../errors'
import { stockFreed, type InventoryContext, type Tx } from './context'
import { nowAt } from './location-day'
import { refreshSafetyHold, safetyDatesOfUnits, safetyHoldStart } from './safety-hold'
import { guardShortRentals } from './shortfall-guard'
import { retireInTransaction } from './retire-unit'
import { unitView, type UnitRow } from './unit-view'
import { changeUnit, notEndedBy, periodsOfUnit, type UnitChange } from './units'

const fieldProblem = (code: ErrorCode, field: string, message: string) =>
  new AppError(422, code, message, [{ path: `body/${field}`, message }])

/** The unit's product: its category and the lifetime its maker gives it. */
async function productOf(tx: Tx, unit: UnitRow) {
  const [product] = await tx
    .select({ category: gear.category, lifetimeYears: gear.lifetimeYears })
    .from(gear)
    .where(eq(gear.id, unit.gearId))
  return product!
}

/**
 * Records a unit's manufacture and expiry dates (the expiry derived from the product's lifetime
 * when not given). From its expiry on it no longer goes out; an expiry earlier than before that
 * would leave bookings short is refused with 409 UNITS_SHORT unless confirmed.
 */
export async function setSafetyDates(
  ctx: InventoryContext,
  { unit: target, request, actorId }: UnitChange<SafetyDatesRequest>,
): Promise<UnitChangeResult> {
  const { now, today } = await nowAt(ctx, target.locationCode)
  const made = request.manufactured_on
  if (made !== null && made > today) {
    throw fieldProblem(
      'MANUFACTURE_DATE_IN_FUTURE',
      'manufactured_on',
      `The manufacture date cannot be after today (${today}).`,
    )
  }
  const result = await changeUnit(ctx, {
    target,
    by: { actorId, today },
    action: 'unit.safety',
    change: async (tx, unit) => {
      const { lifetimeYears } = await productOf(tx, unit)
      const expires =
        request.expires_on !== undefined
          ? request.expires_on
          : made !== null && lifetimeYears !== null
            ? addYears(made, lifetimeYears)
            : null
      if (expires !== null && made !== null && expires <= made) {
        throw fieldProblem(
          'EXPIRY_BEFORE_MANUFACTURE',
          'expires_on',
          'The expiry date must come after the manufacture date.',
        )
      }
      const before = (await safetyDatesOfUnits(tx, [unit])).get(unit.id)!
      const wasHeldFrom = safetyHoldStart(before)?.from ?? null
      const nowHeldFrom = safetyHoldStart({ ...before, expiresOn: expires })?.from ?? null
      let flagged: UnitChangeResult['flagged_bookings'] = []
      if (nowHeldFrom !== null && (wasHeldFrom === null || nowHeldFrom < wasHeldFrom)) {
        const from = nowHeldFrom > today ? nowHeldFrom : today
        const own = await periodsOfUnit(tx, { unitId: unit.id, condition: notEndedBy(from) })
        flagged = await guardShortRentals(tx, {
          change: {
            gearId: unit.gearId,
            locationCode: unit.locationCode,
            from,
            until: wasHeldFrom,
            ignoreReservationIds: own.map((row) => row.id),
          },
          confirm: request.confirm === true,
          attention: `unit ${unit.assetTag} expires on ${expires}`,
          now,
        })
      }
      const [row] = await tx
        .update(units)
        .set({ manufacturedOn: made, expiresOn: expires })
        .where(eq(units.id, unit.id))
        .returning()
      await refreshSafetyHold(tx, { unitId: unit.id, today })
      return { unit: await unitView(tx, { row: row!, today }), flagged_bookings: flagged }
    },
  })
  // A later expiry than before frees the days between.
  stockFreed(ctx)
  return result
}

/**
 * Records an inspection and cleaning of a unit, with what was checked (a seat needs every item:
 * 422 CHECKLIST_INCOMPLETE naming those missing). Its next inspection falls due its category's
 * interval from today, and a hold for an overdue one is lifted.
 */
export async function recordInspection(
  ctx: InventoryContext,
  { unit: target, request, actorId }: UnitChange<InspectionRequest> & { bookingId?: string },
): Promise<UnitChangeResult> {
  const { now, today } = await nowAt(ctx, target.locationCode)
  const result = await changeUnit(ctx, {
    target,
    by: { actorId, today },
    action: 'unit.inspection',
    change: async (tx, unit) => {
      await inspect(tx, { unit, request, actorId, now })
      await refreshSafetyHold(tx, { unitId: unit.id, today })
      return { unit: await unitView(tx, { row: unit, today }), flagged_bookings: [] }
    },
  })
  // A unit held for an overdue inspection goes out again: the waitlist may have a family for it.
  stockFreed(ctx)
  return result
}

/** Writes the inspection of `unit` in `tx` (checked as recordInspection says). */
export async function inspect(
  tx: Tx,
  {
    unit,
    request,
    actorId,
    now,
    bookingId = null,
  }: {
    unit: UnitRow
    request: InspectionRequest
    actorId: string
    now: Date
    bookingId?: string | null
  },
) {
  const { category } = await productOf(tx, unit)
  const missing = missingChecks(request.checklist)
  if (isSeatCategory(category) && missing.length > 0) {
    throw fieldProblem(
      'CHECKLIST_INCOMPLETE',
      'checklist',
      `Every check of a seat is needed; not ticked: ${missing.join(', ')}.`,
    )
  }
  await tx.insert(unitInspections).values({
    unitId: unit.id,
    inspectedAt: now,
    inspectedBy: actorId,
    checklist: SEAT_CHECKLIST.filter((item) => request.checklist.includes(item)),
    bookingId,
    note: request.note?.trim() || null,
  })
}

/**
 * Records a crash or damage of a unit. A crash retires a car seat or booster for good from
 * today, whatever it looks like, through the same check as retiring it (409 UNITS_SHORT unless
 * confirmed); damage is recorded, and the desk decides whether it goes out for repair.
 */
export async function reportIncident(
  ctx: InventoryContext,
  { unit: target, request, actorId }: UnitChange<IncidentRequest>,
): Promise<UnitChangeResult> {
  const { now, today } = await nowAt(ctx, target.locationCode)
  if (request.occurred_on > today) {
    throw fieldProblem(
      'INCIDENT_DATE_IN_FUTURE',
      'occurred_on',
      `The incident cannot be dated after today (${today}).`,
    )
  }
  return changeUnit(ctx, {
    target,
    by: { actorId, today },
    action: 'unit.incident',
    change: async (tx, unit) => {
      const { category } = await productOf(tx, unit)
      await tx.insert(unitIncidents).values({
        unitId: unit.id,
        kind: request.kind,
        occurredOn: request.occurred_on,
        reportedAt: now,
        reportedBy: actorId,
        note: request.note.trim(),
      })
      if (request.kind !== 'crash' || !isSeatCategory(category)) {
        return { unit: await unitView(tx, { row: unit, today }), flagged_bookings: [] }
      }
      return retireInTransaction(tx, {
        unit,
        today,
        now,
        confirm: request.confirm === true,
        attention: `unit ${unit.assetTag} retired after a crash`,
      })
    },
  })
}

/**
 * In the check-in's transaction, the item's stock locked: a unit taken back fine, with the
 * checklist staff ticked, is recorded as inspected and cleaned now, by them, for that booking
 * (the check-in has checked a seat's checklist is whole).
 */
export async function inspectReturned(args: {
  tx: Tx
  unitId: string
  checklist: InspectionRequest['checklist']
  note?: string | null
  actorId: string
  bookingId: string
  /** The check-in's instant: the inspection is as recent as the return. */
  now: Date
  today: string
}) {
  const { tx, unitId, today } = args
  const [unit] = await tx.select().from(units).where(eq(units.id, unitId))
  if (!unit) return
  await inspect(tx, {
    unit,
    request: { checklist: args.checklist, ...(args.note ? { note: args.note } : {}) },
    actorId: args.actorId,
    now: args.now,
    bookingId: args.bookingId,
  })
  await refreshSafetyHold(tx, { unitId, today })
}
