import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { discountTiers, fees, gear, pickupLocations, taxRates } from '../db/schema'

/**
 * Rows that change only when the catalogue is seeded or edited: pickup locations, gear and the
 * pricing model. Each process reads them at most once per REFERENCE_DATA_TTL_MS per database
 * (a transaction counts as its own database, so it reads what it sees), instead of on every
 * search, gear read and pricing request. Something missing from memory is looked up in the
 * database, so a row added since the last read is found at once; an edit shows within the TTL.
 * Stock and reservations are never kept: availability is always read live.
 */
export const REFERENCE_DATA_TTL_MS = 30_000

type Reader = Pick<Db, 'select'>
type GearRow = typeof gear.$inferSelect
type LocationRow = typeof pickupLocations.$inferSelect

interface Entry {
  value: Promise<unknown>
  expires: number
}

const memory = new WeakMap<object, Map<string, Entry>>()

function remembered<T>(db: Reader, key: string, load: () => Promise<T>): Promise<T> {
  let entries = memory.get(db)
  if (!entries) memory.set(db, (entries = new Map()))
  const now = Date.now()
  const entry = entries.get(key)
  if (entry && entry.expires > now) return entry.value as Promise<T>
  const value = load()
  const fresh: Entry = { value, expires: now + REFERENCE_DATA_TTL_MS }
  entries.set(key, fresh)
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key)
  })
  return value
}

const byId = <Row extends { id: string }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]))

/** Gear rows by id; ids not in memory are read from the database. */
export async function gearByIds(db: Reader, ids: readonly string[]): Promise<Map<string, GearRow>> {
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

/** The active discount tiers and fees, and every VAT rate. */
export function pricingModel(db: Reader) {
  return remembered(db, 'pricing', async () => ({
    tiers: await db.select().from(discountTiers).where(eq(discountTiers.active, true)),
    fees: await db.select().from(fees).where(eq(fees.active, true)),
    taxRates: await db.select().from(taxRates),
  }))
}
