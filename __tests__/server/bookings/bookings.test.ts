import { eq } from 'drizzle-orm'
import { bookings, outboxEmails, reservations } from '../../../src/server/db/schema'
import { emailsTo, signedIn } from '../support/accounts'
import { book, bookedTraveller, checkout, createQuote, bookingTestApp } from '../support/bookings'

const suite = bookingTestApp()

describe('POST /api/bookings', () => {
  it('books a quote: reference, cancellation deadline, discounts, held units and an email', async () => {
    const { booking, traveller, quote } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    expect(booking).toMatchObject({
      status: 'confirmed',
      payment_status: 'unpaid',
      quote_id: quote._id,
      pickup_location_name: 'Seville Airport (SVQ)',
      time_zone: 'Europe/Madrid',
      total: quote.pricing.grand_total,
      // Pickup 10:00 in Seville on 9 April (summer time, UTC+2) minus 24 hours.
      cancellation_deadline: '2027-04-08T08:00:00.000Z',
      can_cancel: true,
      payment_due: '2027-03-01T10:45:00.000Z',
      applied_discounts: [
        { code: 'LONG_RENTAL_7D', amount: 70 * 7, applied_at: expect.any(String) },
      ],
      refund: null,
    })
    expect(booking.reference).toMatch(/^TT-[A-HJ-NP-Z2-9]{6}$/)
    const held = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.bookingId, booking._id))
    expect(held).toEqual([
      expect.objectContaining({ status: 'held', expiresAt: new Date('2027-03-01T10:45:00Z') }),
    ])
    const emails = await emailsTo(suite.app, traveller.email)
    expect(emails.map((email) => email.template)).toContain('booking_confirmation')
    expect(emails.find((e) => e.template === 'booking_confirmation')?.textBody).toContain(
      booking.reference,
    )
  })

  it('answers the same booking when a quote is booked again', async () => {
    const { auth, booking, quote } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    const again = await book(suite.app, auth, quote._id)
    expect(again.statusCode).toBe(200)
    expect(again.json()._id).toBe(booking._id)
  })

  it('makes a retried request with the same Idempotency-Key answer the first booking', async () => {
    const { auth } = await signedIn(suite.app)
    const quote = (await createQuote(suite.app, auth, checkout([suite.ids['ZTC502-J']!]))).json()
    const first = await book(suite.app, auth, quote._id, 'retry-key-0001')
    const retry = await book(suite.app, auth, quote._id, 'retry-key-0001')
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201])
    expect(retry.json()).toEqual(first.json())
    const other = (await createQuote(suite.app, auth, checkout([suite.ids['ZTC518-B']!]))).json()
    const reused = await book(suite.app, auth, other._id, 'retry-key-0001')
    expect([reused.statusCode, reused.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED'])
  })

  it("never answers another traveller's booking for an Idempotency-Key they both use", async () => {
    const first = await signedIn(suite.app)
    const second = await signedIn(suite.app)
    const quoteOf = async (auth: Record<string, string>) =>
      (await createQuote(suite.app, auth, checkout([suite.ids['ZBS311-B']!]))).json()._id
    const mine = await book(suite.app, first.auth, await quoteOf(first.auth), 'shared-key-0001')
    const theirs = await book(suite.app, second.auth, await quoteOf(second.auth), 'shared-key-0001')
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201])
    expect(theirs.json()._id).not.toBe(mine.json()._id)
    expect(theirs.body).not.toContain(mine.json().reference)
  })

  it('refuses an expired quote with 409', async () => {
    const { auth } = await signedIn(suite.app)
    const quote = (await createQuote(suite.app, auth, checkout([suite.ids['ZHC601-S']!]))).json()
    suite.clock.advanceMinutes(31)
    const res = await book(suite.app, auth, quote._id)
    expect([res.statusCode, res.json().code]).toEqual([409, 'QUOTE_EXPIRED'])
  })

  it("never books another traveller's quote, and says nothing about it", async () => {
    const owner = await signedIn(suite.app)
    const quote = (
      await createQuote(suite.app, owner.auth, checkout([suite.ids['ZHC601-S']!]))
    ).json()
    const other = await signedIn(suite.app)
    const res = await book(suite.app, other.auth, quote._id)
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(quote.phone)
  })

  it.each([
    ['a malformed quote id', { quote_id: 'abc' }, {}],
    ['no quote id', {}, {}],
    [
      'a hostile idempotency key',
      { quote_id: '00000000-0000-4000-8000-000000000000' },
      { 'idempotency-key': '<script>' },
    ],
  ])('refuses %s with 400', async (_case, payload, headers) => {
    const { auth } = await signedIn(suite.app)
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...auth, ...headers },
      payload,
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('reading bookings', () => {
  it('shows a booking to its traveller by id and by reference, and to nobody else', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    expect(
      (await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })).json()
        .reference,
    ).toBe(booking.reference)
    const byReference = await suite.app.inject({
      url: `/api/bookings/reference/${booking.reference}`,
      headers: auth,
    })
    expect(byReference.json()._id).toBe(booking._id)
    const other = await signedIn(suite.app)
    for (const url of [
      `/api/bookings/${booking._id}`,
      `/api/bookings/reference/${booking.reference}`,
    ]) {
      const res = await suite.app.inject({ url, headers: other.auth })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain(booking.phone)
    }
  })

  it('lists upcoming and past bookings', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZBS311-B']!])
    const before = (await suite.app.inject({ url: '/api/bookings', headers: auth })).json()
    expect(before.upcoming.map((b: { _id: string }) => b._id)).toEqual([booking._id])
    expect(before.past).toEqual([])
    suite.clock.set('2027-05-01T10:00:00Z')
    const after = (await suite.app.inject({ url: '/api/bookings', headers: auth })).json()
    expect(after.past.map((b: { _id: string }) => b._id)).toEqual([booking._id])
  })

  it.each(['cancelled', 'refunded'] as const)(
    'lists a %s booking under past, not upcoming',
    async (status) => {
      const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZBS311-B']!])
      await suite.db.update(bookings).set({ status }).where(eq(bookings.id, booking._id))
      const list = (await suite.app.inject({ url: '/api/bookings', headers: auth })).json()
      expect(list.upcoming).toEqual([])
      expect(list.past.map((b: { _id: string }) => b._id)).toEqual([booking._id])
    },
  )

  it('keeps one outbox row per email', async () => {
    const rows = await suite.db.select().from(outboxEmails)
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length)
    expect((await suite.db.select().from(bookings)).length).toBeGreaterThan(0)
  })
})
