/**
 * A late or cancelled flight (docs/desk.md, Flights): the family tells it from its booking or
 * the emailed link, a flight data provider through the signed port, the desk notes it; the
 * no-show time follows, the desk's day shows it, a cancelled flight may be cancelled free.
 */
import { eq } from 'drizzle-orm'
import { flightUpdates, outboxEmails } from '../../../src/server/db/schema'
import { signPayload } from '../../../src/server/webhook-signature'
import { latestEmail, randomAddress, signedIn } from '../support/accounts'
import { handoverSuite, paidBooking } from '../desk/handover-helpers'

const SECRET = 'flight-status-test-secret'
const setup = handoverSuite({ FLIGHT_STATUS_SECRET: SECRET })
const { suite, desk, handover } = setup
// Pickup Friday 2027-04-09 at 10:00 in Seville (UTC+2); the desk closes at 23:30.
const onTime = { inbound_flight: 'ba 0123', arrival_time: '09:40' }

const report = (auth: Record<string, string>, id: string, payload: object) =>
  suite.app.inject({ method: 'POST', url: `/api/bookings/${id}/flight`, headers: auth, payload })
const pickupRow = async (id: string) =>
  (await desk.day(setup.roles.moderator, 'location=SVQ&date=2027-04-09'))
    .json()
    .pickups.find((row: { id: string }) => row.id === id)
const linkOf = async (email: string) => {
  const text = (
    await suite.app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))
  )
    .map((row) => row.textBody)
    .join('\n')
  return /\/flight#([^\s]+)/.exec(text)![1]!
}

describe('the family says the flight lands late', () => {
  it('moves the no-show time to the new arrival plus the grace period, and the desk sees it', async () => {
    const { auth, booking, traveller } = await paidBooking(
      suite.app,
      [suite.ids['ZST417-Y']!],
      onTime,
    )
    expect((await pickupRow(booking._id)).no_show_from).toBe('2027-04-09T09:30:00.000Z')

    suite.clock.set('2027-04-09T10:05:00Z')
    const told = await report(auth, booking._id, { status: 'delayed', arrival_time: '16:40' })
    expect(told.statusCode).toBe(200)
    expect(told.json()).toMatchObject({
      inbound_flight: 'BA123',
      flight_news: {
        status: 'delayed',
        reported_by: 'family',
        reported_at: '2027-04-09T10:05:00.000Z',
      },
      expected_arrival_at: '2027-04-09T14:40:00.000Z',
    })
    const row = await pickupRow(booking._id)
    expect(row).toMatchObject({
      expected_arrival_at: '2027-04-09T14:40:00.000Z',
      no_show_from: '2027-04-09T16:10:00.000Z',
      flags: { no_show: false },
    })
    expect((await latestEmail(suite.app, traveller.email)).subject).toBe(
      `We will wait for you: booking ${booking.reference}`,
    )

    suite.clock.set('2027-04-09T16:09:00Z')
    expect((await handover.noShow(setup.roles.moderator, booking._id)).json().code).toBe(
      'NOT_A_NO_SHOW',
    )
    const attention = async () =>
      (await desk.attention(setup.roles.moderator))
        .json()
        .items.map((item: { kind: string; booking: { id: string } }) => [
          item.kind,
          item.booking.id,
        ])
    expect(await attention()).not.toContainEqual(['no_show_due', booking._id])
    suite.clock.set('2027-04-09T16:11:00Z')
    expect(await attention()).toContainEqual(['no_show_due', booking._id])
    expect((await handover.noShow(setup.roles.moderator, booking._id)).statusCode).toBe(200)
  })

  it('without a new time holds the no-show until the desk closes that day', async () => {
    const { auth, booking } = await paidBooking(suite.app, [suite.ids['ZST405-B']!], onTime)
    suite.clock.set('2027-04-09T08:00:00Z')
    expect((await report(auth, booking._id, { status: 'delayed' })).statusCode).toBe(200)
    expect(await pickupRow(booking._id)).toMatchObject({
      expected_arrival_at: null,
      no_show_from: '2027-04-09T21:30:00.000Z',
    })
  })

  it('refuses an arrival two days later, another family, and a report that is not one', async () => {
    const { auth, booking } = await paidBooking(suite.app, [suite.ids['ZCS123-K']!], onTime)
    const late = { status: 'delayed', arrival_date: '2027-04-11', arrival_time: '10:00' }
    expect((await report(auth, booking._id, late)).json().code).toBe('INVALID_ARRIVAL')
    const stranger = await signedIn(suite.app)
    const theirs = await report(stranger.auth, booking._id, { status: 'cancelled' })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.body).not.toContain('BA123')
    expect((await report(auth, booking._id, { status: 'bumpy' })).statusCode).toBe(400)
  })
})

