/**
 * The API under load: the production server on PGlite, then on PostgreSQL, each with 10,000
 * existing bookings. Every route is measured with the same connections against the same
 * server's hello-world route (the ceiling for this machine in this run) and reported as a
 * ratio to it. Time targets are reported, never failed on; errors and non-2xx answers fail.
 */
import { BENCH_TRAVELLER } from '../productionServer'
import { BOOKINGS } from './bookings-seed'
import { send } from './http'
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './databases'
import { CONNECTIONS, measure, type LoadFigures, type LoadRequest } from './load'
import { buildServer, startBenchServer } from './production-server'

interface Target {
  /** Least share of the ceiling's requests per second. */
  share: number
  p99Ms: number
}

interface Scenario {
  name: string
  request: LoadRequest
  target?: Target
}

const CEILING: LoadRequest = { path: '/api/bench/ping' }

const periodOf = (db: BenchDatabase) => ({
  pickup_location_code: 'SVQ',
  start_date: db.window.start,
  end_date: db.window.end,
  pickup_time: '10:00',
  return_time: '18:00',
})

const searchRequest = (db: BenchDatabase): LoadRequest => ({
  path: `/api/gear?${new URLSearchParams(periodOf(db)).toString()}`,
})

function scenarios(db: BenchDatabase, gearId: string): Scenario[] {
  const period = periodOf(db)
  return [
    {
      name: 'GET /api/gear/{id}',
      request: { path: `/api/gear/${gearId}` },
      target: { share: 0.5, p99Ms: 10 },
    },
    {
      name: 'GET /api/gear (search SVQ, 21 days)',
      request: searchRequest(db),
      target: { share: 0.15, p99Ms: 50 },
    },
    {
      name: 'POST /api/pricing/calculate',
      request: {
        path: '/api/pricing/calculate',
        method: 'POST',
        body: { ...period, gear_ids: [gearId] },
      },
      target: { share: 0.15, p99Ms: 50 },
    },
    {
      name: 'POST /api/auth/login',
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

const rate = (perSecond: number) =>
  perSecond < 100 ? perSecond.toFixed(1) : Math.round(perSecond).toLocaleString('en')
const ms = (value: number) => `${value.toFixed(1)} ms`
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`

function figures(load: LoadFigures, ceiling: LoadFigures) {
  const ratio = load.requestsPerSecond / ceiling.requestsPerSecond
  return (
    `${rate(load.requestsPerSecond)} req/s (${percent(ratio)} of ceiling)` +
    ` · p50 ${ms(load.p50)} (${(load.p50 / ceiling.p50).toFixed(1)}×)` +
    ` · p99 ${ms(load.p99)} (${(load.p99 / ceiling.p99).toFixed(1)}×)` +
    ` · ${load.errors} errors · ${load.non2xx} non-2xx`
  )
}

function verdict(target: Target, load: LoadFigures, ceiling: LoadFigures) {
  const ratio = load.requestsPerSecond / ceiling.requestsPerSecond
  const met = ratio >= target.share && load.p99 < target.p99Ms
  return `${met ? 'met' : 'not met'} (${percent(ratio)}, p99 ${ms(load.p99)})`
}

async function benchOn(open: () => Promise<BenchDatabase>) {
  const db = await open()
  try {
    const server = await startBenchServer(db.env)
    try {
      const search = (await probe(server.url, searchRequest(db))) as {
        items: { _id: string; available_stock: number }[]
      }
      const gearId = search.items.find((item) => item.available_stock > 0)?._id
      if (!gearId) throw new Error('No gear is free over the search window')
      const list = scenarios(db, gearId)
      for (const { request } of [{ request: CEILING }, ...list]) await probe(server.url, request)

      const ceiling = await measure(server.url, CEILING)
      const rows: string[][] = [
        ['Existing bookings', BOOKINGS.toLocaleString('en')],
        ['Search window', `SVQ ${db.window.start} to ${db.window.end} (21 days)`],
        ['GET /api/bench/ping (ceiling)', figures(ceiling, ceiling)],
      ]
      const targets: string[][] = []
      let clean = ceiling.errors === 0 && ceiling.non2xx === 0
      for (const scenario of list) {
        const load = await measure(server.url, scenario.request)
        rows.push([scenario.name, figures(load, ceiling)])
        clean &&= load.errors === 0 && load.non2xx === 0
        if (scenario.target && db.label === 'PostgreSQL') {
          const { share, p99Ms } = scenario.target
          targets.push([
            `Target ${scenario.name}: ≥ ${percent(share)} of ceiling, p99 < ${p99Ms} ms`,
            verdict(scenario.target, load, ceiling),
          ])
        }
      }
      rows.push(...targets, ['Errors and non-2xx (must be none)', clean ? 'none' : 'some'])
      return {
        title: `API under load: ${db.label}, ${CONNECTIONS} connections`,
        rows,
        passed: clean,
      }
    } finally {
      await server.stop()
    }
  } finally {
    await db.drop()
  }
}

export async function apiUnderLoadBench() {
  buildServer()
  return [await benchOn(pgliteDatabase), await benchOn(postgresDatabase)]
}
