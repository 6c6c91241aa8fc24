import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { PickupLocation, PickupLocationQuery } from '../../../shared/contract/pickupLocations'
import type { Language } from '../../../shared/domain/languages'
import type { CatalogueContext } from './context'
import { pickupLocations } from '../../db/schema'
import { notFound } from '../../errors'
import { deliveryZoneOf } from './delivery-zones'

type LocationRow = typeof pickupLocations.$inferSelect

export function toPickupLocation(row: LocationRow, language: Language): PickupLocation {
  return {
    code: row.code,
    name: row.names[language],
    names: row.names,
    type: row.type,
    address: row.addresses[language],
    addresses: row.addresses,
    city: row.city,
    country: row.country,
    time_zone: row.timeZone,
    operating_hours: row.operatingHours,
    closed_days: row.closedDays,
    delivery: deliveryZoneOf(row, language),
  }
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listPickupLocations(
  { db }: Pick<CatalogueContext, 'db'>,
  { query, language }: { query: PickupLocationQuery; language: Language },
): Promise<PickupLocation[]> {
  const filters: (SQL | undefined)[] = []
  const search = query.search?.trim()
  if (search) {
    const pattern = containing(search)
    filters.push(
      or(
        ilike(pickupLocations.code, pattern),
        ilike(sql`${pickupLocations.names}->>'en'`, pattern),
        ilike(sql`${pickupLocations.names}->>'es'`, pattern),
        ilike(pickupLocations.city, pattern),
        ilike(sql`${pickupLocations.addresses}->>'en'`, pattern),
        ilike(sql`${pickupLocations.addresses}->>'es'`, pattern),
      ),
    )
  }
  const city = query.city?.trim()
  if (city) filters.push(ilike(pickupLocations.city, containing(city)))
  if (query.type) filters.push(eq(pickupLocations.type, query.type))
  const rows = await db
    .select()
    .from(pickupLocations)
    .where(and(...filters))
    .orderBy(asc(pickupLocations.code))
    .limit(query.limit ?? 20)
  return rows.map((row) => toPickupLocation(row, language))
}

export async function getPickupLocation(
  { db }: Pick<CatalogueContext, 'db'>,
  { code, language }: { code: string; language: Language },
): Promise<PickupLocation> {
  const [row] = await db.select().from(pickupLocations).where(eq(pickupLocations.code, code))
  if (!row) throw notFound(`Pickup location ${code} was not found`)
  return toPickupLocation(row, language)
}
