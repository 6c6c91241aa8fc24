import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { BookingUnit } from '../../../../shared/contract/desk-handover'
import { bookingUnits, gear, reservations, units } from '../../../db/schema'
import { isSeatCategory } from '../../../../shared/domain/unitSafety'
import type { Db, Tx } from '../context'

type Reader = Pick<Db | Tx, 'select'>

/** The units handed over with a booking, by asset tag. */
export async function unitsOfBooking(db: Reader, bookingId: string): Promise<BookingUnit[]> {
  const rows = await db
    .select({
      handover: bookingUnits,
      assetTag: units.assetTag,
      gearId: units.gearId,
      category: gear.category,
    })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .innerJoin(gear, eq(gear.id, units.gearId))
    .where(eq(bookingUnits.bookingId, bookingId))
    .orderBy(asc(units.assetTag))
  return rows.map(({ handover, assetTag, gearId, category }) => ({
    unit_id: handover.unitId,
    asset_tag: assetTag,
    gear_id: gearId,
    handed_out_at: handover.handedOutAt.toISOString(),
    out_condition: handover.outCondition,
    returned_at: handover.returnedAt?.toISOString() ?? null,
    return_outcome: handover.returnOutcome,
    return_note: handover.returnNote,
    inspection_required: isSeatCategory(category),
  }))
}

/**
 * Units of the items at a location that may go out over [from, until): in service, not out of
 * service on any of those days, and not out with another booking. By asset tag.
 */
export async function freeUnits(
  db: Reader,
  where: { locationCode: string; gearIds: readonly string[]; from: string; until: string },
) {
  if (where.gearIds.length === 0) return []
  return db
    .select({
      id: units.id,
      gearId: units.gearId,
      assetTag: units.assetTag,
      conditionNote: units.conditionNote,
    })
    .from(units)
    .where(
      and(
        eq(units.locationCode, where.locationCode),
        inArray(units.gearId, [...where.gearIds]),
        eq(units.status, 'in_service'),
        sql`not exists (select 1 from ${reservations} where ${reservations.unitId} = ${units.id}
          and ${reservations.kind} = 'out_of_service' and ${reservations.status} = 'confirmed'
          and daterange(${reservations.startDate}, ${reservations.endDate})
            && daterange(${where.from}::date, ${where.until}::date))`,
        sql`not exists (select 1 from ${bookingUnits} where ${bookingUnits.unitId} = ${units.id}
          and ${bookingUnits.returnedAt} is null)`,
      ),
    )
    .orderBy(asc(units.assetTag))
}

/** A booking's units still out (not handed back), locked for the rest of `tx`. */
export async function unitsStillOut(tx: Tx, bookingId: string) {
  return tx
    .select()
    .from(bookingUnits)
    .where(and(eq(bookingUnits.bookingId, bookingId), isNull(bookingUnits.returnedAt)))
    .for('update')
}

/** The asset tags of the units handed over with each booking, in tag order. */
export async function unitTagsOf(db: Reader, bookingIds: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>()
  if (bookingIds.length === 0) return tags
  const handed = await db
    .select({ bookingId: bookingUnits.bookingId, assetTag: units.assetTag })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .where(inArray(bookingUnits.bookingId, bookingIds))
    .orderBy(asc(units.assetTag))
  for (const { bookingId, assetTag } of handed) {
    tags.set(bookingId, [...(tags.get(bookingId) ?? []), assetTag])
  }
  return tags
}

/**
 * Why a unit may not go out over [from, until), in words for the desk: its expiry or an
 * inspection falling due (docs/safety.md, Safety records), else what freeUnits excludes.
 */
export async function whyNotFree(
  db: Reader,
  { unit, from, until }: { unit: { id: string; assetTag: string }; from: string; until: string },
) {
  const [held] = await db
    .select({ reason: reservations.reason, startDate: reservations.startDate })
    .from(reservations)
    .where(
      and(
        eq(reservations.unitId, unit.id),
        eq(reservations.kind, 'out_of_service'),
        eq(reservations.status, 'confirmed'),
        inArray(reservations.reason, ['expired', 'inspection_due']),
        sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${from}::date, ${until}::date)`,
      ),
    )
    .orderBy(asc(reservations.startDate))
    .limit(1)
  if (held?.reason === 'expired') {
    return `Unit ${unit.assetTag} cannot go out: it expires on ${held.startDate}, before this booking ends.`
  }
  if (held?.reason === 'inspection_due') {
    return (
      `Unit ${unit.assetTag} cannot go out: its inspection falls due on ${held.startDate}, ` +
      'before this booking ends. Record its inspection first, or choose another unit.'
    )
  }
  return (
    `Unit ${unit.assetTag} cannot go out: it is out of service, retired, at another ` +
    'location or with another booking.'
  )
}
