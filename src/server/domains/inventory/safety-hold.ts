import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'
import { SAFETY_HOLD_REASONS, type SafetyHoldReason } from '../../../shared/domain/unitSafety'
import { addDays } from '../../../shared/domain/calendar'
import {
  bookingUnits,
  gear,
  gearCategories,
  reservations,
  unitInspections,
  units,
} from '../../db/schema'
import type { Reader, Tx } from './context'

type UnitRow = typeof units.$inferSelect

/** The unit's own confirmed periods out of service, of its safety record's reasons or not. */
const periodsOf = (unitId: string, safety: boolean) =>
  and(
    eq(reservations.unitId, unitId),
    eq(reservations.kind, 'out_of_service'),
    eq(reservations.status, 'confirmed'),
    safety
      ? inArray(reservations.reason, [...SAFETY_HOLD_REASONS])
      : sql`${reservations.reason} not in ('expired', 'inspection_due')`,
  )

/** Where the unit's safety record stands: its expiry and when its next inspection falls due. */
export interface SafetyDates {
  expiresOn: string | null
  /** Null when its category asks for no inspections. */
  inspectionDueOn: string | null
  lastInspectedAt: Date | null
}

/**
 * Each unit's expiry and the day its next inspection falls due: its category's interval after
 * its last inspection or, never inspected, after it joined the stock; and for a unit back from
 * a rental it was not inspected after, the day it came back (every rental is followed by an
 * inspection). By unit id.
 */
