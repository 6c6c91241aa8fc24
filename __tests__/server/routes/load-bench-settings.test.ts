import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { ConfigError, loadConfig } from '../../../src/server/config'
import { logIn, randomAddress } from '../support/accounts'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'

const BENCH_ADDRESS = '10.250.250.250'

let ctx: TestContext
/** The same server as the load benchmark starts it: bench routes on, one address unlimited. */
let bench: FastifyInstance

beforeAll(async () => {
  ctx = await startTestApp()
  bench = await buildApp(
    testConfig({ BENCH_ROUTES: 'true', RATE_LIMIT_ALLOW_LIST: `${BENCH_ADDRESS}, ::1` }),
    { database: ctx.database },
  )
  await bench.ready()
})
afterAll(async () => {
  await bench?.close()
  await stopTestApp(ctx)
})

describe('the load benchmark settings', () => {
  it('serve no benchmark route in a normal run', async () => {
    expect(loadConfig({}).benchRoutes).toBe(false)
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bench/ping' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('ROUTE_NOT_FOUND')
    const counts = await ctx.app.inject({ url: '/api/bench/availability-answers' })
    expect(counts.statusCode).toBe(404)
  })

  it('serve the hello-world ceiling route with BENCH_ROUTES, through the usual headers', async () => {
    const res = await bench.inject({ method: 'GET', url: '/api/bench/ping' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ hello: 'world' })
    expect(res.headers['x-request-id']).toBeTruthy()
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  it('count the availability answers kept in memory and worked out again', async () => {
    const counts = async () =>
      (await bench.inject({ url: '/api/bench/availability-answers' })).json() as {
        reused: number
        computed: number
      }
    const search = () =>
      bench.inject({
        url: '/api/gear?pickup_location_code=SVQ&start_date=2027-06-07&end_date=2027-06-10&pickup_time=10:00&return_time=18:00',
      })
    const before = await counts()
    expect((await search()).statusCode).toBe(200)
    const first = await counts()
    expect(first.computed - before.computed).toBe(1)
    expect((await search()).statusCode).toBe(200)
    const second = await counts()
    expect(second).toEqual({ reused: first.reused + 1, computed: first.computed })
  })

  it('leave the benchmark route out of the API reference', async () => {
    const res = await bench.inject({ method: 'GET', url: '/api/docs/json' })
    expect(Object.keys(res.json().paths)).not.toContain('/api/bench/ping')
    expect(Object.keys(res.json().paths)).not.toContain('/api/bench/availability-answers')
  })

  it('exempt only the listed addresses from the per-address limits', async () => {
    const attempt = (address: string, i: number) =>
      logIn(bench, `nobody${i}@example.com`, 'Whatever#1', address).then((res) => res.statusCode)
    const listed: number[] = []
    const other: number[] = []
    const otherAddress = randomAddress()
    for (let i = 0; i < 31; i++) {
      listed.push(await attempt(BENCH_ADDRESS, i))
      other.push(await attempt(otherAddress, i))
    }
    expect(listed.every((status) => status === 401)).toBe(true)
    expect(other[30]).toBe(429)
  })

  it('read the allow list as IP addresses and refuse anything else', () => {
    expect(loadConfig({}).rateLimitAllowList).toEqual([])
    expect(loadConfig({ RATE_LIMIT_ALLOW_LIST: '127.0.0.1, ::1' }).rateLimitAllowList).toEqual([
      '127.0.0.1',
      '::1',
    ])
    expect(() => loadConfig({ RATE_LIMIT_ALLOW_LIST: 'localhost' })).toThrow(ConfigError)
  })
})
