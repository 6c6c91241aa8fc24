/**
 * Invoice numbers across two real server processes on one PostgreSQL database, as behind a load
 * balancer: 50 payments recorded at once, split between the processes, take the numbers 1 to
 * 50 of their series, one each, and the chain of records holds; with the processes' clocks
 * months apart, the dates are still the database's, in the order of the numbers.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { inventory, invoices } from '../../../src/server/db/schema'
import { verifyChain } from '../../../src/server/domains/invoices'
import { moneyMismatches } from '../../../src/server/domains/payments/money-check'
import { checkout } from '../support/bookings'
import { call, startServerPair } from '../support/serverPair'
import type { ServerProcess } from '../support/serverProcess'
import { describeOnPostgres } from '../support/testDatabase'

jest.setTimeout(180_000)

describeOnPostgres('invoice numbers across two server processes (PostgreSQL)', () => {
  let pair: Awaited<ReturnType<typeof startServerPair>>
  let servers: ServerProcess[]
  let db: Db
  const either = (i: number) => servers[i % 2]!

  beforeAll(async () => {
    pair = await startServerPair({ TRUST_PROXY: 'true', TEST_CLOCK: 'true' })
    servers = pair.servers
    db = pair.db
  }, 120_000)
  afterAll(async () => {
    expect(await pair?.stop()).toEqual([0, 0])
  })

  /** `n` bookings of the demo traveller, spread over the processes, each with its checkout open. */
  async function openCheckouts(n: number) {
    // Each booking of its own item where it can, so the stock's locks do not line them up.
    const stocked = await db
      .update(inventory)
      .set({ stock: 200 })
      .where(eq(inventory.locationCode, 'SVQ'))
      .returning({ gearId: inventory.gearId })
    const login = await call(servers[0]!, 'POST', '/api/auth/login', {
      body: { email: 'traveller@tinytrip.es', password: 'Traveller#Demo2026' },
    })
    const auth = { authorization: `Bearer ${login.body.access_token}` }
    const sessions: string[] = []
    for (let i = 0; i < n; i++) {
      const gearId = stocked[i % stocked.length]!.gearId
      const quote = await call(either(i), 'POST', '/api/quotes', {
        headers: auth,
        body: checkout([gearId], { start_date: '2027-06-03', end_date: '2027-06-06' }),
      })
      expect(quote.status).toBe(201)
      const booking = await call(either(i + 1), 'POST', '/api/bookings', {
        headers: auth,
        body: { quote_id: quote.body._id },
      })
      expect(booking.status).toBe(201)
      const opened = await call(either(i), 'POST', `/api/bookings/${booking.body._id}/checkout`, {
        headers: auth,
      })
      sessions.push(opened.body.session_id)
    }
    return sessions
  }

  const payAll = async (sessions: string[]) => {
    const paid = await Promise.all(
      sessions.map((id, i) =>
        call(either(i), 'POST', `/sandbox/checkout/${id}/pay`, { body: '', form: true }),
      ),
    )
    expect(new Set(paid.map((res) => res.status))).toEqual(new Set([303]))
  }

  const simplified = () =>
    db.select().from(invoices).where(eq(invoices.kind, 'simplified')).orderBy(asc(invoices.number))

  it('50 payments at once, half on each process, take the numbers 1 to 50 one each', async () => {
    await payAll(await openCheckouts(50))
    const numbers = (await simplified()).map((row) => row.number)
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(await verifyChain(db)).toEqual({ checked: 50, broken: null })
    expect(await moneyMismatches(db)).toEqual([])
  })

  it("dates the invoices by the database's clock, in the order of their numbers, when the processes' clocks are 300 days apart", async () => {
    const sessions = await openCheckouts(20)
    const skewed = new Date(Date.now() - 300 * 24 * 3_600_000).toISOString()
    const moved = await call(servers[0]!, 'PUT', '/api/test-clock', { body: { now: skewed } })
    expect(moved.status).toBe(200)
    const today = async () => {
      const result = (await db.execute(
        sql`select to_char(now() at time zone 'Europe/Madrid', 'YYYY-MM-DD') as day`,
      )) as unknown as { rows: { day: string }[] }
      return result.rows[0]!.day
    }
    const before = await today()
    await payAll(sessions)
    const after = await today()
    expect((await call(servers[0]!, 'DELETE', '/api/test-clock')).status).toBe(200)

    const issued = (await simplified()).filter((row) => row.number > 50)
    expect(issued.map((row) => row.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 51))
    for (const invoice of issued) {
      expect([before, after]).toContain(invoice.issueDate)
      expect(invoice.series).toBe(`S${invoice.issueDate.slice(0, 4)}`)
    }
    const inOrder = (values: (string | number)[]) =>
      values.every((value, i) => i === 0 || values[i - 1]! <= value)
    expect(inOrder(issued.map((row) => row.issueDate))).toBe(true)
    expect(inOrder(issued.map((row) => row.issuedAt.getTime()))).toBe(true)
    expect(await verifyChain(db)).toEqual({ checked: 70, broken: null })
    expect(await moneyMismatches(db)).toEqual([])
  })
})
