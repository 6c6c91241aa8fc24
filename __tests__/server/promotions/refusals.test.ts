/**
 * Promo codes in pricing (docs/product.md, Promo codes): every refusal reason at its edges, and
 * bad codes answered 400 with nothing changed.
 */
import { count } from 'drizzle-orm'
import { quotes, reservations } from '../../../src/server/db/schema'
import { PROMO_REFUSAL_CODES } from '../../../src/shared/domain/promoCodes'
import en from '../../../translations/en/errors.json'
import es from '../../../translations/es/errors.json'
import { signedIn, signedInAs } from '../support/accounts'
import { book, bookingTestApp, checkout, createQuote } from '../support/bookings'
import { carSeatRental, priced, promoCreated, promoRow } from './helpers'

const t = bookingTestApp('2027-03-01T10:00:00Z')
let admin: Record<string, string>

beforeAll(async () => {
  admin = (await signedInAs(t.app, 'admin')).auth
})
beforeEach(() => t.db.delete(reservations))

const rental = (overrides: Record<string, unknown> = {}) => carSeatRental(t.ids, overrides)

const price = (body: unknown, headers: Record<string, string> = {}, lang = 'en') =>
  priced(t.app, body, { headers, lang })

describe('refusal reasons', () => {
  it('PROMO_UNKNOWN for a code nobody created, and for a paused one until it is resumed', async () => {
    expect(await price(rental({ promo_code: 'NOBODY-1' }))).toMatchObject({
      status: 422,
      body: { code: 'PROMO_UNKNOWN', message: expect.stringMatching(/promo code/) },
    })
    const { id } = await promoCreated(t.app, admin, { code: 'PAUSE-ME' })
    const pause = (active: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/desk/promo-codes/${id}/status`,
        headers: admin,
        payload: { active },
      })
    expect((await pause(false)).json()).toMatchObject({ active: false })
    expect((await price(rental({ promo_code: 'PAUSE-ME' }))).body.code).toBe('PROMO_UNKNOWN')
    expect((await pause(true)).json()).toMatchObject({ active: true })
    expect((await price(rental({ promo_code: 'PAUSE-ME' }))).status).toBe(200)
  })

  it('PROMO_NOT_YET_VALID until the very instant valid_from, accepted from then on', async () => {
    await promoCreated(t.app, admin, { code: 'LATER', valid_from: '2027-03-01T10:00:01.000Z' })
    expect((await price(rental({ promo_code: 'LATER' }))).body.code).toBe('PROMO_NOT_YET_VALID')
    t.clock.set('2027-03-01T10:00:01.000Z')
    expect((await price(rental({ promo_code: 'LATER' }))).status).toBe(200)
  })

  it('accepted at the very instant valid_until, PROMO_EXPIRED a millisecond later', async () => {
    await promoCreated(t.app, admin, { code: 'ENDS-NOW', valid_until: '2027-03-01T10:00:00.000Z' })
    expect((await price(rental({ promo_code: 'ENDS-NOW' }))).status).toBe(200)
    t.clock.set('2027-03-01T10:00:00.001Z')
    expect((await price(rental({ promo_code: 'ENDS-NOW' }))).body.code).toBe('PROMO_EXPIRED')
  })

  it('PROMO_RENTAL_TOO_SHORT below the minimum days, accepted at exactly the minimum', async () => {
    await promoCreated(t.app, admin, { code: 'THREE-DAYS', min_rental_days: 3 })
    const short = await price(rental({ promo_code: 'THREE-DAYS', end_date: '2027-04-11' }))
    expect(short).toMatchObject({ status: 422, body: { code: 'PROMO_RENTAL_TOO_SHORT' } })
    const exact = await price(rental({ promo_code: 'THREE-DAYS' }))
    expect(exact.status).toBe(200)
    expect(exact.body.total_days).toBe(3)
  })

  it('PROMO_NOT_FOR_GEAR without gear of its categories; with some, only that gear is discounted', async () => {
    await promoCreated(t.app, admin, { code: 'STROLLERS', categories: ['stroller'], amount: 50 })
    expect((await price(rental({ promo_code: 'STROLLERS' }))).body.code).toBe('PROMO_NOT_FOR_GEAR')
    const mixed = await price(
      rental({ promo_code: 'STROLLERS', gear_ids: [t.ids['ZCS123-K'], t.ids['ZST405-B']] }),
    )
    // Car seat 3 × 7.00 = 21.00, stroller 3 × 9.00 = 27.00: half the stroller, 13.50.
    expect(mixed.body.discounts).toEqual([
      {
        code: 'STROLLERS',
        description: 'Promo code STROLLERS (50% off)',
        amount: 1350,
        percent_off: 50,
      },
    ])
    expect(mixed.body.subtotal).toBe(4800 - 1350)
  })

  it('PROMO_USED_UP once its bookings reach the total use limit', async () => {
    await promoCreated(t.app, admin, { code: 'ONLY-ONE', total_uses: 1 })
    const traveller = await signedIn(t.app)
    const quote = await createQuote(
      t.app,
      traveller.auth,
      checkout([t.ids['ZCS123-K']], { promo_code: 'ONLY-ONE' }),
    )
    expect(quote.statusCode).toBe(201)
    expect((await price(rental({ promo_code: 'ONLY-ONE' }))).status).toBe(200)
    expect((await book(t.app, traveller.auth, quote.json()._id)).statusCode).toBe(201)
    expect(await price(rental({ promo_code: 'ONLY-ONE' }))).toMatchObject({
      status: 422,
      body: { code: 'PROMO_USED_UP' },
    })
  })

  it('PROMO_TRAVELLER_LIMIT_REACHED for the traveller who used it up, not for anyone else', async () => {
    await promoCreated(t.app, admin, { code: 'ONCE-EACH', per_traveller: 1 })
    const first = await signedIn(t.app)
    const body = checkout([t.ids['ZCS123-K']], { promo_code: 'ONCE-EACH' })
    const quote = await createQuote(t.app, first.auth, body)
    expect((await book(t.app, first.auth, quote.json()._id)).statusCode).toBe(201)

    const again = await createQuote(t.app, first.auth, body)
    expect(again.statusCode).toBe(422)
    expect(again.json().code).toBe('PROMO_TRAVELLER_LIMIT_REACHED')
    expect((await price(rental({ promo_code: 'ONCE-EACH' }), first.auth)).body.code).toBe(
      'PROMO_TRAVELLER_LIMIT_REACHED',
    )
    const other = await signedIn(t.app)
    expect((await createQuote(t.app, other.auth, body)).statusCode).toBe(201)
  })

  it('has each reason in English and Spanish in the error catalogue', () => {
    const english: Record<string, string> = en.codes
    const spanish: Record<string, string> = es.codes
    for (const code of PROMO_REFUSAL_CODES) {
      expect(english[code]).toEqual(expect.any(String))
      expect(spanish[code]).toEqual(expect.any(String))
      expect(spanish[code]).not.toBe(english[code])
    }
  })
})

describe('bad codes', () => {
  it.each([
    ['odd characters', 'SUMMER 10!'],
    ['a quote mark', "X'--"],
    ['too short', 'AB'],
    ['1,000 characters', 'A'.repeat(1000)],
    ['an empty string', ''],
  ])('%s: 400 VALIDATION_FAILED on pricing and quotes, nothing written', async (_, code) => {
    const [before] = await t.db.select({ n: count() }).from(quotes)
    const priced = await price(rental({ promo_code: code }))
    expect(priced.status).toBe(400)
    expect(priced.body.code).toBe('VALIDATION_FAILED')
    const traveller = await signedIn(t.app)
    const quote = await createQuote(
      t.app,
      traveller.auth,
      checkout([t.ids['ZCS123-K']], { promo_code: code }),
    )
    expect(quote.statusCode).toBe(400)
    const [after] = await t.db.select({ n: count() }).from(quotes)
    expect(after!.n).toBe(before!.n)
  })

  it('a code of another case is the same code, and counts nothing when only priced', async () => {
    await promoCreated(t.app, admin, { code: 'MIXED-case' })
    const priced = await price(rental({ promo_code: 'mixed-CASE' }))
    expect(priced.body.discounts[0].code).toBe('MIXED-CASE')
    expect((await promoRow(t.app, 'MIXED-CASE')).uses).toBe(0)
  })
})
