import { eq, inArray } from 'drizzle-orm'
import type { CatalogueContext, Reader } from './context'
import { gear, pickupLocations } from '../../db/schema'
import { remembered } from '../../reference-cache'

/**
 * Gear and pickup locations kept in memory (see reference-cache). Something missing from memory
 * is looked up in the database, so a row added since the last read is found at once; an edit
 * shows within the time to live.
 */

export type GearRow = typeof gear.$inferSelect
export type LocationRow = typeof pickupLocations.$inferSelect

const byId = <Row extends { id: string }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]))

/** Gear rows by id; ids not in memory are read from the database. */
export async function gearByIds(
  ctx: Pick<CatalogueContext, 'db'>,
  { tx, ids }: { tx?: Reader; ids: readonly string[] },
): Promise<Map<string, GearRow>> {
  const db = tx ?? ctx.db
  const all = await remembered(db, 'gear', async () => byId(await db.select().from(gear)))
  const found = new Map(ids.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) {
    for (const row of await db.select().from(gear).where(inArray(gear.id, missing))) {
      found.set(row.id, row)
    }
  }
  return found
}

/** A pickup location by code, or null when there is none. */
export async function locationByCode(db: Reader, code: string): Promise<LocationRow | null> {
  const all = await remembered(
    db,
    'locations',
    async () => new Map((await db.select().from(pickupLocations)).map((row) => [row.code, row])),
  )
  const known = all.get(code)
  if (known) return known
  const [row] = await db.select().from(pickupLocations).where(eq(pickupLocations.code, code))
  return row ?? null
}