describe('a cancelled flight', () => {
  it('lets the family cancel within 24 hours of pickup, the payment refunded in full', async () => {
    const { auth, booking } = await paidBooking(suite.app, [suite.ids['ZCS208-R']!], onTime)
    suite.clock.set('2027-04-09T06:00:00Z')
    const refused = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    expect(refused.json().code).toBe('CANCELLATION_WINDOW_CLOSED')
    expect((await report(auth, booking._id, { status: 'cancelled' })).statusCode).toBe(200)
    const cancelled = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
    expect(cancelled.json().refund.amount).toBe(booking.total - booking.pricing.deposit)
  })
})

describe('the emailed link', () => {
  it('shows and changes only the booking’s own flight, until the gear is due back', async () => {
    const { booking, traveller } = await paidBooking(suite.app, [suite.ids['ZBS142-C']!], onTime)
    const token = await linkOf(traveller.email)
    const view = await suite.app.inject({
      method: 'POST',
      url: '/api/flight-links/view',
      payload: { token },
    })
    expect(Object.keys(view.json()).sort()).toEqual(
      [
        'arrival_time',
        'can_report',
        'departure_time',
        'expected_arrival_at',
        'flight_news',
        'inbound_flight',
        'pickup_time',
        'start_date',
        'time_zone',
      ].sort(),
    )
    expect(view.body).not.toContain(traveller.email)
    expect(view.body).not.toContain(booking.reference)
    const told = await suite.app.inject({
      method: 'POST',
      url: '/api/flight-links/report',
      payload: { token, status: 'delayed', arrival_time: '13:00' },
    })
    expect(told.json().flight_news).toMatchObject({ status: 'delayed', reported_by: 'family' })

    const altered = `${token.slice(0, -2)}xx`
    const bad = await suite.app.inject({
      method: 'POST',
      url: '/api/flight-links/view',
      payload: { token: altered },
    })
    expect(bad.json().code).toBe('INVALID_LINK')
    suite.clock.set('2027-04-16T17:00:00Z')
    const expired = await suite.app.inject({
      method: 'POST',
      url: '/api/flight-links/view',
      payload: { token },
    })
    expect(expired.statusCode).toBe(410)
  })
})

describe('the flight status port', () => {
  const message = (overrides: object = {}) =>
    JSON.stringify({
      id: 'msg-1',
      flight_number: 'IB3104',
      arrival_airport: 'SVQ',
      scheduled_date: '2027-04-09',
      status: 'delayed',
      estimated_arrival: '2027-04-09T13:15:00Z',
      sent_at: '2027-04-09T07:00:00Z',
      ...overrides,
    })
  const send = (
    body: string,
    signature = signPayload(SECRET, { body, nowMs: suite.clock.now().getTime() }),
  ) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/flight-status',
      headers: { 'content-type': 'application/json', 'flight-signature': signature },
      payload: body,
    })

  it('keeps a signed status on the bookings waiting for that flight, once', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZBS311-B']!], {
      inbound_flight: 'ib 3104',
    })
    suite.clock.set('2027-04-09T07:00:00Z')
    const body = message({ id: `msg-${booking._id}` })
    expect((await send(body)).json()).toEqual({ received: true, bookings_updated: 1 })
    expect(await pickupRow(booking._id)).toMatchObject({
      flight_news: { status: 'delayed', reported_by: 'flight_data' },
      no_show_from: '2027-04-09T14:45:00.000Z',
    })
    expect((await send(body)).json()).toEqual({ received: true, bookings_updated: 0 })
  })

  it('refuses a date that is not on the calendar with a 400, through the sandbox too', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/sandbox/flight-status',
      payload: {
        ...JSON.parse(message()),
        scheduled_date: '2027-02-30',
        id: undefined,
        sent_at: undefined,
      },
    })
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED'])
  })

  it('refuses a wrong or stale signature, and text the database cannot keep', async () => {
    suite.clock.set('2027-04-09T07:00:00Z')
    const body = message()
    expect(
      (
        await send(
          body,
          signPayload('another', { body, nowMs: Date.parse('2027-04-09T07:00:00Z') }),
        )
      ).json().code,
    ).toBe('INVALID_WEBHOOK')
    const nul = message({ flight_number: 'BA\u0000123' })
    expect((await send(nul)).json().code).toBe('VALIDATION_FAILED')
    const captured = signPayload(SECRET, { body, nowMs: Date.parse('2027-04-09T06:50:00Z') })
    expect((await send(body, captured)).json().code).toBe('INVALID_WEBHOOK')
  })
})

