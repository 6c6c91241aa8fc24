import type { Db } from '../../db/client'
import { readAvailability, type AvailabilityQuery, type GearAvailability } from './availability'
import { locationSignature } from './location-signature'

/**
 * Availability answers kept in memory for search, gear details and pricing, which read outside
 * any transaction and decide nothing: a booking or a hold counts again under its stock lock.
 *
 * An answer is reused only while both hold:
 * - the location's inventory rows show the same signature (location-signature.ts: how many, and
 *   their highest `availability_version`). Triggers give a row the next version in the same
 *   transaction as every change of its reservations, stock, category or turnaround, so each
 *   process, and every server process on the same database, sees a change as soon as it commits. On
 *   PGlite the same triggers tell the process of each such change (listenForChanges) instead of
 *   being read, and writes that do not touch availability (sessions, rate limits, emails) keep the
 *   answers on both;
 * - no hold it counted has expired since, and the clock has not gone back to before it was
 *   computed (a hold expired then would count again).
 *
 * The signature is one small indexed read per request (none on PGlite) instead of walking the
 * reservations that overlap the period, so its cost does not grow with the bookings.
 *
 * Requests that find no answer while one for the same key and signature is being worked out wait
 * for it rather than ask the database again (a write at a busy location otherwise sends every
 * search in flight to the query at once); the same two conditions decide whether they may use it.
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

/** Answers being worked out, per database and key: requests that miss together wait for one. */
const underWay = new WeakMap<
  object,
  Map<string, { signature: string; answer: Promise<KeptAnswer> }>
>()

/** Answers reused and worked out again since the process started (the load benchmark reads them). */
export const availabilityAnswers = { reused: 0, computed: 0 }

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
    availabilityAnswers.reused++
    return answer.availability
  }
  let working = underWay.get(db)
  if (!working) underWay.set(db, (working = new Map()))
  const flight = working.get(key)
  if (flight && flight.signature === signature) {
    // Read after the same signature, as a kept answer would have been: this request may share it.
    const shared = await flight.answer.catch(() => undefined)
    if (shared && now >= shared.computedAt && now < shared.steadyUntil) {
      availabilityAnswers.reused++
      return shared.availability
    }
  }
  availabilityAnswers.computed++
  const reading = readAvailability(db, query).then(({ availability, steadyUntil }): KeptAnswer => ({
    signature,
    computedAt: now,
    steadyUntil,
    availability,
  }))
  working.set(key, { signature, answer: reading })
  try {
    const computed = await reading
    kept.delete(key)
    if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!)
    kept.set(key, computed)
    return computed.availability
  } finally {
    if (working.get(key)?.answer === reading) working.delete(key)
  }
}
