/**
 * Changing a booking with two real server processes on one PostgreSQL database: 20 identical
 * changes with one key make one change; a change racing another family for the last unit, and a
 * change racing a cancellation, each leave one consistent result, and the money adds up.
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { bookingVersions, payments, refunds, reservations } from '../../../src/server/db/schema'
import { moneyMismatches } from '../../../src/server/domains/payments/money-check'
import { checkout } from '../support/bookings'
import { call, startServerPair, type Answer } from '../support/serverPair'
import type { ServerProcess } from '../support/serverProcess'
import { describeOnPostgres } from '../support/testDatabase'
import { keepUnits } from '../support/units'

jest.setTimeout(90_000)

describeOnPostgres('changing a booking across two server processes (PostgreSQL)', () => {
  let pair: Awaited<ReturnType<typeof startServerPair>>
  let a: ServerProcess
  let b: ServerProcess
  let db: Db
  let family: Record<string, string>
  let otherFamily: Record<string, string>
  let gearIds: string[]
  const either = (i: number) => (i % 2 === 0 ? a : b)

  async function signIn(server: ServerProcess, email: string, password: string) {
    const res = await call(server, 'POST', '/api/auth/login', { body: { email, password } })
    return { authorization: `Bearer ${res.body.access_token}` }
  }

  async function booked(
    auth: Record<string, string>,
    gearId: string,
    period: Record<string, string>,
  ) {
    const quoted = await call(a, 'POST', '/api/quotes', {
      headers: auth,
      body: checkout([gearId], period),
    })
    expect(quoted.status).toBe(201)
    const res = await call(b, 'POST', '/api/bookings', {
      headers: auth,
      body: { quote_id: quoted.body._id },
    })
    expect(res.status).toBe(201)
    return res.body as { _id: string; total: number }
  }

  async function pay(bookingId: string) {
    const opened = await call(a, 'POST', `/api/bookings/${bookingId}/checkout`, { headers: family })
    const paid = await call(b, 'POST', `/sandbox/checkout/${opened.body.session_id}/pay`, {
      body: '',
      form: true,
    })
    expect(paid.status).toBe(303)
  }

  const change = (server: ServerProcess, bookingId: string, body: object, key: string) =>
    call(server, 'POST', `/api/bookings/${bookingId}/changes`, {
      headers: { ...family, 'idempotency-key': key },
      body,
    })

  const money = async () => (await moneyMismatches(db)).map((row) => row.reference)

  beforeAll(async () => {
    pair = await startServerPair({ TRUST_PROXY: 'true' })
    ;[a, b] = pair.servers
    db = pair.db
    const search = await call(
      a,
      'GET',
      '/api/gear?pickup_location_code=SVQ&start_date=2027-06-03&end_date=2027-06-06&pickup_time=10:00&return_time=18:00',
    )
    gearIds = (search.body.items as { _id: string; available_stock: number }[])
      .filter((item) => item.available_stock >= 3)
      .map((item) => item._id)
    expect(gearIds.length).toBeGreaterThanOrEqual(3)
    family = await signIn(a, 'traveller@tinytrip.es', 'Traveller#Demo2026')
    otherFamily = await signIn(b, 'admin@tinytrip.es', 'Admin#Demo2026')
  }, 120_000)
  afterAll(async () => {
    expect(await pair?.stop()).toEqual([0, 0])
  })

  it('20 identical changes with one Idempotency-Key make one change', async () => {
    const period = { start_date: '2027-06-03', end_date: '2027-06-06' }
    const booking = await booked(family, gearIds[0]!, period)
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(either(i), booking._id, { end_date: '2027-06-08' }, 'one-change-twenty-times'),
      ),
    )
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([201]))
    expect(new Set(answers.map((res) => res.body.version.number))).toEqual(new Set([1]))
    const [made] = await db
      .select({ n: count() })
      .from(bookingVersions)
      .where(eq(bookingVersions.bookingId, booking._id))
    expect(made?.n).toBe(1)
  })

  it("a change racing another family's booking of the last unit: exactly one gets it", async () => {
    const gearId = gearIds[1]!
    await keepUnits(db, gearId, 2)
    const period = { start_date: '2027-06-10', end_date: '2027-06-13' }
    const booking = await booked(family, gearId, period)
    const [changed, quoted] = await Promise.all([
      change(a, booking._id, { gear_ids: [gearId, gearId] }, 'take-the-last-unit'),
      call(b, 'POST', '/api/quotes', { headers: otherFamily, body: checkout([gearId], period) }),
    ])
    expect([changed.status, quoted.status].sort()).toEqual([201, 409])
    const kept = await db
      .select({ quantity: reservations.quantity })
      .from(reservations)
      .where(
        and(eq(reservations.gearId, gearId), inArray(reservations.status, ['held', 'confirmed'])),
      )
    expect(kept.reduce((sum, row) => sum + row.quantity, 0)).toBe(2)
  })

  it('a change racing a cancellation: one consistent result, all the money back', async () => {
    const period = { start_date: '2027-06-17', end_date: '2027-06-24' }
    const booking = await booked(family, gearIds[2]!, period)
    await pay(booking._id)
    const [changed, cancelled] = await Promise.all([
      change(a, booking._id, { end_date: '2027-06-20' }, 'shorter-or-cancelled'),
      call(b, 'POST', `/api/bookings/${booking._id}/cancel`, { headers: family }),
    ])
    expect(cancelled.status).toBe(200)
    expect([201, 409]).toContain(changed.status)
    if (changed.status === 409) expect(changed.body.code).toBe('ALREADY_CANCELLED')
    const paid = await db.select().from(payments).where(eq(payments.bookingId, booking._id))
    const given = await db.select().from(refunds).where(eq(refunds.bookingId, booking._id))
    expect(given.reduce((sum, r) => sum + r.amountCents, 0)).toBe(
      paid.reduce((sum, p) => sum + (p.receivedCents ?? 0), 0),
    )
    expect(await money()).toEqual([])
  })
})
