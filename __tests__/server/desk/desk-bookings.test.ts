/**
 * The desk's day lists, lookup, attention list and booking view, and who may see them.
 */
import { randomUUID } from 'node:crypto'
import { redactUrl } from '../../../src/server/logging'
import { bookedTraveller, bookingTestApp, payThroughSandbox } from '../support/bookings'
import { deskRequests, everyRole, newKey } from './helpers'

// Before the bookings' pickup on 2027-04-09 (10:00 in Seville) and return on 2027-04-16 (18:00).
const suite = bookingTestApp('2027-03-01T10:00:00Z')
const desk = deskRequests(() => suite.app)
let roles: Awaited<ReturnType<typeof everyRole>>

beforeAll(async () => {
  roles = await everyRole(suite.app)
})

describe('who may use the desk', () => {
  it('lets moderators and admins read, and only admins change', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const reads = [
      (auth: Record<string, string>) => desk.day(auth),
      (auth: Record<string, string>) => desk.search(auth, `q=${booking.reference}`),
      (auth: Record<string, string>) => desk.attention(auth),
      (auth: Record<string, string>) => desk.detail(auth, booking._id),
      (auth: Record<string, string>) => desk.byReference(auth, booking.reference),
    ]
    const adminOnly = [
      (auth: Record<string, string>) => desk.staff(auth),
      (auth: Record<string, string>) => desk.audit(auth),
      (auth: Record<string, string>) =>
        desk.changeRole(auth, { email: 'nobody-here@example.com', role: 'moderator' }),
      (auth: Record<string, string>) => desk.refund(auth, booking._id, { amount: 100 }),
    ]
    for (const read of reads) {
      expect((await read(roles.guest)).statusCode).toBe(401)
      expect((await read(roles.traveller)).statusCode).toBe(403)
      expect((await read(roles.moderator)).statusCode).toBe(200)
      expect((await read(roles.admin)).statusCode).toBe(200)
    }
    for (const change of adminOnly) {
      expect((await change(roles.guest)).statusCode).toBe(401)
      expect((await change(roles.traveller)).statusCode).toBe(403)
      expect((await change(roles.moderator)).statusCode).toBe(403)
      // The admin gets past the door: 200, or the answer about the request itself.
      expect([200, 404, 409]).toContain((await change(roles.admin)).statusCode)
    }
    const cancel = (auth: Record<string, string>) =>
      desk.cancel(auth, booking._id, { reason: 'Flight cancelled', payment_status: 'unpaid' })
    expect((await cancel(roles.guest)).statusCode).toBe(401)
    expect((await cancel(roles.traveller)).statusCode).toBe(403)
    expect((await cancel(roles.moderator)).statusCode).toBe(403)
    expect((await desk.detail(roles.admin, booking._id)).json().status).toBe('confirmed')
    expect((await cancel(roles.admin)).statusCode).toBe(200)
  })
})

describe('the day at a location', () => {
  it('lists a booking under Pickups on its pickup day and Returns on its return day', async () => {
    const { booking, traveller } = await bookedTraveller(suite.app, [
      suite.ids['ZCS123-K']!,
      suite.ids['ZCS123-K']!,
      suite.ids['ZST405-B']!,
    ])
    const pickups = (await desk.day(roles.moderator, 'location=SVQ&date=2027-04-09')).json()
    const row = pickups.pickups.find((b: { id: string }) => b.id === booking._id)
    expect(row).toMatchObject({
      reference: booking.reference,
      pickup_time: '10:00',
      traveller: {
        first_name: 'Lucía',
        last_name: 'García',
        email: traveller.email,
        phone: '+34 612 345 678',
      },
      inbound_flight: 'BA123',
      notes: 'Twins, arriving late',
      paid: false,
      unit_count: 3,
      flags: { unpaid: true, no_show: false, late_return: false, deposit_missing: false },
    })
    expect(row.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gear_code: 'ZCS123-K', quantity: 2 }),
        expect.objectContaining({ gear_code: 'ZST405-B', quantity: 1 }),
      ]),
    )
    expect(pickups.returns.map((b: { id: string }) => b.id)).not.toContain(booking._id)
    const returns = (await desk.day(roles.moderator, 'location=SVQ&date=2027-04-16')).json()
    expect(returns.returns.map((b: { id: string }) => b.id)).toContain(booking._id)
  })

  it("defaults to today on the location's clock and flags a paid no-show after the grace period", async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    await payThroughSandbox(suite.app, auth, booking._id)
    // 09:30 in Seville (UTC+2 in April): before the 10:00 pickup.
    suite.clock.set('2027-04-09T07:30:00Z')
    const before = (await desk.day(roles.moderator)).json()
    expect(before.date).toBe('2027-04-09')
    const row = () => before.pickups.find((b: { id: string }) => b.id === booking._id)
    expect(row()).toMatchObject({ paid: true, flags: { no_show: false, unpaid: false } })
    // 11:31: the pickup time plus the 90 minutes of grace has passed, nothing handed out.
    suite.clock.set('2027-04-09T09:31:00Z')
    const after = (await desk.day(roles.moderator)).json()
    expect(after.pickups.find((b: { id: string }) => b.id === booking._id).flags.no_show).toBe(true)
    expect(after.counts.no_shows).toBeGreaterThanOrEqual(1)
    expect(after.counts.pickups).toBe(after.pickups.length)
  })

  it('leaves out cancelled bookings', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!], {
      start_date: '2027-04-20',
      end_date: '2027-04-22',
    })
    await desk.cancel(roles.admin, booking._id, {
      reason: 'Desk closed for works',
      payment_status: 'unpaid',
    })
    const day = (await desk.day(roles.moderator, 'location=SVQ&date=2027-04-20')).json()
    expect(day.pickups.map((b: { id: string }) => b.id)).not.toContain(booking._id)
  })

  it('answers 404 for an unknown location and 400 for a malformed date', async () => {
    expect((await desk.day(roles.moderator, 'location=XXX')).json().code).toBe('NOT_FOUND')
    expect((await desk.day(roles.moderator, 'location=SVQ&date=2027-4-9')).statusCode).toBe(400)
  })
})

