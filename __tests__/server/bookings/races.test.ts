import { count, eq } from 'drizzle-orm'
import { bookings, inventory } from '../../../src/server/db/schema'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'
import { signedIn } from '../support/accounts'
import { book, checkout, createQuote, gearIds, movableClock } from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'

let ctx: TestContext
let ids: Record<string, string>
const clock = movableClock()

describeOnPostgres('never overselling (PostgreSQL, real concurrency)', () => {
  beforeAll(async () => {
    ctx = await startTestApp({}, { clock })
    ids = await gearIds(ctx.app)
  })
  afterAll(() => stopTestApp(ctx))

  async function travellers(n: number) {
    return Promise.all(Array.from({ length: n }, () => signedIn(ctx.app)))
  }

  async function setStock(code: string, units: number) {
    await ctx.database.db
      .update(inventory)
      .set({ stock: units })
      .where(eq(inventory.gearId, ids[code]!))
  }

  /** One traveller's whole checkout: quote, then booking. */
  async function checkOut(auth: Record<string, string>, gearId: string, period = {}) {
    const quote = await createQuote(ctx.app, auth, checkout([gearId], period))
    if (quote.statusCode !== 201) return quote.statusCode
    return (await book(ctx.app, auth, quote.json()._id)).statusCode
  }

  it('50 travellers checking out the last unit at once: exactly 1 success, 49 clean 409s', async () => {
    await setStock('ZCS123-K', 1)
    const people = await travellers(50)
    const statuses = await Promise.all(people.map(({ auth }) => checkOut(auth, ids['ZCS123-K']!)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
  })

  it('with stock k, exactly k succeed', async () => {
    await setStock('ZST405-B', 3)
    const people = await travellers(20)
    const statuses = await Promise.all(people.map(({ auth }) => checkOut(auth, ids['ZST405-B']!)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
  })

  it('adjacent rentals of the last unit both succeed when its category has no turnaround', async () => {
    await setStock('ZST417-Y', 1)
    const [a, b] = await travellers(2)
    const statuses = await Promise.all([
      checkOut(a!.auth, ids['ZST417-Y']!, { start_date: '2027-04-09', end_date: '2027-04-12' }),
      checkOut(b!.auth, ids['ZST417-Y']!, { start_date: '2027-04-12', end_date: '2027-04-15' }),
    ])
    expect(statuses).toEqual([201, 201])
  })

  it('the same Idempotency-Key sent 10 times at once makes one booking', async () => {
    await setStock('ZHC601-S', 4)
    const { auth } = await signedIn(ctx.app)
    const quote = (await createQuote(ctx.app, auth, checkout([ids['ZHC601-S']!]))).json()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => book(ctx.app, auth, quote._id, 'same-key-concurrent')),
    )
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]))
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1)
    const [made] = await ctx.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.quoteId, quote._id))
    expect(made?.n).toBe(1)
  })
})
