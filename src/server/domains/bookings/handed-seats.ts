import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { HandedSeat } from '../../../shared/contract/bookings'
import { SEAT_CATEGORIES } from '../../../shared/domain/unitSafety'
import type { Tx } from '../../db/client'
import { bookingUnits, gear, unitInspections, units } from '../../db/schema'

/**
 * The seats handed over with a booking, with their safety record as it stood then (docs/safety.md,
 * Safety records): made on, expiring on, last inspected before they went out.
 */
export async function handedSeats(
  db: Pick<Tx, 'select'>,
  { bookingId }: { bookingId: string },
): Promise<HandedSeat[]> {
  const lastInspection = db
    .select({ at: sql<Date | null>`max(${unitInspections.inspectedAt})` })
    .from(unitInspections)
    .where(
      and(
        eq(unitInspections.unitId, units.id),
        sql`${unitInspections.inspectedAt} <= ${bookingUnits.handedOutAt}`,
      ),
    )
  const rows = await db
    .select({
      gearId: units.gearId,
      assetTag: units.assetTag,
      manufacturedOn: units.manufacturedOn,
      expiresOn: units.expiresOn,
      lastInspectedAt: sql<string | null>`(${lastInspection})`,
    })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .innerJoin(gear, eq(gear.id, units.gearId))
    .where(and(eq(bookingUnits.bookingId, bookingId), inArray(gear.category, [...SEAT_CATEGORIES])))
    .orderBy(asc(units.assetTag))
  return rows.map((row) => ({
    gear_id: row.gearId,
    asset_tag: row.assetTag,
    manufactured_on: row.manufacturedOn,
    expires_on: row.expiresOn,
    last_inspected_at: row.lastInspectedAt ? new Date(row.lastInspectedAt).toISOString() : null,
  }))
}
