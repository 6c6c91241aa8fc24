import { and, count, eq } from 'drizzle-orm'
import { DELIVERY_ADDRESS_MAX_LENGTHS } from '../../../src/shared/domain/delivery'
import { outboxEmails, quotes, reservations } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { book, bookingTestApp, checkout, createQuote } from '../support/bookings'
import { cityAddress, deliveryCheckout, searchedStock } from '../support/delivery'

const suite = bookingTestApp('2027-03-01T10:00:00Z')
const carSeat = () => suite.ids['ZCS123-K']!

/** How many quotes and reservations exist: a refused request must leave both unchanged. */
async function written() {
  const [quoteRows] = await suite.db.select({ n: count() }).from(quotes)
  const [holdRows] = await suite.db.select({ n: count() }).from(reservations)
  return { quotes: quoteRows!.n, holds: holdRows!.n }
}

/** Posts a quote that must be refused; answers its status and body, checking nothing was written. */
async function refused(body: object) {
  const { auth } = await signedIn(suite.app)
  const before = await written()
  const res = await createQuote(suite.app, auth, body)
  expect(await written()).toEqual(before)
  return { status: res.statusCode, body: res.json() }
}

describe('a quote for delivery', () => {
  it('keeps the address, tidied, and holds the units of the location the zone is served from', async () => {
    const { auth } = await signedIn(suite.app)
    const res = await createQuote(
      suite.app,
      auth,
      deliveryCheckout([carSeat()], {
        delivery_address: cityAddress({ street: '  Calle Sierpes ', postal_code: '41 004' }),
      }),
    )
    expect(res.statusCode).toBe(201)
    const quote = res.json()
    expect(quote).toMatchObject({
      pickup_location_code: 'SVQ-CITY',
      pickup_location_name: 'Seville city delivery',
      location_type: 'delivery',
      // Trimmed, and the postal code without its space: the flat's address as written.
      delivery_address: cityAddress(),
    })
    const holds = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.quoteId, quote._id))
    expect(holds.map((hold) => hold.locationCode)).toEqual(['SVQ'])
  })

  it('says a collection point has no address', async () => {
    const { auth } = await signedIn(suite.app)
    const quote = (await createQuote(suite.app, auth, checkout([carSeat()]))).json()
    expect(quote).toMatchObject({ location_type: 'collection', delivery_address: null })
  })

  it('needs an address (422) and refuses one for a collection point (422), writing nothing', async () => {
    const withoutAddress = deliveryCheckout([carSeat()], { delivery_address: undefined })
    expect(await refused(withoutAddress)).toMatchObject({
      status: 422,
      body: { code: 'DELIVERY_ADDRESS_REQUIRED' },
    })
    expect(await refused(checkout([carSeat()], { delivery_address: cityAddress() }))).toMatchObject(
      { status: 422, body: { code: 'DELIVERY_ADDRESS_NOT_EXPECTED' } },
    )
  })

  it("names the zone's area for a postal code outside it, and writes nothing", async () => {
    const { status, body } = await refused(
      deliveryCheckout([carSeat()], { delivery_address: cityAddress({ postal_code: '41092' }) }),
    )
    expect(status).toBe(422)
    expect(body).toMatchObject({
      code: 'POSTAL_CODE_OUTSIDE_ZONE',
      message:
        'We deliver only in Seville city (postal codes 41001 to 41020). Please check the postal code or choose a pickup point.',
      details: [{ path: 'body/delivery_address/postal_code' }],
    })
  })

  it.each([
    [{ postal_code: '4100' }, 'INVALID_POSTAL_CODE', 'postal_code'],
    [{ postal_code: 'SEVIL' }, 'INVALID_POSTAL_CODE', 'postal_code'],
    [{ street: '   ' }, 'ADDRESS_FIELD_REQUIRED', 'street'],
    [{ number: '' }, 'ADDRESS_FIELD_REQUIRED', 'number'],
    [{ city: '' }, 'ADDRESS_FIELD_REQUIRED', 'city'],
    [
      { street: 's'.repeat(DELIVERY_ADDRESS_MAX_LENGTHS.street + 1) },
      'ADDRESS_FIELD_TOO_LONG',
      'street',
    ],
    [
      { instructions: 'i'.repeat(DELIVERY_ADDRESS_MAX_LENGTHS.instructions + 1) },
      'ADDRESS_FIELD_TOO_LONG',
      'instructions',
    ],
  ])('refuses %j with %s on that field, writing nothing', async (change, code, field) => {
    const { status, body } = await refused(
      deliveryCheckout([carSeat()], { delivery_address: cityAddress(change) }),
    )
    expect([status, body.code]).toEqual([422, code])
    expect(body.details).toEqual([
      { path: `body/delivery_address/${field}`, message: expect.any(String) },
    ])
  })

  it('takes every field at its longest', async () => {
    const { auth } = await signedIn(suite.app)
    const longest = Object.fromEntries(
      Object.entries(DELIVERY_ADDRESS_MAX_LENGTHS)
        .filter(([field]) => field !== 'postal_code')
        .map(([field, max]) => [field, 'x'.repeat(max)]),
    )
    const res = await createQuote(
      suite.app,
      auth,
      deliveryCheckout([carSeat()], { delivery_address: cityAddress(longest) }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().delivery_address.instructions).toHaveLength(500)
  })

  it('answers a clear 400 to an address of 10 kB, writing nothing', async () => {
    const { status, body } = await refused(
      deliveryCheckout([carSeat()], {
        delivery_address: cityAddress({ instructions: 'x'.repeat(10_000) }),
      }),
    )
    expect([status, body.code]).toEqual([400, 'VALIDATION_FAILED'])
    expect(body.message).toContain('delivery_address/instructions')
  })

  it('refuses a delivery past its lead time, writing nothing', async () => {
    suite.clock.set('2027-04-08T16:00:00Z')
    expect(await refused(deliveryCheckout([carSeat()]))).toMatchObject({
      status: 422,
      body: { code: 'DELIVERY_LEAD_TIME_PASSED' },
    })
  })
})

