/**
 * Fuzz: at least 10,000 requests generated from every route's schema plus hostile values. No
 * request may get a 5xx; every API 4xx comes in the one error shape with a published code; a
 * rejected request leaves every table as it was.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { articles } from '../../../src/server/db/schema'
import { ERROR_CODES } from '../../../src/shared/domain/errorCodes'
import { signedIn } from '../support/accounts'
import { bookedTraveller, gearIds, movableClock } from '../support/bookings'
import { appRoutes, requestFor, type KnownValues } from '../support/fuzz'
import { reliabilitySeed } from '../support/reliability'
import { changedTables, tableDigests, walPosition } from '../support/tableDigests'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

const REQUESTS = 10_000
/**
 * Tables a refused request may rightly write to: failed sign-ins are counted there, and every
 * request to a route limited across processes (sign-in, sign-up, password reset, token refresh),
 * refused or not, in the limit's counter. Other limits count in memory and write nothing.
 */
const MAY_CHANGE_WHEN_REFUSED = new Set(['login_throttles', 'rate_limit_counters'])

let ctx: TestContext
let ids: Record<string, string>
/** A built web app of one page, as in production: page paths get it, not a 503. */
let clientDir: string

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-client-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>TinyTrip</title>')
  ctx = await startTestApp({ CLIENT_DIR: clientDir }, { clock: movableClock() })
  ids = await gearIds(ctx.app)
}, 120_000)
afterAll(async () => {
  await stopTestApp(ctx)
  fs.rmSync(clientDir, { recursive: true, force: true })
})

const ERROR_SHAPE = {
  success: false,
  statusCode: expect.any(Number),
  code: expect.any(String),
  message: expect.any(String),
}

/** What is wrong with an answer, if anything. */
function problemWith(request: InjectOptions, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`
  if (res.statusCode < 400 || !String(request.url).startsWith('/api')) return null
  let body: Record<string, unknown>
  try {
    body = res.json()
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 120)}`
  }
  const allowed = new Set(['success', 'statusCode', 'code', 'message', 'details'])
  const shapeBroken =
    !expect.objectContaining(ERROR_SHAPE).asymmetricMatch(body) ||
    body.statusCode !== res.statusCode ||
    !(ERROR_CODES as readonly unknown[]).includes(body.code) ||
    Object.keys(body).some((key) => !allowed.has(key))
  return shapeBroken ? `${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}` : null
}

async function knownValues(): Promise<KnownValues> {
  const { booking, quote } = await bookedTraveller(ctx.app, [ids['ZCS123-K']!])
  const articleIds = (await ctx.database.db.select({ id: articles.id }).from(articles)).map(
    (a) => a.id,
  )
  return {
    id: [booking._id, quote._id, ...Object.values(ids).slice(0, 3), ...articleIds.slice(0, 2)],
    code: ['SVQ', 'SJA', 'XXX'],
    reference: [booking.reference],
    locale: ['en', 'es', 'fr'],
  }
}

it(`answers ${REQUESTS} generated and hostile requests without a 5xx, in the error shape, writing nothing when refused`, async () => {
  const traveller = await signedIn(ctx.app)
  const auth = fc.oneof(
    { arbitrary: fc.constant(traveller.auth), weight: 6 },
    { arbitrary: fc.constant({}), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(
          'Bearer ',
          'Bearer x.y.z',
          'Basic YTpi',
          `Bearer ${'a'.repeat(5000)}`,
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        )
        .map((authorization) => ({ authorization })),
      weight: 1,
    },
  )
  const { doc, routes } = await appRoutes(ctx.app)
  const start = await walPosition(ctx.database.db)
  const known = await knownValues()
  // The write check below trusts the write-ahead log position to move with every write.
  expect(await walPosition(ctx.database.db)).not.toBe(start)
  const requests = fc.sample(
    fc.oneof(...routes.map((route) => requestFor(doc, route, known, auth))),
    { numRuns: REQUESTS, seed: reliabilitySeed('API fuzz') },
  )
  const problems: string[] = []
  const statuses = new Map<number, number>()
  let position = await walPosition(ctx.database.db)
  let before: Record<string, string> | null = null
  for (const request of requests) {
    // Tables are only read again when the database wrote something since they last were.
    before ??= await tableDigests(ctx.database.db, MAY_CHANGE_WHEN_REFUSED)
    const res = await ctx.app.inject({ ...request, remoteAddress: '10.9.9.9' })
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
    const where = `${request.method} ${String(request.url).slice(0, 120)}`
    const problem = problemWith(request, res)
    if (problem) problems.push(`${where} -> ${problem}`)
    const now = await walPosition(ctx.database.db)
    if (now === position) continue
    position = now
    if (res.statusCode < 400) {
      before = null
      continue
    }
    const after = await tableDigests(ctx.database.db, MAY_CHANGE_WHEN_REFUSED)
    const changed = changedTables(before, after)
    if (changed.length > 0) {
      problems.push(`${where} -> refused with ${res.statusCode} but changed ${changed.join(', ')}`)
    }
    before = after
  }
  process.stdout.write(
    `API fuzz: ${routes.length} routes, answers ${JSON.stringify(Object.fromEntries(statuses))}\n`,
  )
  expect(problems).toEqual([])
  // The fuzz reaches past validation: some requests succeed, many are refused for what they say.
  expect([...statuses.keys()].some((status) => status < 300)).toBe(true)
  expect([...statuses.keys()].some((status) => status === 404 || status === 409)).toBe(true)
}, 900_000)
