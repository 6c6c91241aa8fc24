import { and, eq, min, sql } from 'drizzle-orm'
import { occupiedDays } from '../../../shared/domain/rentalPeriod'
import type { Db } from '../../db/client'
import { reservations, units } from '../../db/schema'

/**
 * The earliest expiry among a seat's units that could be handed over for a rental (docs/safety.md,
 * Safety records): in service at the location, out of service on none of its days (a unit
 * expiring before the rental ends is out from its expiry). Null when none has an expiry recorded.
 */
export async function earliestExpiry(
  db: Pick<Db, 'select'>,
  where: { gearId: string; locationCode: string; startDate: string; endDate: string },
): Promise<string | null> {
  const { from, until } = occupiedDays(where.startDate, where.endDate)
  const [row] = await db
    .select({ earliest: min(units.expiresOn) })
    .from(units)
    .where(
      and(
        eq(units.gearId, where.gearId),
        eq(units.locationCode, where.locationCode),
        eq(units.status, 'in_service'),
        sql`not exists (select 1 from ${reservations} where ${reservations.unitId} = ${units.id}
          and ${reservations.kind} = 'out_of_service' and ${reservations.status} = 'confirmed'
          and daterange(${reservations.startDate}, ${reservations.endDate})
            && daterange(${from}::date, ${until}::date))`,
      ),
    )
  return row?.earliest ?? null
}