describe('the desk', () => {
  it('notes what it heard of the flight, audited, and the no-show time follows; staff only', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZST405-B']!], onTime)
    suite.clock.set('2027-04-09T10:00:00Z')
    const note = (auth: Record<string, string>, payload: object) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/desk/bookings/${booking._id}/flight`,
        headers: auth,
        payload,
      })
    for (const [role, status] of [
      ['guest', 401],
      ['traveller', 403],
    ] as const) {
      expect((await note(setup.roles[role], { status: 'cancelled' })).statusCode).toBe(status)
    }
    const noted = await note(setup.roles.moderator, { status: 'delayed', arrival_time: '15:00' })
    expect(noted.statusCode).toBe(200)
    expect(noted.json()).toMatchObject({
      flight_news: {
        status: 'delayed',
        reported_by: 'desk',
        reported_at: '2027-04-09T10:00:00.000Z',
      },
      expected_arrival_at: '2027-04-09T13:00:00.000Z',
      no_show_from: '2027-04-09T14:30:00.000Z',
      can_mark_no_show: false,
    })
    expect(await pickupRow(booking._id)).toMatchObject({ no_show_from: '2027-04-09T14:30:00.000Z' })
    expect(await setup.auditOf(booking._id)).toContainEqual(
      expect.objectContaining({ action: 'booking.flight_news' }),
    )
    const late = await note(setup.roles.moderator, {
      status: 'delayed',
      arrival_date: '2027-04-11',
      arrival_time: '09:00',
    })
    expect([late.statusCode, late.json().code]).toEqual([400, 'INVALID_ARRIVAL'])
  })

  it('records its call to the family in the booking’s history and the audit log', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZTC502-J']!], onTime)
    suite.clock.set('2027-04-09T10:00:00Z')
    const called = await suite.app.inject({
      method: 'POST',
      url: `/api/desk/bookings/${booking._id}/calls`,
      headers: setup.roles.moderator,
      payload: { note: 'Landing at 14:00' },
    })
    expect(called.json().family_calls).toEqual([
      { called_at: expect.any(String), note: 'Landing at 14:00' },
    ])
    expect(await setup.auditOf(booking._id)).toContainEqual(
      expect.objectContaining({ action: 'booking.family_called' }),
    )
    const traveller = await signedIn(suite.app)
    const refused = await suite.app.inject({
      method: 'POST',
      url: `/api/desk/bookings/${booking._id}/calls`,
      headers: traveller.auth,
      payload: {},
    })
    expect(refused.statusCode).toBe(403)
  })
})

describe('how many reports one address may send', () => {
  const REPORTS_PER_WINDOW = 20
  const updatesOf = async (bookingId: string) =>
    (await suite.app.db.select().from(flightUpdates).where(eq(flightUpdates.bookingId, bookingId)))
      .length
  const emailsTo = async (address: string) =>
    (await suite.app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)))
      .length

  /** 20 requests from one address, whatever they say, then a report that would be kept. */
  async function overTheLimit(
    send: (address: string, i: number) => Promise<{ statusCode: number }>,
  ) {
    const address = randomAddress()
    for (let i = 0; i < REPORTS_PER_WINDOW; i++) {
      expect((await send(address, i)).statusCode).not.toBe(429)
    }
    return address
  }

  it('refuses the 21st report of the booking page with 429, keeping and emailing nothing', async () => {
    const { auth, booking, traveller } = await paidBooking(
      suite.app,
      [suite.ids['ZST417-Y']!],
      onTime,
    )
    suite.clock.set('2027-04-09T06:00:00Z')
    const send = (address: string, minute: number) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking._id}/flight`,
        headers: auth,
        payload: { status: 'delayed', arrival_time: `12:${String(minute).padStart(2, '0')}` },
        remoteAddress: address,
      })
    const address = await overTheLimit(send)
    const [updates, emails] = [await updatesOf(booking._id), await emailsTo(traveller.email)]

    const refused = await send(address, 59)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in /)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await updatesOf(booking._id)).toBe(updates)
    expect(await emailsTo(traveller.email)).toBe(emails)
    expect((await pickupRow(booking._id)).expected_arrival_at).toBe('2027-04-09T10:19:00.000Z')
    expect((await send(randomAddress(), 59)).statusCode).toBe(200)
  })

  it('refuses the 21st report through the emailed link, and the sandbox’s, with 429', async () => {
    const { booking, traveller } = await paidBooking(suite.app, [suite.ids['ZBS142-C']!], {
      inbound_flight: 'vy 2222',
    })
    const token = await linkOf(traveller.email)
    suite.clock.set('2027-04-09T06:00:00Z')
    const byLink = (address: string, i = 0) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/flight-links/report',
        payload: { token: i < REPORTS_PER_WINDOW ? 'not-a-link' : token, status: 'cancelled' },
        remoteAddress: address,
      })
    const linkAddress = await overTheLimit(byLink)
    const refused = await byLink(linkAddress, REPORTS_PER_WINDOW)
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED'])
    expect(await updatesOf(booking._id)).toBe(0)

    const sandbox = (address: string, i = 0) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/sandbox/flight-status',
        payload: {
          flight_number: 'VY2222',
          arrival_airport: 'SVQ',
          scheduled_date: i < REPORTS_PER_WINDOW ? '2027-02-30' : '2027-04-09',
          status: 'cancelled',
          estimated_arrival: null,
        },
        remoteAddress: address,
      })
    const sandboxAddress = await overTheLimit(sandbox)
    const limited = await sandbox(sandboxAddress, REPORTS_PER_WINDOW)
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED'])
    expect(await updatesOf(booking._id)).toBe(0)
    expect((await sandbox(randomAddress(), REPORTS_PER_WINDOW)).json()).toEqual({
      received: true,
      bookings_updated: 1,
    })
  })
})
