/**
 * The desk's side of delivery: the deliveries and collections of the zones a location serves,
 * in the day's lists and in a driver's run, and the handover of a delivery with that
 * location's units.
 */
import { eq } from 'drizzle-orm'
import { bookings } from '../../../src/server/db/schema'
import { bookedTraveller } from '../support/bookings'
import { handoverSuite, paidBooking, PICKUP_MORNING, suggestedUnits } from './handover-helpers'
import type { Auth } from './helpers'
import { cityAddress, deliveryCheckout } from '../support/delivery'

const setup = handoverSuite()
const { suite, desk, handover, free } = setup
const DAY = '2027-04-09'

const delivery = (gearCode: string, overrides: Record<string, unknown>, postalCode: string) => {
  const { gear_ids: _ids, ...rest } = deliveryCheckout([], {
    delivery_address: cityAddress({ postal_code: postalCode }),
    ...overrides,
  })
  return bookedTraveller(suite.app, [suite.ids[gearCode]!], rest)
}

const run = (auth: Auth, query: string) =>
  suite.app.inject({ url: `/api/desk/run?${query}`, headers: auth })

const references = (list: { reference: string }[]) => list.map((row) => row.reference)

describe("the day's deliveries and collections from SVQ", () => {
  let ids: Record<'a' | 'b' | 'c' | 'd' | 'cancelled' | 'atDesk', string>
  const reference: Record<string, string> = {}

  beforeAll(async () => {
    const made = {
      a: await delivery('ZHC601-S', { pickup_time: '10:00' }, '41010'),
      b: await delivery('ZHC601-S', { pickup_time: '09:30' }, '41020'),
      c: await delivery('ZHC601-S', { pickup_time: '10:00' }, '41001'),
      // Collected on the day: delivered on the 5th, collected at 09:45.
      d: await delivery(
        'ZBS142-C',
        { start_date: '2027-04-05', end_date: DAY, return_time: '09:45' },
        '41015',
      ),
      cancelled: await delivery('ZBS142-C', { pickup_time: '09:00' }, '41002'),
      atDesk: await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!]),
    }
    await suite.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, made.cancelled.booking._id))
    ids = Object.fromEntries(
      Object.entries(made).map(([key, value]) => [key, value.booking._id]),
    ) as typeof ids
    for (const value of Object.values(made)) reference[value.booking._id] = value.booking.reference
  })

  it('lists them beside pickups and returns, in run order, with address and zone', async () => {
    const res = await desk.day(setup.roles.moderator, `location=SVQ&date=${DAY}`)
    expect(res.statusCode).toBe(200)
    const day = res.json()
    expect(references(day.deliveries)).toEqual([ids.b, ids.c, ids.a].map((id) => reference[id]))
    expect(references(day.collections)).toEqual([reference[ids.d]])
    expect(references(day.pickups)).toEqual([reference[ids.atDesk]])
    expect(day.deliveries[0]).toMatchObject({
      pickup_location_code: 'SVQ-CITY',
      location_type: 'delivery',
      pickup_time: '09:30',
      delivery_address: { street: 'Calle Sierpes', number: '12', postal_code: '41020' },
    })
    expect(day.pickups[0]).toMatchObject({ location_type: 'collection', delivery_address: null })
    const sja = (await desk.day(setup.roles.moderator, `location=SJA&date=${DAY}`)).json()
    expect([sja.deliveries, sja.collections]).toEqual([[], []])
  })

  it("sorts a driver's run by window, then postal code, deliveries and collections together", async () => {
    const res = await run(setup.roles.moderator, `location=SVQ&date=${DAY}&lang=es`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ location_code: 'SVQ', time_zone: 'Europe/Madrid', date: DAY })
    expect(
      body.stops.map((stop: { kind: string; window: object; booking: { reference: string } }) => [
        stop.kind,
        stop.window,
        stop.booking.reference,
      ]),
    ).toEqual([
      ['delivery', { from: '09:30', until: '10:00' }, reference[ids.b]],
      ['collection', { from: '09:45', until: '10:15' }, reference[ids.d]],
      ['delivery', { from: '10:00', until: '10:30' }, reference[ids.c]],
      ['delivery', { from: '10:00', until: '10:30' }, reference[ids.a]],
    ])
    expect(body.stops[0].booking.items[0].name).toBe('Trona Stokke Clikk')
    const otherDay = await run(setup.roles.moderator, 'location=SVQ&date=2027-04-10')
    expect(otherDay.json().stops).toEqual([])
  })

  it('is for moderators and admins only', async () => {
    const query = `location=SVQ&date=${DAY}`
    expect((await run(setup.roles.guest, query)).statusCode).toBe(401)
    expect((await run(setup.roles.traveller, query)).statusCode).toBe(403)
    expect((await run(setup.roles.admin, query)).statusCode).toBe(200)
    expect((await run(setup.roles.moderator, 'location=NOPE')).statusCode).toBe(404)
    expect((await run(setup.roles.moderator, 'location=SVQ&date=2027-02-30')).statusCode).toBe(400)
  })

  it("puts unpaid deliveries near their day on SVQ's attention list", async () => {
    suite.clock.set('2027-04-08T10:00:00Z')
    const { items } = (await desk.attention(setup.roles.moderator)).json()
    const unpaid = items
      .filter((item: { kind: string }) => item.kind === 'unpaid_near_pickup')
      .map((item: { booking: { reference: string } }) => item.booking.reference)
    expect(unpaid).toEqual(expect.arrayContaining([ids.a, ids.b, ids.c].map((id) => reference[id])))
    expect(unpaid).not.toContain(reference[ids.cancelled])
  })

  it("shows the address on the desk's booking detail", async () => {
    const detail = (await desk.detail(setup.roles.moderator, ids.c)).json()
    expect(detail).toMatchObject({
      location_type: 'delivery',
      delivery_address: { postal_code: '41001', instructions: 'Second floor, door code 4471' },
    })
  })
})

describe('the handover of a delivery', () => {
  it("goes out and comes back with SVQ's units, as at the counter", async () => {
    const seat = suite.ids['ZCS208-R']!
    const { gear_ids: _ids, ...toTheFlat } = deliveryCheckout([])
    const { booking } = await paidBooking(suite.app, [seat], toTheFlat)
    expect(booking.pickup_location_code).toBe('SVQ-CITY')
    suite.clock.set(PICKUP_MORNING)
    const freeBefore = await free(seat, DAY, '2027-04-16')
    const options = (await handover.options(setup.roles.moderator, booking._id)).json()
    const tags = options.items[0].free_units.map((unit: { asset_tag: string }) => unit.asset_tag)
    expect(tags.length).toBeGreaterThan(0)
    expect(tags.every((tag: string) => tag.startsWith('SVQ-'))).toBe(true)

    const suggested = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    const out = await handover.checkOut(setup.roles.moderator, booking._id, [
      { unit_id: suggested[0]! },
    ])
    expect(out.statusCode).toBe(200)
    expect(out.json()).toMatchObject({ can_check_in: true, handed_out_at: expect.any(String) })
    // The booking already held its unit: handing it out takes nothing more from the pool.
    expect(await free(seat, DAY, '2027-04-16')).toBe(freeBefore)

    const back = await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: suggested[0]!, outcome: 'fine' },
    ])
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ status: 'completed', can_check_in: false })
  })
})