describe('lookup', () => {
  it('finds a booking by part of its reference, email, last name without accents, or phone', async () => {
    const tag = randomUUID().replace(/\d/g, '').slice(0, 6)
    const { booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!], {
      phone: '+34 699 123 987',
    })
    const { booking: other } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    await suite.db.execute(
      `update users set last_name = 'Ibáñez ${tag}' where email = '${traveller.email}'`,
    )
    const ids = async (q: string) =>
      (await desk.search(roles.moderator, `q=${encodeURIComponent(q)}`))
        .json()
        .items.map((b: { id: string }) => b.id)
    expect(await ids(booking.reference.slice(3).toLowerCase())).toEqual([booking._id])
    expect(await ids(traveller.email.slice(0, 17).toUpperCase())).toEqual([booking._id])
    expect(await ids(`ibanez ${tag}`)).toEqual([booking._id])
    expect(await ids(`IBÁÑEZ ${tag.toUpperCase()}`)).toEqual([booking._id])
    expect(await ids('699-123-987')).toContain(booking._id)
    expect(await ids('699-123-987')).not.toContain(other._id)
    expect(await ids(`%${tag}`)).toEqual([])
  })

  it('keeps what was looked up out of the request log', () => {
    expect(redactUrl('/api/desk/bookings/search?q=garcia&limit=5')).toBe(
      '/api/desk/bookings/search?q=%5Bredacted%5D&limit=5',
    )
  })

  it('pages through results', async () => {
    const first = (await desk.search(roles.moderator, 'q=garc&limit=1')).json()
    expect(first.items).toHaveLength(1)
    const second = (
      await desk.search(roles.moderator, `q=garc&limit=1&cursor=${first.next_cursor}`)
    ).json()
    expect(second.items[0].id).not.toBe(first.items[0].id)
    expect((await desk.search(roles.moderator, 'q=garc&cursor=nonsense')).statusCode).toBe(400)
  })
})

describe('a booking at the desk', () => {
  it('opens by id or reference, and answers 404 for an unknown one', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    expect(
      (await desk.byReference(roles.moderator, booking.reference.toLowerCase())).json().id,
    ).toBe(booking._id)
    expect((await desk.byReference(roles.moderator, 'TT-NOPE00')).statusCode).toBe(404)
    expect((await desk.detail(roles.moderator, randomUUID())).statusCode).toBe(404)
    expect((await desk.refund(roles.admin, randomUUID(), { amount: 100 })).statusCode).toBe(404)
    expect(
      (
        await desk.cancel(
          roles.admin,
          randomUUID(),
          { reason: 'x', payment_status: 'unpaid' },
          newKey(),
        )
      ).statusCode,
    ).toBe(404)
  })
})

describe('bookings needing attention', () => {
  it('lists an unpaid booking near its pickup, with what to do in the language asked', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!], {
      start_date: '2027-03-02',
      end_date: '2027-03-04',
    })
    const list = (await desk.attention(roles.moderator)).json()
    const item = list.items.find((i: { booking: { id: string } }) => i.booking.id === booking._id)
    expect(item).toMatchObject({
      kind: 'unpaid_near_pickup',
      action: expect.stringContaining('Not paid'),
    })
    const es = (
      await suite.app.inject({
        url: '/api/desk/bookings/attention?location=SVQ&lang=es',
        headers: roles.moderator,
      })
    ).json()
    expect(
      es.items.find((i: { booking: { id: string } }) => i.booking.id === booking._id).action,
    ).toContain('sin pagar')
  })

  it('leaves out unpaid bookings whose pickup is far away', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!], {
      start_date: '2027-03-20',
      end_date: '2027-03-22',
    })
    const list = (await desk.attention(roles.moderator)).json()
    expect(list.items.map((i: { booking: { id: string } }) => i.booking.id)).not.toContain(
      booking._id,
    )
  })
})
