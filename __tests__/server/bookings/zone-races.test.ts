import { and, eq } from 'drizzle-orm'
import { bookings, inventory } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { book, checkout, createQuote, gearIds, movableClock } from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'
import { deliveryCheckout } from '../support/delivery'

let ctx: TestContext
let ids: Record<string, string>
const clock = movableClock()

describeOnPostgres('the airport desk and the city zone share one pool (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await startTestApp({}, { clock })
    ids = await gearIds(ctx.app)
  })
  afterAll(() => stopTestApp(ctx))

  /** One traveller's whole checkout, at the desk or delivered: quote, then booking. */
  async function checkOut(where: 'SVQ' | 'SVQ-CITY', gearId: string) {
    const { auth } = await signedIn(ctx.app)
    const body = where === 'SVQ' ? checkout([gearId]) : deliveryCheckout([gearId])
    const quote = await createQuote(ctx.app, auth, body)
    if (quote.statusCode !== 201) return quote.statusCode
    return (await book(ctx.app, auth, quote.json()._id)).statusCode
  }

  it('sells the last unit once when travellers book it at SVQ and to the city at the same time', async () => {
    const stroller = ids['ZST417-Y']!
    await ctx.database.db
      .update(inventory)
      .set({ stock: 1 })
      .where(and(eq(inventory.gearId, stroller), eq(inventory.locationCode, 'SVQ')))
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkOut(i % 2 === 0 ? 'SVQ' : 'SVQ-CITY', stroller)),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const sold = await ctx.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.status, 'confirmed'))
    expect(sold).toHaveLength(1)
  })
})
