/**
 * The API under load: the production server on PGlite with 10,000 existing bookings, then on
 * PostgreSQL with 10,000, 100,000 and 1,000,000 (BENCH_BOOKINGS, comma separated, overrides
 * PostgreSQL's sizes). Every route is measured with the same connections against the same
 * server's hello-world route (the ceiling for this machine in this run) and reported as a ratio
 * to it; search and pricing also as throughput at the largest size over the smallest. Time
 * targets are reported, never failed on; errors and non-2xx answers fail.
 */
import { addDays } from '../../src/shared/domain/calendar'
import { BENCH_TRAVELLER } from '../productionServer'
import type { BenchResult, Figure } from '../figures'
import {
  figures,
  flatCost,
  ms,
  uncachedFigure,
  shareFigures,
  SHARE_TARGETS,
  type Run,
  type ScenarioName,
} from './api-figures'
import { send } from './http'
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './databases'
import { CONNECTIONS, measure, type LoadFigures, type LoadRequest } from './load'
import { mixedFigure, mixedLoad, mixedRows, type MixedLoad } from './mixed-load'
import { buildServer, startBenchServer } from './production-server'

const SMALL = 10_000
/** PostgreSQL's numbers of bookings, smallest first. */
export const SIZES = (process.env.BENCH_BOOKINGS ?? '10000,100000,1000000')
  .split(',')
  .map((size) => Number(size.replace(/_/g, '')))
  .filter((size) => Number.isInteger(size) && size > 0)

interface Scenario {
  name: ScenarioName
  label: string
  request: LoadRequest
}

const CEILING: LoadRequest = { path: '/api/bench/ping' }

const periodOf = (db: BenchDatabase) => ({
  pickup_location_code: 'SVQ',
  start_date: db.seeded.window.start,
  end_date: db.seeded.window.end,
  pickup_time: '10:00',
  return_time: '18:00',
})

const searchRequest = (db: BenchDatabase): LoadRequest => ({
  path: `/api/gear?${new URLSearchParams(periodOf(db)).toString()}`,
})

const pricingRequest = (db: BenchDatabase, gearId: string): LoadRequest => ({
  path: '/api/pricing/calculate',
  method: 'POST',
  body: { ...periodOf(db), gear_ids: [gearId] },
})

/** What the bookings landing during the mixed load rent: 3 days from the search window's start. */
const landingRental = (db: BenchDatabase) => ({
  ...periodOf(db),
  end_date: addDays(db.seeded.window.start, 3),
})

function scenarios(db: BenchDatabase, gearId: string): Scenario[] {
  return [
    { name: 'gear', label: 'GET /api/gear/{id}', request: { path: `/api/gear/${gearId}` } },
    { name: 'search', label: 'GET /api/gear (search SVQ, 21 days)', request: searchRequest(db) },
    {
      name: 'pricing',
      label: 'POST /api/pricing/calculate',
      request: pricingRequest(db, gearId),
    },
    {
      name: 'login',
      label: 'POST /api/auth/login',
      request: { path: '/api/auth/login', method: 'POST', body: BENCH_TRAVELLER },
    },
  ]
}

/** Sends a request once and insists on 200, so a broken setup is not measured as speed. */
async function probe(url: string, request: LoadRequest) {
  const answer = await send(`${url}${request.path}`, request)
  if (answer.status !== 200) {
    throw new Error(`${request.path} answered ${answer.status}: ${answer.body}`)
  }
  return JSON.parse(answer.body) as unknown
}

