import { eq } from 'drizzle-orm'
import { refunds, reservations } from '../../../src/server/db/schema'
import { emailsTo } from '../support/accounts'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  settleSandbox as settle,
} from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'

const suite = bookingTestApp()

const cancel = (auth: Record<string, string>, id: string) =>
  suite.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: auth })

const settleSandbox = () => settle(suite.app, suite.clock)

describe('cancelling (docs/product.md, State machines)', () => {
  it('cancels an unpaid booking, releases its units and charges nothing', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const res = await cancel(auth, booking._id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      refund: null,
      can_cancel: false,
    })
    const units = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.bookingId, booking._id))
    expect(units.map((unit) => unit.status)).toEqual(['released'])
    const email = (await emailsTo(suite.app, traveller.email)).find(
      (e) => e.template === 'cancellation',
    )
    expect(email?.textBody).toContain('You have not been charged.')
  })

  it('refunds a paid booking with the provider: re_ id, pending, then succeeded and refunded', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    await payThroughSandbox(suite.app, auth, booking._id)
    const res = await cancel(auth, booking._id)
    // The rental was paid; the deposit, still to be held a day before pickup, was never taken.
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      refund: {
        status: 'pending',
        amount: booking.total - booking.pricing.deposit,
        currency: 'EUR',
        date: expect.any(String),
      },
      deposit: { status: 'released', released: booking.pricing.deposit, money_back_at: null },
    })
    expect(res.json().refund.id).toMatch(/^re_sandbox_/)
    await settleSandbox()
    const after = (
      await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
    ).json()
    expect(after).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      refund: { status: 'succeeded' },
    })
    const templates = (await emailsTo(suite.app, traveller.email)).map((e) => e.template)
    expect(templates).toEqual(expect.arrayContaining(['cancellation', 'refund_issued']))
  })

  it('refuses within 24 hours of pickup, even by a minute', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZTC502-J']!])
    suite.clock.set('2027-04-08T07:59:00Z')
    expect((await cancel(auth, booking._id)).statusCode).toBe(200)

    const late = await bookedTraveller(suite.app, [suite.ids['ZTC518-B']!])
    suite.clock.set('2027-04-08T09:00:00Z') // 23 hours before pickup
    const res = await cancel(late.auth, late.booking._id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'CANCELLATION_WINDOW_CLOSED',
      message: 'Bookings cannot be cancelled within 24 hours of pickup.',
    })
  })

  it('refuses a booking already cancelled or completed', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    await cancel(auth, booking._id)
    const again = await cancel(auth, booking._id)
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_CANCELLED'])

    const done = await bookedTraveller(suite.app, [suite.ids['ZBS311-B']!], {
      start_date: '2027-03-10',
      end_date: '2027-03-12',
    })
    await payThroughSandbox(suite.app, done.auth, done.booking._id)
    suite.clock.set('2027-03-13T10:00:00Z')
    await suite.app.bookingClock.runOnce()
    const completed = await cancel(done.auth, done.booking._id)
    expect([completed.statusCode, completed.json().code]).toEqual([409, 'ALREADY_COMPLETED'])
  })

  it("cannot cancel another traveller's booking", async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZHC601-S']!])
    const other = await bookedTraveller(suite.app, [suite.ids['ZHC601-S']!])
    expect((await cancel(other.auth, booking._id)).statusCode).toBe(404)
  })
})

describe('the booking suite.clock', () => {
  it('completes paid bookings once returned and reminds travellers the day before pickup', async () => {
    const { auth, booking, traveller } = await bookedTraveller(
      suite.app,
      [suite.ids['ZCS208-R']!],
      {
        start_date: '2027-03-05',
        end_date: '2027-03-08',
      },
    )
    await payThroughSandbox(suite.app, auth, booking._id)
    suite.clock.set('2027-03-04T12:00:00Z')
    expect((await suite.app.bookingClock.runOnce()).reminders).toBe(1)
    expect((await suite.app.bookingClock.runOnce()).reminders).toBe(0)
    const reminder = (await emailsTo(suite.app, traveller.email)).find(
      (e) => e.template === 'pickup_reminder',
    )
    expect(reminder?.subject).toContain(booking.reference)
    suite.clock.set('2027-03-09T09:00:00Z')
    await suite.app.bookingClock.runOnce()
    const after = (
      await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
    ).json()
    expect(after.status).toBe('completed')
  })
})

describeOnPostgres('cancelling twice at once (PostgreSQL)', () => {
  it('makes one refund', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZST417-Y']!])
    await payThroughSandbox(suite.app, auth, booking._id)
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(auth, booking._id)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    const rows = await suite.db.select().from(refunds).where(eq(refunds.bookingId, booking._id))
    expect(rows).toHaveLength(1)
  })
})