describe('changing the address of a quote', () => {
  it('takes a new address with the same checks, only from its owner', async () => {
    const { auth } = await signedIn(suite.app)
    const quote = (await createQuote(suite.app, auth, deliveryCheckout([carSeat()]))).json()
    const patch = (headers: Record<string, string>, payload: object) =>
      suite.app.inject({ method: 'PATCH', url: `/api/quotes/${quote._id}`, headers, payload })

    const moved = await patch(auth, {
      delivery_address: cityAddress({ street: 'Avenida de la Constitución', postal_code: '41001' }),
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().delivery_address).toMatchObject({
      street: 'Avenida de la Constitución',
      postal_code: '41001',
    })

    const outside = await patch(auth, { delivery_address: cityAddress({ postal_code: '41700' }) })
    expect([outside.statusCode, outside.json().code]).toEqual([422, 'POSTAL_CODE_OUTSIDE_ZONE'])

    const stranger = await signedIn(suite.app)
    const theirs = await patch(stranger.auth, { delivery_address: cityAddress({ number: '99' }) })
    expect(theirs.statusCode).toBe(404)

    const phoneOnly = await patch(auth, { phone: '+34 699 000 111' })
    expect(phoneOnly.json().delivery_address.street).toBe('Avenida de la Constitución')
  })

  it('refuses an address on a quote for a collection point', async () => {
    const { auth } = await signedIn(suite.app)
    const quote = (await createQuote(suite.app, auth, checkout([carSeat()]))).json()
    const res = await suite.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote._id}`,
      headers: auth,
      payload: { delivery_address: cityAddress() },
    })
    expect([res.statusCode, res.json().code]).toEqual([422, 'DELIVERY_ADDRESS_NOT_EXPECTED'])
  })
})

describe('a delivery booking', () => {
  // Units of their own, so the quotes above (held for 30 minutes on this clock) leave them free.
  const boosterSeat = () => suite.ids['ZBS311-B']!

  it('keeps the address, shows it to its owner only, and the confirmation email gives it', async () => {
    const traveller = await signedIn(suite.app, { language_preference: 'es' })
    const quote = (
      await createQuote(suite.app, traveller.auth, deliveryCheckout([boosterSeat()]))
    ).json()
    const booked = await book(suite.app, traveller.auth, quote._id)
    expect(booked.statusCode).toBe(201)
    const booking = booked.json()
    expect(booking).toMatchObject({
      location_type: 'delivery',
      delivery_address: { street: 'Calle Sierpes', postal_code: '41004' },
    })
    const own = await suite.app.inject({
      url: `/api/bookings/${booking._id}`,
      headers: traveller.auth,
    })
    expect(own.json().delivery_address).toEqual(booking.delivery_address)
    const stranger = await signedIn(suite.app)
    const theirs = await suite.app.inject({
      url: `/api/bookings/${booking._id}`,
      headers: stranger.auth,
    })
    expect(theirs.statusCode).toBe(404)

    const [email] = await suite.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, traveller.traveller.email),
          eq(outboxEmails.template, 'booking_confirmation'),
        ),
      )
    const line =
      'Entregamos y retiramos el equipo en: Calle Sierpes 12, Apartamentos Giralda, 41004 Sevilla (Second floor, door code 4471)'
    expect(email!.textBody).toContain(line)
    expect(email!.htmlBody).toContain('Calle Sierpes 12')
  })

  it('writes the English confirmation with the address, and none for a pickup at a desk', async () => {
    const traveller = await signedIn(suite.app, { language_preference: 'en' })
    const quote = (
      await createQuote(suite.app, traveller.auth, deliveryCheckout([boosterSeat()]))
    ).json()
    await book(suite.app, traveller.auth, quote._id)
    const atDesk = (await createQuote(suite.app, traveller.auth, checkout([boosterSeat()]))).json()
    await book(suite.app, traveller.auth, atDesk._id)
    const emails = await suite.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, traveller.traveller.email))
    const bodies = emails.map((email) => email.textBody)
    expect(
      bodies.filter((body) =>
        body.includes('We deliver and collect the gear at: Calle Sierpes 12'),
      ),
    ).toHaveLength(1)
  })
})

describe('one pool of units for the airport desk and the city zone', () => {
  it("gives the zone the airport's from-prices", async () => {
    const prices = async (code: string) =>
      (await suite.app.inject({ url: `/api/gear/categories?pickup_location_code=${code}` })).json()
        .items
    const city = await prices('SVQ-CITY')
    expect(city.length).toBeGreaterThan(0)
    expect(city).toEqual(await prices('SVQ'))
  })

  it('booking the last units through the zone leaves none at the airport, and the other way round', async () => {
    // ZST417-Y: 3 units, all at SVQ.
    const stroller = suite.ids['ZST417-Y']!
    const april = { start_date: '2027-04-09', end_date: '2027-04-16' }
    const may = { start_date: '2027-05-10', end_date: '2027-05-12' }
    expect(await searchedStock(suite.app, 'SVQ', 'ZST417-Y', april)).toBe(3)
    expect(await searchedStock(suite.app, 'SVQ-CITY', 'ZST417-Y', april)).toBe(3)

    const viaZone = await signedIn(suite.app)
    const zoneQuote = await createQuote(
      suite.app,
      viaZone.auth,
      deliveryCheckout([stroller, stroller, stroller], april),
    )
    expect((await book(suite.app, viaZone.auth, zoneQuote.json()._id)).statusCode).toBe(201)
    expect(await searchedStock(suite.app, 'SVQ', 'ZST417-Y', april)).toBe(0)
    expect(await searchedStock(suite.app, 'SVQ-CITY', 'ZST417-Y', april)).toBe(0)
    const late = await signedIn(suite.app)
    const refusedAtDesk = await createQuote(suite.app, late.auth, checkout([stroller], april))
    expect([refusedAtDesk.statusCode, refusedAtDesk.json().code]).toEqual([
      409,
      'INSUFFICIENT_STOCK',
    ])

    const atDesk = await signedIn(suite.app)
    const deskQuote = await createQuote(
      suite.app,
      atDesk.auth,
      checkout([stroller, stroller, stroller], { ...may, inbound_flight: null }),
    )
    expect((await book(suite.app, atDesk.auth, deskQuote.json()._id)).statusCode).toBe(201)
    expect(await searchedStock(suite.app, 'SVQ-CITY', 'ZST417-Y', may)).toBe(0)
    const details = await suite.app.inject({
      url:
        `/api/gear/${stroller}?pickup_location_code=SVQ-CITY&start_date=${may.start_date}` +
        `&end_date=${may.end_date}&pickup_time=10:00&return_time=18:00`,
    })
    expect(details.json().available_stock).toBe(0)
    const refusedByZone = await createQuote(suite.app, late.auth, deliveryCheckout([stroller], may))
    expect(refusedByZone.statusCode).toBe(409)
  })
})