export async function safetyDatesOfUnits(
  db: Reader,
  rows: readonly UnitRow[],
): Promise<Map<string, SafetyDates>> {
  const dates = new Map<string, SafetyDates>()
  if (rows.length === 0) return dates
  const gearIds = [...new Set(rows.map((row) => row.gearId))]
  const rules = await db
    .select({ gearId: gear.id, every: gearCategories.inspectionEveryDays })
    .from(gear)
    .innerJoin(gearCategories, eq(gearCategories.category, gear.category))
    .where(inArray(gear.id, gearIds))
  const every = new Map(rules.map((rule) => [rule.gearId, rule.every]))
  const inspections = await db
    .select({ unitId: unitInspections.unitId, at: max(unitInspections.inspectedAt) })
    .from(unitInspections)
    .where(
      inArray(
        unitInspections.unitId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(unitInspections.unitId)
  const lastOf = new Map(inspections.map((row) => [row.unitId, row.at]))
  const returns = await db
    .select({ unitId: bookingUnits.unitId, at: max(bookingUnits.returnedAt) })
    .from(bookingUnits)
    .where(
      inArray(
        bookingUnits.unitId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(bookingUnits.unitId)
  const returnOf = new Map(returns.map((row) => [row.unitId, row.at]))
  for (const row of rows) {
    const lastInspectedAt = lastOf.get(row.id) ?? null
    const interval = every.get(row.gearId) ?? null
    const since = (lastInspectedAt ?? row.createdAt).toISOString().slice(0, 10)
    // Back from a rental and not inspected since: due the day it came back.
    const back = returnOf.get(row.id) ?? null
    const uninspectedReturn =
      back !== null && (lastInspectedAt === null || lastInspectedAt < back)
        ? back.toISOString().slice(0, 10)
        : null
    const byInterval = interval ? addDays(since, interval) : null
    dates.set(row.id, {
      expiresOn: row.expiresOn,
      inspectionDueOn:
        interval && uninspectedReturn && uninspectedReturn < byInterval!
          ? uninspectedReturn
          : byInterval,
      lastInspectedAt,
    })
  }
  return dates
}

/** The first day the safety record keeps the unit in, and why; null while nothing does. */
export function safetyHoldStart({
  expiresOn,
  inspectionDueOn,
}: SafetyDates): { from: string; reason: SafetyHoldReason } | null {
  if (expiresOn && (!inspectionDueOn || expiresOn <= inspectionDueOn)) {
    return { from: expiresOn, reason: 'expired' }
  }
  return inspectionDueOn ? { from: inspectionDueOn, reason: 'inspection_due' } : null
}

/** [from, ∞) less the periods, as half-open pieces (an open-ended period ends the list). */
function gapsAfter(from: string, periods: { startDate: string; endDate: string | null }[]) {
  const pieces: { from: string; until: string | null }[] = []
  let start = from
  for (const period of periods) {
    if (period.endDate !== null && period.endDate <= start) continue
    if (period.startDate > start) pieces.push({ from: start, until: period.startDate })
    if (period.endDate === null) return pieces
    start = period.endDate
  }
  pieces.push({ from: start, until: null })
  return pieces
}

/**
 * Keeps the unit's safety hold in step with its record (docs/safety.md, Safety records): from
 * the day it expires or its inspection falls due, whichever comes first, it is out of service
 * with that reason, on every day none of its other periods already covers (a unit is never
 * counted out twice on one day). Pieces running today end today, later ones are released, and
 * the hold is laid again from today on. In the caller's transaction, under the item's stock
 * lock; triggers move the location's availability version with it.
 */
export async function refreshSafetyHold(
  tx: Tx,
  { unitId, today }: { unitId: string; today: string },
) {
  const [unit] = await tx.select().from(units).where(eq(units.id, unitId))
  if (!unit) return
  const wanted = await wantedPieces(tx, { unit, today })
  const own = periodsOf(unit.id, true)
  const running = await tx
    .select({
      reason: reservations.reason,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
    })
    .from(reservations)
    .where(
      and(own, sql`(${reservations.endDate} is null or ${reservations.endDate} > ${today}::date)`),
    )
    .orderBy(asc(reservations.startDate))
  // Unchanged from today on: nothing is written, so the location's answers stay cached.
  const asFromToday = running.map((piece) => ({
    reason: piece.reason,
    from: piece.startDate > today ? piece.startDate : today,
    until: piece.endDate,
  }))
  if (JSON.stringify(asFromToday) === JSON.stringify(wanted)) return
  await tx
    .update(reservations)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(own, sql`${reservations.startDate} >= ${today}::date`))
  await tx
    .update(reservations)
    .set({ endDate: today, updatedAt: sql`now()` })
    .where(
      and(
        own,
        sql`${reservations.startDate} < ${today}::date`,
        sql`(${reservations.endDate} is null or ${reservations.endDate} > ${today}::date)`,
      ),
    )
  if (wanted.length === 0) return
  await tx.insert(reservations).values(
    wanted.map((piece) => ({
      gearId: unit.gearId,
      locationCode: unit.locationCode,
      startDate: piece.from,
      endDate: piece.until,
      quantity: 1,
      status: 'confirmed' as const,
      kind: 'out_of_service' as const,
      unitId: unit.id,
      reason: piece.reason,
    })),
  )
}

/** The pieces of the unit's safety hold from today on, as its record and periods ask. */
async function wantedPieces(tx: Tx, { unit, today }: { unit: UnitRow; today: string }) {
  if (unit.status !== 'in_service') return []
  const start = safetyHoldStart((await safetyDatesOfUnits(tx, [unit])).get(unit.id)!)
  if (!start) return []
  const others = await tx
    .select({ startDate: reservations.startDate, endDate: reservations.endDate })
    .from(reservations)
    .where(periodsOf(unit.id, false))
    .orderBy(asc(reservations.startDate))
  const from = start.from > today ? start.from : today
  return gapsAfter(from, others).map((piece) => ({ reason: start.reason, ...piece }))
}

/** The unit's safety-hold periods overlapping [from, until): a manual period takes their days. */
export function safetyHoldsOver(
  tx: Tx,
  { unitId, from, until }: { unitId: string; from: string; until: string | null },
) {
  return tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        periodsOf(unitId, true),
        sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${from}::date, ${until}::date)`,
      ),
    )
}

/** The manual (not safety) periods of a unit: the ones staff set and end. */
export const manualPeriodsOf = (unitId: string) => periodsOf(unitId, false)
