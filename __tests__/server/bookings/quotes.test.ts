import { randomUUID } from 'node:crypto'
import { reservations } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { checkout, createQuote, bookingTestApp } from '../support/bookings'

const suite = bookingTestApp()
beforeEach(async () => {
  await suite.db.delete(reservations)
})

describe('POST /api/quotes', () => {
  it('prices the basket on the server and holds its units for 30 minutes', async () => {
    const { auth, tokens } = await signedIn(suite.app)
    const res = await createQuote(
      suite.app,
      auth,
      checkout([suite.ids['ZCS123-K']!, suite.ids['ZCS123-K']!], { user_id: 'someone-else' }),
    )
    expect(res.statusCode).toBe(201)
    const quote = res.json()
    expect(quote).toMatchObject({
      status: 'pending',
      pickup_location_name: 'Seville Airport (SVQ)',
      phone: '+34 612 345 678',
      inbound_flight: 'BA123',
      expiry: '2027-03-01T10:30:00.000Z',
      booking_id: null,
    })
    expect(quote.pricing.items[0]).toMatchObject({ quantity: 2, applied_price_per_day: 630 })
    const holds = await suite.db.select().from(reservations)
    expect(holds).toEqual([
      expect.objectContaining({
        quantity: 2,
        status: 'held',
        quoteId: quote._id,
        startDate: '2027-04-09',
        // Returned on 16 April, car seats are cleaned for a day: held until the 17th.
        endDate: '2027-04-17',
      }),
    ])
    const mine = await suite.app.inject({ url: `/api/quotes/${quote._id}`, headers: auth })
    expect(mine.json()._id).toBe(quote._id)
    expect(tokens.user_id).toBeDefined()
  })

  it('keeps the flights as airlines print them, with their scheduled times', async () => {
    const { auth } = await signedIn(suite.app)
    const res = await createQuote(
      suite.app,
      auth,
      checkout([suite.ids['ZCS123-K']!], {
        inbound_flight: 'ba 0123',
        arrival_time: '16:05',
        outbound_flight: 'u2 4401',
        departure_time: '09:15',
      }),
    )
    expect(res.json()).toMatchObject({
      inbound_flight: 'BA123',
      arrival_time: '16:05',
      outbound_flight: 'U24401',
      departure_time: '09:15',
    })
  })

  it('holds stock: a second traveller cannot take units held by a quote', async () => {
    const first = await signedIn(suite.app)
    const second = await signedIn(suite.app)
    const six = Array.from({ length: 6 }, () => suite.ids['ZCS123-K']!)
    expect((await createQuote(suite.app, first.auth, checkout(six))).statusCode).toBe(201)
    const refused = await createQuote(suite.app, second.auth, checkout([suite.ids['ZCS123-K']!]))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Not enough stock available. Requested: 1, Available: 0')
    suite.clock.advanceMinutes(31)
    expect(
      (await createQuote(suite.app, second.auth, checkout([suite.ids['ZCS123-K']!]))).statusCode,
    ).toBe(201)
  })

  it.each([
    ['no phone', { phone: '' }, 'PHONE_REQUIRED', 'Phone number is required'],
    ['a bad phone', { phone: 'call me' }, 'INVALID_PHONE', 'Please enter a valid phone number'],
    [
      'a bad inbound flight',
      { inbound_flight: 'flight 7' },
      'INVALID_FLIGHT_NUMBER',
      'Please enter a valid flight number (e.g., BA123)',
    ],
    [
      'a bad outbound flight',
      { outbound_flight: '123456' },
      'INVALID_FLIGHT_NUMBER',
      'Please enter a valid flight number (e.g., BA123)',
    ],
    [
      'an arrival time that is not a time',
      { arrival_time: '25:10' },
      'INVALID_FLIGHT_TIME',
      'Please enter a time like 14:30',
    ],
    [
      '501 characters of notes',
      { notes: 'x'.repeat(501) },
      'NOTES_TOO_LONG',
      'Notes cannot exceed 500 characters',
    ],
    ['a 10 kB phone', { phone: '1'.repeat(10_000) }, 'VALIDATION_FAILED', undefined],
  ])('refuses %s with a 400 and holds nothing', async (_case, change, code, message) => {
    const { auth } = await signedIn(suite.app)
    const res = await createQuote(suite.app, auth, checkout([suite.ids['ZCS123-K']!], change))
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(code)
    if (message) expect(res.json().message).toBe(message)
    expect(await suite.db.select().from(reservations)).toEqual([])
  })

  it('needs a session', async () => {
    const res = await createQuote(suite.app, {}, checkout([suite.ids['ZCS123-K']!]))
    expect([res.statusCode, res.json().message]).toEqual([
      401,
      'Authentication required. Please login first.',
    ])
  })
})