async function benchOn(
  open: (bookings: number) => Promise<BenchDatabase>,
  bookings: number,
  only: ScenarioName[],
  /** Then search and pricing while bookings land (mixed-load.ts), last: it adds bookings. */
  mixed: boolean,
): Promise<Run> {
  const db = await open(bookings)
  try {
    const server = await startBenchServer(db.env)
    try {
      const started = Date.now()
      const search = (await probe(server.url, searchRequest(db))) as {
        items: { _id: string; available_stock: number }[]
      }
      const firstSearchMs = Date.now() - started
      const gearId = search.items.find((item) => item.available_stock > 0)?._id
      if (!gearId) throw new Error('No gear is free over the search window')
      const list = scenarios(db, gearId).filter((scenario) => only.includes(scenario.name))
      for (const { request } of [{ request: CEILING }, ...list]) await probe(server.url, request)

      const ceiling = await measure(server.url, CEILING)
      const { window, unitsPerItem, seatHolds, seconds } = db.seeded
      const rows: string[][] = [
        [
          'Existing bookings',
          `${bookings.toLocaleString('en')} over a year (${unitsPerItem} units of each item at each location; seeded in ${seconds.toFixed(1)} s)`,
        ],
        ['Search window', `SVQ ${window.start} to ${window.end} (21 days)`],
        ['Seat units held by their safety record', seatHolds.toLocaleString('en')],
        ['First search (nothing kept in memory yet)', `${firstSearchMs} ms`],
        [
          'Uncached search (the availability query, 100 times past the cache)',
          `median ${ms(db.seeded.uncached.medianMs)}, p99 ${ms(db.seeded.uncached.p99Ms)}`,
        ],
        ['GET /api/bench/ping (ceiling)', figures(ceiling, ceiling)],
      ]
      const loads = new Map<ScenarioName, LoadFigures>()
      let clean = ceiling.errors === 0 && ceiling.non2xx === 0
      for (const scenario of list) {
        const load = await measure(server.url, scenario.request)
        loads.set(scenario.name, load)
        rows.push([scenario.label, figures(load, ceiling)])
        clean &&= load.errors === 0 && load.non2xx === 0
      }
      let landing: MixedLoad | undefined
      if (mixed) {
        const free = search.items.filter((item) => item.available_stock > 0 && item._id !== gearId)
        landing = await mixedLoad(
          server.url,
          { search: searchRequest(db), pricing: pricingRequest(db, gearId) },
          free.map((item) => item._id),
          landingRental(db),
        )
        rows.push(...mixedRows(landing, ceiling))
        clean &&= landing.loads.every(({ load }) => load.errors === 0 && load.non2xx === 0)
      }
      rows.push(['Errors and non-2xx (must be none)', clean ? 'none' : 'some'])
      const title = `API under load: ${db.label}, ${bookings.toLocaleString('en')} bookings, ${CONNECTIONS} connections`
      return { db, ceiling, loads, mixed: landing, result: { title, rows, passed: clean } }
    } finally {
      await server.stop()
    }
  } finally {
    await db.drop()
  }
}

export async function apiUnderLoadBench(): Promise<BenchResult[]> {
  buildServer()
  const everything: ScenarioName[] = ['gear', 'search', 'pricing', 'login']
  const pglite = await benchOn(pgliteDatabase, SMALL, ['gear', 'search', 'pricing'], false)
  const postgres: Run[] = []
  for (const size of SIZES) {
    const only = postgres.length === 0 ? everything : (['gear', 'search', 'pricing'] as const)
    postgres.push(await benchOn(postgresDatabase, size, [...only], true))
  }
  const first = postgres[0]
  const where = `PostgreSQL, ${CONNECTIONS} connections, ${(first?.db.bookings ?? SMALL).toLocaleString('en')} bookings`
  const flat = postgres.length > 0 ? flatCost(postgres) : undefined
  const uncached = postgres.length > 1 ? uncachedFigure(postgres) : undefined
  const summary: Figure[] = [
    ...shareFigures(first, SHARE_TARGETS, where),
    ...shareFigures(
      pglite,
      [
        { name: 'search', figure: 'Search', share: 0.1 },
        { name: 'pricing', figure: 'Pricing', share: 0.1 },
      ],
      'PGlite',
    ),
    ...(flat?.figures ?? []),
    ...(uncached ? [uncached] : []),
    ...postgres.map((run) => mixedFigure(run.mixed, run.ceiling, run.db.bookings)),
  ]
  return [
    pglite.result,
    ...postgres.map((run, i) => (i === 0 ? { ...run.result, figures: summary } : run.result)),
    ...(flat ? [flat.result] : []),
  ]
}

/**
 * `BENCH_ONLY=mixed`, on PostgreSQL at each size: the ceiling, search and pricing, then the same
 * while bookings land.
 */
export async function mixedLoadBench(): Promise<BenchResult[]> {
  buildServer()
  const runs: Run[] = []
  const only: ScenarioName[] = ['search', 'pricing']
  for (const size of SIZES) runs.push(await benchOn(postgresDatabase, size, only, true))
  const summary = runs.map((run) => mixedFigure(run.mixed, run.ceiling, run.db.bookings))
  return runs.map((run, i) => (i === 0 ? { ...run.result, figures: summary } : run.result))
}
