/**
 * Promo codes priced, booked and given back (docs/product.md, Promo codes): amounts checked by
 * hand against the demo catalogue (car seat ZCS123-K 7.00 a day, deposit 120.00; stroller
 * ZST405-B 9.00 a day, deposit 150.00; cleaning 3.00 per item; SVQ airport fee 5.00; VAT 21 %
 * included), and the desk's administration, for admins only.
 */
import { and, eq } from 'drizzle-orm'
import {
  bookingDiscounts,
  bookings,
  promoRedemptions,
  reservations,
  staffActions,
} from '../../../src/server/db/schema'
import { signedIn, signedInAs } from '../support/accounts'
import { book, bookingTestApp, checkout, createQuote } from '../support/bookings'
import { carSeatRental, createPromo, priced, promoCreated, promoRow } from './helpers'

const t = bookingTestApp('2027-03-01T10:00:00Z')
let admin: Awaited<ReturnType<typeof signedInAs>>

beforeAll(async () => {
  admin = await signedInAs(t.app, 'admin')
})
beforeEach(() => t.db.delete(reservations))

const rental = (overrides: Record<string, unknown> = {}) => carSeatRental(t.ids, overrides)

const price = (body: unknown, lang = 'en') => priced(t.app, body, { lang })

describe('pricing with a code', () => {
  it('10 % off one car seat for 3 days: 21.00 - 2.10, VAT and total follow', async () => {
    await promoCreated(t.app, admin.auth, { code: 'TEN-OFF', amount: 10 })
    const { status, body } = await price(rental({ promo_code: 'ten-off' }))
    expect(status).toBe(200)
    expect(body.discounts).toEqual([
      {
        code: 'TEN-OFF',
        description: 'Promo code TEN-OFF (10% off)',
        amount: 210,
        percent_off: 10,
      },
    ])
    expect(body).toMatchObject({
      subtotal: 1890,
      fees_total: 800,
      deposit: 12_000,
      // VAT inside 18.90 + 8.00 = 26.90 at 21 %: 4.6686... -> 4.67
      taxes: 467,
      grand_total: 1890 + 800 + 12_000,
    })
    expect(body.items[0].subtotal).toBe(2100)
    const es = await price(rental({ promo_code: 'TEN-OFF' }), 'es')
    expect(es.body.discounts[0].description).toBe('Código promocional TEN-OFF (10 % de descuento)')
  })

  it('5.00 off a car seat and a stroller: subtotal 48.00 - 5.00, fees untouched', async () => {
    await promoCreated(t.app, admin.auth, { code: 'FIVE-EUROS', kind: 'fixed', amount: 500 })
    const { body } = await price(
      rental({ promo_code: 'FIVE-EUROS', gear_ids: [t.ids['ZCS123-K'], t.ids['ZST405-B']] }),
    )
    expect(body.discounts).toEqual([
      { code: 'FIVE-EUROS', description: 'Promo code FIVE-EUROS', amount: 500 },
    ])
    expect(body).toMatchObject({
      subtotal: 4300,
      // cleaning 2 × 3.00 + airport 5.00
      fees_total: 1100,
      deposit: 27_000,
      // VAT inside 43.00 + 11.00 = 54.00: 9.3719... -> 9.37
      taxes: 937,
      grand_total: 4300 + 1100 + 27_000,
    })
  })

  it('a fixed amount above the rental caps at the rental: the total never goes below fees and deposit', async () => {
    await promoCreated(t.app, admin.auth, { code: 'HUGE', kind: 'fixed', amount: 1_000_000 })
    const { body } = await price(rental({ promo_code: 'HUGE' }))
    expect(body.discounts[0].amount).toBe(2100)
    expect(body).toMatchObject({
      subtotal: 0,
      fees_total: 800,
      // VAT inside 8.00: 1.388... -> 1.39
      taxes: 139,
      grand_total: 800 + 12_000,
    })
  })

  it('without a code the answer has no discounts field, as before', async () => {
    const { body } = await price(rental())
    expect(body).not.toHaveProperty('discounts')
    expect(body.subtotal).toBe(2100)
  })
})

