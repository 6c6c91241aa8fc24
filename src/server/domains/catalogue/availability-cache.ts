import { PGlite } from '@electric-sql/pglite'
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inventory } from '../../db/schema'
import { readAvailability, type AvailabilityQuery, type GearAvailability } from './availability'

/**
 * Availability answers kept in memory for search, gear details and pricing, which read outside
 * any transaction and decide nothing: a booking or a hold counts again under its stock lock.
 *
 * An answer is reused only while both hold:
 * - on PostgreSQL, the location's inventory rows show the same signature (how many, and their
 *   highest `availability_version`). Triggers give a row the next version in the same
 *   transaction as every change of its reservations, stock, category or turnaround, so each
 *   process, and every server process on the same database, sees a change as soon as it
 *   commits. On PGlite, no statement that may write has run since (see countLocalWrites);
 * - no hold it counted has expired since, and the clock has not gone back to before it was
 *   computed (a hold expired then would count again).
 *
 * The signature is one small indexed read per request (none on PGlite) instead of walking the
 * reservations that overlap the period, so its cost does not grow with the bookings.
 */

/** Answers kept per database; the oldest is dropped past this many. */
export const KEPT_ANSWERS = 512

interface KeptAnswer {
  signature: string
  computedAt: number
  steadyUntil: number
  availability: Map<string, GearAvailability>
}

const answers = new WeakMap<object, Map<string, KeptAnswer>>()

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

/**
 * On PGlite the database belongs to this process alone (its data directory opens in one
 * process) and runs one statement or transaction at a time, so a count of the statements and
 * transactions that may write, kept here, changes with every change without asking the
 * database. It is read before the answer, and a write counts before it runs.
 */
const localWrites = new WeakMap<object, { count: number }>()

function countLocalWrites(client: PGlite) {
  let writes = localWrites.get(client)
  if (writes) return writes
  const counter = { count: 0 }
  writes = counter
  localWrites.set(client, counter)
  const { query, exec, transaction } = client
  const mayWrite = (text: string) => !/^\s*select\b/i.test(text)
  client.query = ((text: string, ...rest: unknown[]) => {
    if (mayWrite(text)) counter.count += 1
    return (query as (...args: unknown[]) => unknown).call(client, text, ...rest)
  }) as PGlite['query']
  client.exec = ((...args: Parameters<PGlite['exec']>) => {
    counter.count += 1
    return exec.apply(client, args)
  }) as PGlite['exec']
  client.transaction = (<T>(run: Parameters<PGlite['transaction']>[0]) => {
    counter.count += 1
    return transaction.call(client, run).finally(() => (counter.count += 1)) as Promise<T>
  }) as PGlite['transaction']
  return writes
}

const pgliteOf = (db: Db) => {
  const client = (db as { $client?: unknown }).$client
  return client instanceof PGlite ? client : null
}

/** What a location's availability depends on, as one string that changes with any of it. */
async function locationSignature(db: Db, locationCode: string): Promise<string> {
  const pglite = pgliteOf(db)
  if (pglite) return `local:${countLocalWrites(pglite).count}`
  let query = signatureQueries.get(db)
  if (!query) signatureQueries.set(db, (query = buildSignatureQuery(db)))
  const [row] = await query.execute({ location: locationCode })
  return `${row?.rows ?? 0}:${row?.version ?? 0}`
}

const keyOf = (query: AvailabilityQuery) =>
  [
    query.locationCode,
    query.startDate,
    query.endDate,
    query.gearIds ? [...new Set(query.gearIds)].sort().join(',') : '*',
  ].join('|')

/**
 * findAvailability's answer, reused while the location has not changed (see above). The map is
 * shared between requests: read it, never change it.
 */
export async function cachedAvailability(
  db: Db,
  query: AvailabilityQuery,
): Promise<Map<string, GearAvailability>> {
  // The signature is read before the answer, so an answer is never kept under a newer signature
  // than the data it was computed from.
  const signature = await locationSignature(db, query.locationCode)
  let kept = answers.get(db)
  if (!kept) answers.set(db, (kept = new Map()))
  const key = keyOf(query)
  const now = query.now.getTime()
  const answer = kept.get(key)
  if (
    answer &&
    answer.signature === signature &&
    now >= answer.computedAt &&
    now < answer.steadyUntil
  ) {
    return answer.availability
  }
  const { availability, steadyUntil } = await readAvailability(db, query)
  kept.delete(key)
  if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!)
  kept.set(key, { signature, computedAt: now, steadyUntil, availability })
  return availability
}
