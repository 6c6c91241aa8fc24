/**
 * Search and pricing while bookings land: the same search and pricing requests as the cached
 * loads, at the same connections, while holds, bookings and cancellations land at the same
 * location (bookings-landing.ts). Each write changes the location's availability, so the searches
 * after it work the answer out again; the server's own counts say how many did. Reported as a
 * share of the run's ceiling and p99, beside the writes that landed in each measured window: a
 * window in which they did not land fails the figure.
 */
import { percent, type Figure } from '../figures'
import { figures, ms, rate, share } from './api-figures'
import {
  landBookings,
  landedBetween,
  landedPerSecond,
  WRITES_PER_SECOND,
  type LandedWrites,
  type Rental,
} from './bookings-landing'
import { send } from './http'
import { CONNECTIONS, measure, type LoadFigures, type LoadRequest } from './load'

const TARGET = { share: 0.2, p99Ms: 30 }
/** Below this share of the intended rate in a window, the writes did not land. */
const LANDED_AT_LEAST = 0.8

type Name = 'search' | 'pricing'

export interface MixedLoad {
  loads: {
    name: Name
    load: LoadFigures
    writesPerSecond: number
    /** Availability answers worked out again, as a share of all, and per write landed. */
    pastCache: number
    perWrite: number
  }[]
  writes: LandedWrites
}

interface AnswersCounted {
  reused: number
  computed: number
}

async function answersCounted(url: string): Promise<AnswersCounted> {
  const answer = await send(`${url}/api/bench/availability-answers`)
  if (answer.status !== 200) throw new Error(`The answers' counts: ${answer.status}`)
  return JSON.parse(answer.body) as AnswersCounted
}

/** Measures search, then pricing, while bookings of `gearIds` over `rental` land. */
export async function mixedLoad(
  url: string,
  requests: Record<Name, LoadRequest>,
  gearIds: string[],
  rental: Rental,
): Promise<MixedLoad> {
  const landing = await landBookings(url, gearIds, rental)
  const measured: { name: Name; load: LoadFigures; computed: number; all: number; from: number }[] =
    []
  let writes: LandedWrites
  try {
    for (const name of ['search', 'pricing'] as const) {
      const from = Date.now()
      const before = await answersCounted(url)
      const load = await measure(url, requests[name])
      const after = await answersCounted(url)
      const computed = after.computed - before.computed
      measured.push({ name, load, computed, all: computed + after.reused - before.reused, from })
    }
  } finally {
    writes = await landing.stop()
  }
  const loads = measured.map(({ name, load, computed, all, from }) => ({
    name,
    load,
    writesPerSecond: landedPerSecond(writes, load.from, load.to),
    pastCache: all > 0 ? computed / all : 0,
    perWrite: computed / Math.max(1, landedBetween(writes, from, load.to)),
  }))
  return { loads, writes }
}

const landed = (mixed: MixedLoad) =>
  mixed.loads.every((entry) => entry.writesPerSecond >= LANDED_AT_LEAST * WRITES_PER_SECOND)

export function mixedRows(mixed: MixedLoad, ceiling: LoadFigures): string[][] {
  const { holds, bookings, cancellations, refused, lastRefusal } = mixed.writes
  return [
    ...mixed.loads.map(({ name, load, writesPerSecond, pastCache, perWrite }) => [
      `${name === 'search' ? 'Search' : 'Pricing'} with bookings landing`,
      `${figures(load, ceiling)} · writes landed ${rate(writesPerSecond)}/s · ` +
        `${percent(pastCache)} of availability answers worked out again (${perWrite.toFixed(1)} a write)`,
    ]),
    [
      `Bookings landing (${WRITES_PER_SECOND} writes a second asked)`,
      `${holds} holds, ${bookings} bookings, ${cancellations} cancellations, ${refused} refused` +
        (lastRefusal ? ` (last: ${lastRefusal})` : ''),
    ],
  ]
}

export function mixedFigure(
  mixed: MixedLoad | undefined,
  ceiling: LoadFigures,
  bookings: number,
): Figure {
  const figure = `Search and pricing with bookings landing, ${bookings.toLocaleString('en')} bookings (PostgreSQL, ${CONNECTIONS} connections, ${WRITES_PER_SECOND} writes a second)`
  const target = `≥ ${percent(TARGET.share)} of the ceiling, p99 < ${TARGET.p99Ms} ms, writes landing`
  if (!mixed) return { figure, measured: 'not measured', target, met: null }
  const shares = mixed.loads.map(({ load }) => percent(share(load, ceiling))).join(' and ')
  const p99s = mixed.loads.map(({ load }) => ms(load.p99)).join(' and ')
  const writes = mixed.loads.map(({ writesPerSecond }) => rate(writesPerSecond)).join(' and ')
  const fast = mixed.loads.every(
    ({ load }) => share(load, ceiling) >= TARGET.share && load.p99 < TARGET.p99Ms,
  )
  return {
    figure,
    measured:
      `${shares}, p99 ${p99s}; writes landed ${writes} a second` +
      (landed(mixed) ? '' : ' (writes did not land)'),
    target,
    met: fast && landed(mixed),
  }
}
