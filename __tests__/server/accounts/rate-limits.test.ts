/**
 * The per-address limits on signing in and up are counted in the database: every app on one
 * database (every server process of a deployment) shares them. The other limits (pricing,
 * support reports) count in each process's memory and write nothing. Two apps here stand for two
 * processes.
 */
import type { FastifyInstance } from 'fastify'
import { gte, sql } from 'drizzle-orm'
import { buildApp } from '../../../src/server/app'
import { rateLimitCounters } from '../../../src/server/db/schema'
import { deleteEndedRateLimitWindows } from '../../../src/server/plugins/auth/rate-limit-store'
import { newTraveller, randomAddress } from '../support/accounts'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'

const SIGNUPS_PER_HOUR = 3
const settings = { SIGNUP_LIMIT_PER_HOUR: String(SIGNUPS_PER_HOUR) }

let ctx: TestContext
let other: FastifyInstance

beforeAll(async () => {
  ctx = await startTestApp(settings)
  other = await buildApp(testConfig(settings), { database: ctx.database })
  await other.ready()
})
afterAll(async () => {
  await other?.close()
  await stopTestApp(ctx)
})

const signUpFrom = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'POST', url: '/api/users', payload: newTraveller(), remoteAddress: address })

/** Sign-ups from one address, taking turns between the two apps. */
async function signUps(address: string, count: number) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    statuses.push((await signUpFrom(i % 2 === 0 ? ctx.app : other, address)).statusCode)
  }
  return statuses
}

const endEveryWindow = () =>
  ctx.database.db.update(rateLimitCounters).set({ windowEndsAt: sql`now() - interval '1 second'` })

it('counts an address’s sign-ups across every app on the database, with Retry-After', async () => {
  const address = randomAddress()
  expect(await signUps(address, SIGNUPS_PER_HOUR)).toEqual(Array(SIGNUPS_PER_HOUR).fill(201))
  for (const app of [ctx.app, other]) {
    const refused = await signUpFrom(app, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in /)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(3_500)
    expect(retryAfter).toBeLessThanOrEqual(3_600)
  }
  // Another address, and another limited route from the same address, are counted apart.
  expect(await signUps(randomAddress(), 1)).toEqual([201])
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Whatever#1' },
    remoteAddress: address,
  })
  expect(login.statusCode).toBe(401)
})

it('lets the address in again once its window is over, and sweeps ended windows away', async () => {
  const address = randomAddress()
  await signUps(address, SIGNUPS_PER_HOUR)
  expect(await signUps(address, 1)).toEqual([429])
  await endEveryWindow()
  expect(await signUps(address, SIGNUPS_PER_HOUR + 1)).toEqual([
    ...Array(SIGNUPS_PER_HOUR).fill(201),
    429,
  ])

  const live = () =>
    ctx.database.db
      .select()
      .from(rateLimitCounters)
      .where(gte(rateLimitCounters.windowEndsAt, sql`now()`))
  const before = await live()
  expect(before.length).toBeGreaterThan(0)
  await deleteEndedRateLimitWindows(ctx.database.db)
  expect(await live()).toEqual(before)
  await endEveryWindow()
  await deleteEndedRateLimitWindows(ctx.database.db)
  expect(await ctx.database.db.select().from(rateLimitCounters)).toEqual([])
})

it('stores no client address', async () => {
  const address = randomAddress()
  await signUps(address, 1)
  const keys = (await ctx.database.db.select().from(rateLimitCounters)).map((row) => row.key)
  expect(keys.some((key) => key.includes(address))).toBe(false)
})

it('counts pricing requests in each process’s memory, writing nothing to the database', async () => {
  await ctx.database.db.delete(rateLimitCounters)
  const address = randomAddress()
  const priceFrom = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pricing/calculate',
      payload: {},
      remoteAddress: address,
    })
    return { limit: res.headers['x-ratelimit-limit'], left: res.headers['x-ratelimit-remaining'] }
  }
  expect(await priceFrom(ctx.app)).toEqual({ limit: '600', left: '599' })
  expect(await priceFrom(ctx.app)).toEqual({ limit: '600', left: '598' })
  expect(await priceFrom(other)).toEqual({ limit: '600', left: '599' })
  expect(await ctx.database.db.select().from(rateLimitCounters)).toEqual([])
})