describe('GET and PATCH /api/quotes/:id', () => {
  it("shows nothing of another traveller's quote", async () => {
    const owner = await signedIn(suite.app)
    const quote = (
      await createQuote(suite.app, owner.auth, checkout([suite.ids['ZCS123-K']!]))
    ).json()
    const other = await signedIn(suite.app)
    const res = await suite.app.inject({ url: `/api/quotes/${quote._id}`, headers: other.auth })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(quote.phone)
  })

  it('updates the contact details of a pending quote', async () => {
    const { auth } = await signedIn(suite.app)
    const quote = (await createQuote(suite.app, auth, checkout([suite.ids['ZCS123-K']!]))).json()
    const res = await suite.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote._id}`,
      headers: auth,
      payload: { outbound_flight: 'ib 3102', notes: 'Two car seats please' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      outbound_flight: 'IB3102',
      notes: 'Two car seats please',
      inbound_flight: 'BA123',
    })
  })

  it("answers anyone else's change as for a quote that does not exist, and changes nothing", async () => {
    const owner = await signedIn(suite.app)
    const quote = (
      await createQuote(suite.app, owner.auth, checkout([suite.ids['ZCS123-K']!]))
    ).json()
    const other = await signedIn(suite.app)
    const patch = (id: string) =>
      suite.app.inject({
        method: 'PATCH',
        url: `/api/quotes/${id}`,
        headers: other.auth,
        payload: { notes: 'x' },
      })
    const theirs = await patch(quote._id)
    const missing = await patch(randomUUID())
    expect([theirs.statusCode, theirs.json()]).toEqual([missing.statusCode, missing.json()])
    expect(theirs.statusCode).toBe(404)
    const kept = await suite.app.inject({ url: `/api/quotes/${quote._id}`, headers: owner.auth })
    expect(kept.json().notes).toBe(quote.notes)
  })

  it('answers 400 "Only pending quotes can be updated" once the quote has expired', async () => {
    const { auth } = await signedIn(suite.app)
    const quote = (await createQuote(suite.app, auth, checkout([suite.ids['ZCS123-K']!]))).json()
    suite.clock.advanceMinutes(31)
    const res = await suite.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote._id}`,
      headers: auth,
      payload: { notes: 'x' },
    })
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Only pending quotes can be updated',
    ])
    expect(
      (await suite.app.inject({ url: `/api/quotes/${quote._id}`, headers: auth })).json().status,
    ).toBe('expired')
  })

  it('refuses malformed suite.ids with 400', async () => {
    const { auth } = await signedIn(suite.app)
    expect(
      (await suite.app.inject({ url: '/api/quotes/not-a-uuid', headers: auth })).statusCode,
    ).toBe(400)
  })
})

describe('the seat warnings of a quote (docs/safety.md, The fit rule)', () => {
  const addChild = (auth: Record<string, string>, payload: object) =>
    suite.app.inject({ method: 'POST', url: '/api/users/children', headers: auth, payload })

  it('warns of an infant seat chosen for a 98 cm child, and of a sibling left without a seat', async () => {
    const { auth } = await signedIn(suite.app)
    await addChild(auth, { name: 'Martina', height_cm: 98 })
    const infantSeat = suite.ids['ZCS123-K']!
    const quote = (await createQuote(suite.app, auth, checkout([infantSeat]))).json()
    expect(quote.seat_warnings).toEqual([{ kind: 'fits_no_child', gear_id: infantSeat }])

    await addChild(auth, { name: 'Leo', height_cm: 120 })
    const toddlerSeat = suite.ids['ZCS208-R']!
    const second = (await createQuote(suite.app, auth, checkout([toddlerSeat]))).json()
    expect(second.seat_warnings).toEqual([{ kind: 'child_without_seat', children_without_seat: 1 }])
    const fetched = await suite.app.inject({ url: `/api/quotes/${second._id}`, headers: auth })
    expect(fetched.json().seat_warnings).toEqual(second.seat_warnings)
  })

  it('says nothing when the seats fit, or when the family listed no children', async () => {
    const { auth } = await signedIn(suite.app)
    const toddlerSeat = suite.ids['ZCS208-R']!
    const none = (await createQuote(suite.app, auth, checkout([toddlerSeat]))).json()
    expect(none.seat_warnings).toEqual([])
    await addChild(auth, { name: 'Martina', height_cm: 98 })
    const fits = (await createQuote(suite.app, auth, checkout([toddlerSeat]))).json()
    expect(fits.seat_warnings).toEqual([])
  })
})
