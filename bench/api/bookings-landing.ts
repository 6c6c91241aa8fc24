/**
 * Bookings landing at a steady rate through the API, as travellers make them: every
 * 3 / WRITES_PER_SECOND seconds the benchmark's traveller holds one unit (a quote), books it a
 * moment later and then cancels it, so a write lands at the location every 1 / WRITES_PER_SECOND
 * seconds. Each journey takes the next item of `gearIds` in turn, so journeys still running never
 * ask for the same unit; each step waits for the one before it, not for other journeys.
 */
import type { PricingRequest } from '../../src/shared/contract/pricing'
import { BENCH_TRAVELLER } from '../productionServer'
import { send, type HttpAnswer } from './http'

export const WRITES_PER_SECOND = 5

/** What each journey rents, but the item. */
export type Rental = Omit<PricingRequest, 'gear_ids'>

export interface LandedWrites {
  /** When each write was answered as it should be (ms since the epoch). */
  landedAt: number[]
  holds: number
  bookings: number
  cancellations: number
  /** Writes answered otherwise, and the last such answer. */
  refused: number
  lastRefusal?: string
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

async function signIn(url: string) {
  const answer = await send(`${url}/api/auth/login`, { method: 'POST', body: BENCH_TRAVELLER })
  if (answer.status !== 200)
    throw new Error(`The bench traveller could not sign in: ${answer.body}`)
  const { access_token } = JSON.parse(answer.body) as { access_token: string }
  return { authorization: `Bearer ${access_token}` }
}

/** Starts the journeys; `stop` starts no more, waits for those under way and answers the writes. */
export async function landBookings(url: string, gearIds: string[], rental: Rental) {
  if (gearIds.length === 0) throw new Error('No gear is free for the bookings to land on')
  const headers = await signIn(url)
  const post = (path: string, body?: unknown) =>
    send(`${url}${path}`, { method: 'POST', body: body ?? {}, headers })
  const writes: LandedWrites = { landedAt: [], holds: 0, bookings: 0, cancellations: 0, refused: 0 }
  const interval = 1000 / WRITES_PER_SECOND

  /** One write at `at` (or when the step before it is answered): did it land? */
  async function step(at: number, write: () => Promise<HttpAnswer>, wanted: number) {
    await sleepUntil(at)
    const answer = await write().catch((error: Error) => ({ status: 0, body: error.message }))
    if (answer.status === wanted) writes.landedAt.push(Date.now())
    else {
      writes.refused++
      writes.lastRefusal = `${answer.status} ${answer.body.slice(0, 200)}`
    }
    return answer.status === wanted ? (JSON.parse(answer.body) as { _id: string }) : undefined
  }

  async function journey(gearId: string, start: number) {
    const checkout = { ...rental, gear_ids: [gearId], phone: '+34 612 345 678' }
    const quote = await step(start, () => post('/api/quotes', checkout), 201)
    if (!quote) return
    writes.holds++
    const booking = await step(
      start + interval,
      () => post('/api/bookings', { quote_id: quote._id }),
      201,
    )
    if (!booking) return
    writes.bookings++
    const cancelled = await step(
      start + 2 * interval,
      () => post(`/api/bookings/${booking._id}/cancel`),
      200,
    )
    if (cancelled) writes.cancellations++
  }

  let running = true
  const journeys: Promise<void>[] = []
  const began = Date.now()
  const starting = (async () => {
    for (let k = 0; ; k++) {
      const start = began + k * 3 * interval
      await sleepUntil(start)
      if (!running) return
      journeys.push(journey(gearIds[k % gearIds.length]!, start))
    }
  })()

  return {
    async stop(): Promise<LandedWrites> {
      running = false
      await starting
      await Promise.all(journeys)
      return writes
    },
  }
}

/** Writes landed between `from` and `to` (ms since the epoch). */
export const landedBetween = (writes: LandedWrites, from: number, to: number) =>
  writes.landedAt.filter((at) => at >= from && at <= to).length

/** Writes landed per second between `from` and `to`. */
export const landedPerSecond = (writes: LandedWrites, from: number, to: number) =>
  landedBetween(writes, from, to) / ((to - from) / 1000)
