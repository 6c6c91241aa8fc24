/**
 * A promo code's limits under real concurrency (PostgreSQL): bookings of different gear (no stock
 * lock in common) take their uses under the code's row lock, so 50 travellers booking at once with 10 uses left make exactly 10 discounted
 * bookings; the other 40 are refused with 409 PROMO_USED_UP and book nothing (they quote again
 * without the code).
 */
import { and, count, eq, isNull } from 'drizzle-orm'
import {
  bookingDiscounts,
  bookings,
  inventory,
  promoRedemptions,
} from '../../../src/server/db/schema'
import { signedIn, signedInAs } from '../support/accounts'
import { book, checkout, createQuote, movableClock } from '../support/bookings'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'
import { describeOnPostgres } from '../support/testDatabase'
import { promoCreated, promoRow } from './helpers'

let ctx: TestContext
/** Gear stocked at SVQ: travellers book different items, so no stock lock lines them up. */
let svqGear: string[]
let admin: Record<string, string>
const clock = movableClock()

describeOnPostgres('promo code limits (PostgreSQL, real concurrency)', () => {
  beforeAll(async () => {
    ctx = await startTestApp({}, { clock })
    svqGear = (
      await ctx.database.db
        .select({ gearId: inventory.gearId })
        .from(inventory)
        .where(eq(inventory.locationCode, 'SVQ'))
    ).map((row) => row.gearId)
    admin = (await signedInAs(ctx.app, 'admin')).auth
    // Stock is never the limit here: only the code is.
    await ctx.database.db.update(inventory).set({ stock: 200 })
  })
  afterAll(() => stopTestApp(ctx))

  const travellers = (n: number) => Promise.all(Array.from({ length: n }, () => signedIn(ctx.app)))

  async function quoted(auth: Record<string, string>, code: string, i: number) {
    const quote = await createQuote(
      ctx.app,
      auth,
      checkout([svqGear[i % svqGear.length]!], {
        start_date: '2027-04-09',
        end_date: '2027-04-12',
        promo_code: code,
      }),
    )
    if (quote.statusCode !== 201) throw new Error(`quote refused: ${quote.body}`)
    return quote.json()._id as string
  }

  const discountsWith = async (code: string) => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(bookingDiscounts)
      .where(eq(bookingDiscounts.code, code))
    return row!.n
  }

  it('50 travellers book at once with 10 uses left: exactly 10 bookings get it', async () => {
    await promoCreated(ctx.app, admin, { code: 'RACE-TEN', total_uses: 10 })
    const people = await travellers(50)
    const quoteIds = await Promise.all(people.map(({ auth }, i) => quoted(auth, 'RACE-TEN', i)))
    const answers = await Promise.all(
      people.map(({ auth }, i) => book(ctx.app, auth, quoteIds[i]!)),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    const refused = answers.filter((answer) => answer.statusCode !== 201)
    expect(refused).toHaveLength(40)
    expect(new Set(refused.map((answer) => `${answer.statusCode} ${answer.json().code}`))).toEqual(
      new Set(['409 PROMO_USED_UP']),
    )
    expect((await promoRow(ctx.app, 'RACE-TEN')).uses).toBe(10)
    expect(await discountsWith('RACE-TEN')).toBe(10)
    const [made] = await ctx.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.status, 'confirmed'))
    expect(made!.n).toBe(10)

    // One of them cancels before pickup: its use goes back, and one more traveller gets it.
    const winner = answers.findIndex((answer) => answer.statusCode === 201)
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${answers[winner]!.json()._id}/cancel`,
      headers: people[winner]!.auth,
    })
    expect(cancel.statusCode).toBe(200)
    expect((await promoRow(ctx.app, 'RACE-TEN')).uses).toBe(9)
    const loser = answers.findIndex((answer) => answer.statusCode === 409)
    const again = await book(ctx.app, people[loser]!.auth, quoteIds[loser]!)
    expect(again.statusCode).toBe(201)
    expect((await promoRow(ctx.app, 'RACE-TEN')).uses).toBe(10)
  })

  it('one traveller booking 5 quotes at once with a once-each code gets it once', async () => {
    await promoCreated(ctx.app, admin, { code: 'ONCE-RACE', per_traveller: 1 })
    const [traveller] = await travellers(1)
    const quoteIds = await Promise.all(
      Array.from({ length: 5 }, (_, i) => quoted(traveller!.auth, 'ONCE-RACE', i)),
    )
    const answers = await Promise.all(quoteIds.map((id) => book(ctx.app, traveller!.auth, id)))
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1)
    expect(
      answers.filter((answer) => answer.json().code === 'PROMO_TRAVELLER_LIMIT_REACHED'),
    ).toHaveLength(4)
    const row = await promoRow(ctx.app, 'ONCE-RACE')
    const [held] = await ctx.database.db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, row.id), isNull(promoRedemptions.releasedAt)))
    expect(held!.n).toBe(1)
  })
})
