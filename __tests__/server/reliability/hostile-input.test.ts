/**
 * Bodies nested thousands of levels deep and numbers no bound can hold (Infinity, 1e999, NaN,
 * hex, decimals) on every route the app serves, from its own OpenAPI description: each gets a
 * 4xx in the error shape, never a 5xx, and nothing stored changes. Deterministic: the same
 * requests every run.
 */
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { ERROR_CODES } from '../../../src/shared/domain/errorCodes'
import { MAX_JSON_DEPTH } from '../../../src/server/json-depth'
import { signedInAs } from '../support/accounts'
import { appRoutes, type Route } from '../support/fuzz'
import { changedTables, tableDigests } from '../support/tableDigests'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

const SEED = 20_261_125
const SAMPLED = 2_500
const NOT_NUMBERS = ['Infinity', '-Infinity', '1e999', '-1e999', 'NaN', '1.5', '0x10', '1e1', '']
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Failed sign-ins, and requests to routes limited across processes, are counted there. */
const MAY_CHANGE = new Set(['login_throttles', 'rate_limit_counters'])

let ctx: TestContext
let auth: Record<string, string>
let routes: Route[]

beforeAll(async () => {
  ctx = await startTestApp()
  auth = (await signedInAs(ctx.app, 'admin')).auth
  routes = (await appRoutes(ctx.app)).routes
}, 120_000)
afterAll(() => stopTestApp(ctx))

/** JSON nested `depth` levels, in arrays or objects, written out without recursion. */
function nestedJson(depth: number, kind: 'array' | 'object'): string {
  const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}']
  return `${open.repeat(depth)}1${close.repeat(depth)}`
}

/** A concrete URL for a route: every path parameter filled with a harmless value. */
const pathOf = (route: Route) =>
  route.path.replace(/\{\w+\}/g, '0e3a2c1e-6f0b-4c39-9d4b-1a2b3c4d5e6f')

const numericQuery = (route: Route) =>
  route.parameters.filter(
    (p) => p.in === 'query' && (p.schema.type === 'integer' || p.schema.type === 'number'),
  )

function deepBodies(): InjectOptions[] {
  return routes
    .filter((route) => BODY_METHODS.has(route.method))
    .flatMap((route) =>
      (['array', 'object'] as const).map((kind) => ({
        method: route.method as InjectOptions['method'],
        url: pathOf(route),
        headers: { ...auth, 'content-type': 'application/json' },
        payload: nestedJson(5_000, kind),
      })),
    )
}

function unboundedNumbers(): InjectOptions[] {
  return routes.flatMap((route) =>
    numericQuery(route).flatMap((parameter) =>
      NOT_NUMBERS.map((value) => ({
        method: route.method as InjectOptions['method'],
        url: `${pathOf(route)}?${parameter.name}=${encodeURIComponent(value)}`,
        headers: auth,
      })),
    ),
  )
}

/** Mixed at random (fixed seed): any route, any depth, any bad number in any numeric field. */
function sampled(): InjectOptions[] {
  const hostile = routes.filter(
    (route) => BODY_METHODS.has(route.method) || numericQuery(route).length > 0,
  )
  const request = fc
    .tuple(
      fc.constantFrom(...hostile),
      fc.integer({ min: MAX_JSON_DEPTH + 1, max: 20_000 }),
      fc.constantFrom('array' as const, 'object' as const),
      fc.constantFrom(...NOT_NUMBERS, '1e308', '-0x1', '9'.repeat(40)),
    )
    .map(([route, depth, kind, number]): InjectOptions => {
      const query = numericQuery(route)
        .map((p) => `${p.name}=${encodeURIComponent(number)}`)
        .join('&')
      const url = query ? `${pathOf(route)}?${query}` : pathOf(route)
      const withBody = BODY_METHODS.has(route.method)
      return {
        method: route.method as InjectOptions['method'],
        url,
        headers: withBody ? { ...auth, 'content-type': 'application/json' } : auth,
        ...(withBody ? { payload: nestedJson(depth, kind) } : {}),
      }
    })
  return fc.sample(request, { numRuns: SAMPLED, seed: SEED })
}

it('answers every deep body and every number no bound holds with a 4xx, changing nothing', async () => {
  const requests = [...deepBodies(), ...unboundedNumbers(), ...sampled()]
  expect(requests.length).toBeGreaterThan(2_500)
  const before = await tableDigests(ctx.database.db, MAY_CHANGE)
  const problems: string[] = []
  for (const request of requests) {
    const res = await ctx.app.inject({ ...request, remoteAddress: '10.8.8.8' })
    const where = `${request.method} ${String(request.url).slice(0, 100)}`
    if (res.statusCode < 400 || res.statusCode >= 500) {
      problems.push(`${where} -> ${res.statusCode}: ${res.body.slice(0, 160)}`)
      continue
    }
    if (!String(request.url).startsWith('/api')) continue
    const body = res.json() as { code?: string; statusCode?: number }
    if (
      !(ERROR_CODES as readonly unknown[]).includes(body.code) ||
      body.statusCode !== res.statusCode
    )
      problems.push(`${where} -> not in the error shape: ${res.body.slice(0, 160)}`)
  }
  expect(problems).toEqual([])
  expect(changedTables(before, await tableDigests(ctx.database.db, MAY_CHANGE))).toEqual([])
}, 600_000)

it('says why a deep body is refused, and still reads a body of ordinary depth', async () => {
  const deep = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: nestedJson(MAX_JSON_DEPTH + 1, 'object'),
  })
  expect([deep.statusCode, deep.json().code]).toEqual([400, 'JSON_TOO_DEEP'])
  const ordinary = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Not#Right1', nested: [[[['fine']]]] },
  })
  expect(ordinary.statusCode).toBe(401)
})

it.each(NOT_NUMBERS)('refuses limit=%j on pickup locations with a 400', async (value) => {
  const res = await ctx.app.inject({
    url: `/api/pickup-locations?limit=${encodeURIComponent(value)}`,
  })
  expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED'])
})