describe('booking with a code', () => {
  it('the booking records it under applied discounts; cancelling before pickup gives the use back', async () => {
    await promoCreated(t.app, admin.auth, { code: 'BOOK-ME', amount: 20, total_uses: 1 })
    const traveller = await signedIn(t.app)
    const quote = await createQuote(
      t.app,
      traveller.auth,
      checkout([t.ids['ZCS123-K']], { promo_code: 'BOOK-ME' }),
    )
    // 7 days of a car seat at 6.30 (7.00 less the 10 % week tier) = 44.10; 20 % of it = 8.82.
    expect(quote.json().pricing.items[0].subtotal).toBe(4410)
    expect(quote.json().pricing.discounts).toEqual([expect.objectContaining({ amount: 882 })])
    const booked = await book(t.app, traveller.auth, quote.json()._id)
    expect(booked.statusCode).toBe(201)
    const bookingId = booked.json()._id as string

    const applied = await t.db
      .select()
      .from(bookingDiscounts)
      .where(and(eq(bookingDiscounts.bookingId, bookingId), eq(bookingDiscounts.code, 'BOOK-ME')))
    expect(applied).toEqual([
      expect.objectContaining({ amountCents: 882, appliedAt: expect.any(Date) }),
    ])
    expect((await promoRow(t.app, 'BOOK-ME')).uses).toBe(1)

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: traveller.auth,
    })
    expect(cancelled.statusCode).toBe(200)
    expect((await promoRow(t.app, 'BOOK-ME')).uses).toBe(0)
    const [redemption] = await t.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.bookingId, bookingId))
    expect(redemption!.releasedAt).toEqual(expect.any(Date))
    expect((await price(rental({ promo_code: 'BOOK-ME' }))).status).toBe(200)
  })

  it('a code paused between quote and booking refuses the booking with 409, booking nothing', async () => {
    const { id } = await promoCreated(t.app, admin.auth, { code: 'PAUSED-LATE' })
    const traveller = await signedIn(t.app)
    const quote = await createQuote(
      t.app,
      traveller.auth,
      checkout([t.ids['ZCS123-K']], { promo_code: 'PAUSED-LATE' }),
    )
    await t.app.inject({
      method: 'POST',
      url: `/api/desk/promo-codes/${id}/status`,
      headers: admin.auth,
      payload: { active: false },
    })
    const booked = await book(t.app, traveller.auth, quote.json()._id)
    expect(booked.statusCode).toBe(409)
    expect(booked.json().code).toBe('PROMO_UNKNOWN')
    expect((await promoRow(t.app, 'PAUSED-LATE')).uses).toBe(0)
    const made = await t.db.select().from(bookings).where(eq(bookings.quoteId, quote.json()._id))
    expect(made).toEqual([])
  })
})

describe('the desk administration', () => {
  it('admins create, list and pause, each change in the audit log', async () => {
    const created = await createPromo(t.app, admin.auth, {
      code: 'audit-me',
      categories: ['car_seat', 'stroller'],
      total_uses: 5,
      per_traveller: 2,
      valid_until: '2027-12-31T23:00:00.000Z',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      code: 'AUDIT-ME',
      active: true,
      uses: 0,
      created_by: admin.tokens.user_id,
    })
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/desk/promo-codes',
      headers: admin.auth,
    })
    expect(list.json().promo_codes.map((code: { code: string }) => code.code)).toContain('AUDIT-ME')
    await t.app.inject({
      method: 'POST',
      url: `/api/desk/promo-codes/${created.json().id}/status`,
      headers: admin.auth,
      payload: { active: false },
    })
    const actions = await t.db
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(eq(staffActions.actorId, admin.tokens.user_id))
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['promo_code.create', 'promo_code.pause']),
    )
  })

  it.each([
    ['the same code in another case', { code: 'Audit-Me' }, 409, 'PROMO_CODE_TAKEN'],
    ['a percentage above 100', { code: 'TOO-MUCH', amount: 101 }, 400, 'INVALID_PROMO_CODE'],
    [
      'valid_until not after valid_from',
      { code: 'BACKWARDS', valid_until: '2027-01-01T00:00:00.000Z' },
      400,
      'INVALID_PROMO_CODE',
    ],
    ['odd characters', { code: 'NO SPACES' }, 400, 'VALIDATION_FAILED'],
    ['1,000 characters', { code: 'A'.repeat(1000) }, 400, 'VALIDATION_FAILED'],
    ['an unknown category', { code: 'CATS', categories: ['kayak'] }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_, overrides, status, code) => {
    await promoCreated(t.app, admin.auth, { code: 'AUDIT-ME' }).catch(() => undefined)
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/desk/promo-codes',
      headers: admin.auth,
    })
    const res = await createPromo(t.app, admin.auth, overrides)
    expect(res.statusCode).toBe(status)
    expect(res.json().code).toBe(code)
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/desk/promo-codes',
      headers: admin.auth,
    })
    expect(after.json()).toEqual(before.json())
  })

  it('is for admins only: 403 for a moderator and a traveller, 401 without a session', async () => {
    const moderator = await signedInAs(t.app, 'moderator')
    const traveller = await signedIn(t.app)
    for (const auth of [moderator.auth, traveller.auth]) {
      expect((await createPromo(t.app, auth, { code: 'NOT-YOURS' })).statusCode).toBe(403)
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/desk/promo-codes',
        headers: auth,
      })
      expect(list.statusCode).toBe(403)
    }
    expect((await createPromo(t.app, {}, { code: 'NOT-YOURS' })).statusCode).toBe(401)
  })
})
