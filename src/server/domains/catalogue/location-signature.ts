import { PGlite } from '@electric-sql/pglite'
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inventory } from '../../db/schema'

// What the availability cache (availability-cache.ts) keeps its answers under: a location's
// signature, read from its inventory rows' versions, or on PGlite counted from change notices.

/** The channel migration 0017's trigger notifies on every change of inventory rows. */
const AVAILABILITY_CHANNEL = 'availability_changed'

function buildSignatureQuery(db: Db) {
  return db
    .select({
      rows: count(),
      version: sql<string>`coalesce(max(${inventory.availabilityVersion}), 0)::text`,
    })
    .from(inventory)
    .where(eq(inventory.locationCode, sql.placeholder('location')))
    .prepare('availability_signature')
}

const signatureQueries = new WeakMap<object, ReturnType<typeof buildSignatureQuery>>()

/** Availability changes PGlite has told this process about (see listenForChanges). */
const toldChanges = new WeakMap<PGlite, Promise<{ count: number }>>()

/**
 * PGlite's one session is this process's only way to its data, so the database itself tells it
 * of every committed change: the inventory trigger of migration 0017 notifies a listening
 * session, and the notice is handled before the writer's own statement resolves. A count of them
 * stands in for the versions without a query per request.
 */
function listenForChanges(client: PGlite) {
  let told = toldChanges.get(client)
  if (!told) {
    const changes = { count: 0 }
    told = client.listen(AVAILABILITY_CHANNEL, () => (changes.count += 1)).then(() => changes)
    toldChanges.set(client, told)
  }
  return told
}

const pgliteOf = (db: Db) => {
  const client = (db as { $client?: unknown }).$client
  return client instanceof PGlite ? client : null
}

/** What a location's availability depends on, as one string that changes with any of it. */
export async function locationSignature(db: Db, locationCode: string): Promise<string> {
  const pglite = pgliteOf(db)
  if (pglite) return `told:${(await listenForChanges(pglite)).count}`
  let query = signatureQueries.get(db)
  if (!query) signatureQueries.set(db, (query = buildSignatureQuery(db)))
  const [row] = await query.execute({ location: locationCode })
  return `${row?.rows ?? 0}:${row?.version ?? 0}`
}
