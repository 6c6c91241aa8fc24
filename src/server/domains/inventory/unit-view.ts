import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type {
  DeskBookingRef,
  OutOfServicePeriod,
  Unit,
  UnitSafety,
} from '../../../shared/contract/desk'
import type { units } from '../../db/schema'
import { bookings, reservations } from '../../db/schema'
import type { Reader } from './context'
import { safetyDatesOfUnits, type SafetyDates } from './safety-hold'

export type UnitRow = typeof units.$inferSelect

/** Out-of-service periods of units still running on or after `today`, by unit id. */
export async function periodsFrom(
  db: Reader,
  { unitIds, today }: { unitIds: readonly string[]; today: string },
) {
  const byUnit = new Map<string, OutOfServicePeriod[]>()
  if (unitIds.length === 0) return byUnit
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.unitId, [...unitIds]),
        eq(reservations.kind, 'out_of_service'),
        eq(reservations.status, 'confirmed'),
        or(isNull(reservations.endDate), gt(reservations.endDate, today)),
      ),
    )
    .orderBy(asc(reservations.startDate))
  for (const row of rows) {
    const list = byUnit.get(row.unitId!) ?? []
    list.push({ _id: row.id, from: row.startDate, until: row.endDate, reason: row.reason! })
    byUnit.set(row.unitId!, list)
  }
  return byUnit
}

/** What a booking ref shows, read from a rental reservation joined to its booking. */
export const bookingRefColumns = {
  reference: bookings.reference,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  units: reservations.quantity,
}

/** Rental reservations still held or confirmed: the ones a booking ref names. */
export const liveRentals = and(
  eq(reservations.kind, 'rental'),
  inArray(reservations.status, ['held', 'confirmed']),
)

export function toBookingRef(row: {
  reference: string
  startDate: string
  endDate: string
  units: number
}): DeskBookingRef {
  return {
    reference: row.reference,
    start_date: row.startDate,
    end_date: row.endDate,
    units: row.units,
  }
}

/** The next (or running) booking handed each unit, by unit id. */
export async function nextBookingsOfUnits(
  db: Reader,
  { unitIds, today }: { unitIds: readonly string[]; today: string },
) {
  const byUnit = new Map<string, DeskBookingRef>()
  if (unitIds.length === 0) return byUnit
  const rows = await db
    .select({ unitId: reservations.unitId, ...bookingRefColumns })
    .from(reservations)
    .innerJoin(bookings, eq(bookings.id, reservations.bookingId))
    .where(
      and(inArray(reservations.unitId, [...unitIds]), liveRentals, gt(reservations.endDate, today)),
    )
    .orderBy(asc(bookings.startDate))
  for (const row of rows) {
    if (!byUnit.has(row.unitId!)) byUnit.set(row.unitId!, toBookingRef(row))
  }
  return byUnit
}

/** A unit's safety record as the desk reads it. */
export const toUnitSafety = (row: UnitRow, safety: SafetyDates): UnitSafety => ({
  manufactured_on: row.manufacturedOn,
  expires_on: safety.expiresOn,
  inspection_due_on: safety.inspectionDueOn,
  last_inspected_at: safety.lastInspectedAt?.toISOString() ?? null,
})

export function toUnit({
  row,
  periods,
  nextBooking,
  safety,
  today,
}: {
  row: UnitRow
  periods: OutOfServicePeriod[]
  nextBooking: DeskBookingRef | null
  safety: SafetyDates
  today: string
}): Unit {
  return {
    _id: row.id,
    asset_tag: row.assetTag,
    gear_id: row.gearId,
    location_code: row.locationCode,
    condition_note: row.conditionNote,
    status: row.status,
    out_of_service_today: periods.some(
      (period) => period.from <= today && (period.until === null || today < period.until),
    ),
    out_of_service: periods,
    next_booking: nextBooking,
    safety: toUnitSafety(row, safety),
    created_at: row.createdAt.toISOString(),
  }
}

/** One unit as the desk shows it. */
export async function unitView(
  db: Reader,
  { row, today }: { row: UnitRow; today: string },
): Promise<Unit> {
  const periods = await periodsFrom(db, { unitIds: [row.id], today })
  const next = await nextBookingsOfUnits(db, { unitIds: [row.id], today })
  const safety = await safetyDatesOfUnits(db, [row])
  return toUnit({
    row,
    periods: periods.get(row.id) ?? [],
    nextBooking: next.get(row.id) ?? null,
    safety: safety.get(row.id)!,
    today,
  })
}
