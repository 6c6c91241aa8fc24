/**
 * The test clock (TEST_CLOCK): /api/test-clock exists only when it is on, and the time it sets is
 * the time every rule and job of the server reads, moving on from there in real time.
 * Production refuses it (config/production-safety.test.ts).
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import type { Database } from '../../../src/server/db/client'
import { signedIn } from '../support/accounts'
import { checkout, createQuote, gearIds } from '../support/bookings'
import { testConfig } from '../support/testApp'
import { createTestDatabase } from '../support/testDatabase'

let database: Database
let off: FastifyInstance
let on: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase()
  off = await buildApp(testConfig(), { database })
  on = await buildApp(testConfig({ TEST_CLOCK: 'true' }), { database })
  await Promise.all([off.ready(), on.ready()])
})
afterAll(async () => {
  await off?.close()
  await on?.close()
  await database?.close()
})
afterEach(async () => {
  await on.inject({ method: 'DELETE', url: '/api/test-clock' })
})

const setClock = (now: string) =>
  on.inject({ method: 'PUT', url: '/api/test-clock', payload: { now } })
const readClock = async () =>
  Date.parse((await on.inject({ url: '/api/test-clock' })).json().now as string)

describe('with TEST_CLOCK off', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)(
    '%s /api/test-clock does not exist',
    async (method) => {
      const answer = await off.inject({
        method,
        url: '/api/test-clock',
        ...(method === 'PUT' ? { payload: { now: '2027-04-09T07:00:00Z' } } : {}),
      })
      expect(answer.statusCode).toBe(404)
    },
  )
})

describe('with TEST_CLOCK on', () => {
  it('reads the system time until it is set', async () => {
    const before = Date.now()
    const now = await readClock()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('reads the instant it was set to, moves on from there in real time, and goes back', async () => {
    const set = await setClock('2027-04-09T09:00:00+02:00')
    expect(set.statusCode).toBe(200)
    const at = Date.parse('2027-04-09T07:00:00Z')
    expect(Date.parse(set.json().now)).toBeGreaterThanOrEqual(at)
    expect(Date.parse(set.json().now)).toBeLessThan(at + 5_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const later = await readClock()
    expect(later).toBeGreaterThanOrEqual(Date.parse(set.json().now) + 20)
    expect(later).toBeLessThan(at + 5_000)

    const back = await on.inject({ method: 'DELETE', url: '/api/test-clock' })
    expect(back.statusCode).toBe(200)
    expect(Math.abs(Date.parse(back.json().now) - Date.now())).toBeLessThan(5_000)
  })

  it.each(['tomorrow', '2027-04-09', '2027-04-09T09:00:00', ''])(
    'refuses %j: an instant needs its date, time and offset',
    async (now) => {
      const refused = await setClock(now)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().code).toBe('VALIDATION_FAILED')
    },
  )

  it('asks the booking clock for a round when it moves', async () => {
    const kick = jest.spyOn(on.bookingClock, 'kick')
    await setClock('2027-04-09T07:00:00Z')
    await on.inject({ method: 'DELETE', url: '/api/test-clock' })
    expect(kick).toHaveBeenCalledTimes(2)
    kick.mockRestore()
  })

  it('moves the date rules: a pickup today is quoted before its time and refused after it', async () => {
    const ids = await gearIds(on)
    const { auth } = await signedIn(on)
    // Friday 9 April 2027, 10:00 at SVQ (Madrid, UTC+2): a pickup today.
    const today = checkout([ids['ZCS123-K']!], {
      start_date: '2027-04-09',
      pickup_time: '10:00',
      end_date: '2027-04-12',
    })

    await setClock('2027-04-09T09:00:00+02:00')
    const quoted = await createQuote(on, auth, today)
    expect(quoted.statusCode).toBe(201)
    // Held for 30 minutes from the moved clock.
    expect(quoted.json().expiry).toMatch(/^2027-04-09T07:30:0/)

    await setClock('2027-04-09T10:30:00+02:00')
    const refused = await createQuote(on, auth, today)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('PICKUP_IN_PAST')
  })

  it("settles a sandbox refund a second after it was made on the app's clock, even one set back", async () => {
    const sandbox = on.payments.sandbox!
    await setClock('2026-01-05T10:00:00Z')
    const refund = await sandbox.createRefund({
      paymentIntentId: 'pi_sandbox_unknown',
      amount: 100,
      idempotencyKey: `refund-${Date.now()}`,
    })
    await sandbox.tick()
    expect((await sandbox.getRefund(refund.id)).status).toBe('pending')
    await setClock('2026-01-05T10:01:00Z')
    await sandbox.tick()
    expect((await sandbox.getRefund(refund.id)).status).toBe('succeeded')
  })

  it("moves the booking clock's jobs: a quote's hold runs out 30 minutes on", async () => {
    const ids = await gearIds(on)
    const { auth } = await signedIn(on)
    await setClock('2027-04-09T09:00:00+02:00')
    const quote = (await createQuote(on, auth, checkout([ids['ZCS123-K']!]))).json()

    await setClock('2027-04-09T09:31:00+02:00')
    expect((await on.bookingClock.runOnce()).expiredQuotes).toBeGreaterThanOrEqual(1)
    const read = await on.inject({ url: `/api/quotes/${quote._id}`, headers: auth })
    expect(read.json().status).toBe('expired')
  })
})
