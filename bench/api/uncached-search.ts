/**
 * What a search pays when its answer is not in memory (after each booking, hold or handover at
 * its location): the one availability query over every item stocked at SVQ for the search
 * window, asked 100 times straight of the database, past the cache.
 */
import type { Db } from '../../src/server/db/client'
import { findAvailability } from '../../src/server/domains/catalogue/availability'
import type { SearchWindow } from './bookings-seed'

const SEARCHES = 100

export interface UncachedSearch {
  medianMs: number
  p99Ms: number
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

export async function uncachedSearch(db: Db, window: SearchWindow): Promise<UncachedSearch> {
  const query = { locationCode: 'SVQ', startDate: window.start, endDate: window.end }
  // Its plan is made once per connection, as on the server.
  await findAvailability(db, { ...query, now: new Date() })
  const times: number[] = []
  for (let i = 0; i < SEARCHES; i++) {
    const started = performance.now()
    await findAvailability(db, { ...query, now: new Date() })
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { medianMs: at(times, 0.5), p99Ms: at(times, 0.99) }
}
