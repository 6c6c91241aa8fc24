import { eq } from 'drizzle-orm'
import { bookings, refunds, reservations, sandboxCheckouts } from '../../../src/server/db/schema'
import { signPayload } from '../../../src/server/webhook-signature'
import { serverSecret } from '../../../src/server/secrets'
import { emailsTo } from '../support/accounts'
import {
  bookedTraveller,
  bookingTestApp,
  openCheckout,
  payThroughSandbox,
  sendWebhook as sendWebhookTo,
} from '../support/bookings'

const suite = bookingTestApp()

const bookingRow = async (id: string) =>
  (await suite.db.select().from(bookings).where(eq(bookings.id, id)))[0]!

const sendWebhook = (body: object, signature?: string) =>
  sendWebhookTo(suite.app, suite.clock.now(), body, signature)

describe('paying with the sandbox provider', () => {
  it('opens a hosted checkout, and paying there marks the booking paid through the webhook', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const session = await openCheckout(suite.app, auth, booking._id)
    expect(session.statusCode).toBe(200)
    expect(session.json().session_id).toMatch(/^cs_sandbox_/)
    const page = await suite.app.inject({ url: new URL(session.json().url).pathname })
    expect(page.body).toContain('Pay €')

    const { redirect, session_id } = await payThroughSandbox(suite.app, auth, booking._id)
    expect(redirect).toBe(
      `http://localhost:3000/booking/success-redirect?booking_id=${booking._id}&session_id=${session_id}`,
    )
    const paid = await bookingRow(booking._id)
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' })
    const units = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.bookingId, booking._id))
    expect(units).toEqual([expect.objectContaining({ status: 'confirmed', expiresAt: null })])
    expect((await emailsTo(suite.app, traveller.email)).map((e) => e.template)).toContain(
      'payment_received',
    )

    const confirmed = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/payment/confirm`,
      headers: auth,
      payload: { session_id },
    })
    expect(confirmed.json()).toMatchObject({ payment_status: 'paid', status: 'confirmed' })
  })

  it('counts a delivered event once however often and in whatever order it arrives', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    const [checkout] = await suite.db.select().from(bookings).where(eq(bookings.id, booking._id))
    expect(checkout).toBeDefined()
    const completed = {
      id: 'evt_test_completed_1',
      type: 'checkout.session.completed',
      data: {
        object: { id: session.session_id, payment_intent: 'pi_test_1', payment_status: 'paid' },
      },
    }
    const expired = {
      id: 'evt_test_expired_1',
      type: 'checkout.session.expired',
      data: { object: { id: session.session_id } },
    }
    const answers = []
    for (const event of [completed, completed, expired, completed, completed, completed]) {
      answers.push((await sendWebhook(event)).json())
    }
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(2)
    expect(await bookingRow(booking._id)).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
    })
    const receipts = (await emailsTo(suite.app, traveller.email)).filter(
      (e) => e.template === 'payment_received',
    )
    expect(receipts).toHaveLength(1)
  })

  it.each([
    ['an unsigned event', 'none'],
    ['a tampered event', 'tampered'],
    ['a stale event', 'stale'],
  ])('refuses %s with 400 and changes nothing', async (_case, kind) => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZTC502-J']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    const event = {
      id: `evt_test_${kind}`,
      type: 'checkout.session.completed',
      data: { object: { id: session.session_id, payment_intent: 'pi_x', payment_status: 'paid' } },
    }
    const secret = await serverSecret(suite.app.db, 'sandbox_webhook')
    const payload = JSON.stringify(event)
    const signature =
      kind === 'none'
        ? ''
        : kind === 'stale'
          ? signPayload(secret, { body: payload, nowMs: suite.clock.now().getTime() - 10 * 60_000 })
          : signPayload(secret, {
              body: payload.replace('pi_x', 'pi_y'),
              nowMs: suite.clock.now().getTime(),
            })
    const res = await sendWebhook(event, signature)
    expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_WEBHOOK'])
    expect((await bookingRow(booking._id)).paymentStatus).toBe('unpaid')
  })

  it('refunds a payment whose event arrives after the booking was let go, keeping it cancelled', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    suite.clock.advanceMinutes(46)
    await suite.app.bookingClock.runOnce()
    const late = await sendWebhook({
      id: 'evt_test_late_payment',
      type: 'checkout.session.completed',
      data: {
        object: { id: session.session_id, payment_intent: 'pi_late', payment_status: 'paid' },
      },
    })
    expect(late.statusCode).toBe(200)
    expect(await bookingRow(booking._id)).toMatchObject({ status: 'cancelled' })
    const units = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.bookingId, booking._id))
    expect(units.every((unit) => unit.status === 'released')).toBe(true)
    const [refund] = await suite.db.select().from(refunds).where(eq(refunds.bookingId, booking._id))
    // All it took, the rental (the deposit is held apart, and never was).
    expect(refund).toMatchObject({ amountCents: booking.total - booking.pricing.deposit })
    const templates = (await emailsTo(suite.app, traveller.email)).map((e) => e.template)
    expect(templates).not.toContain('payment_received')
  })

  it('ignores a signed event about a checkout it does not know', async () => {
    const res = await sendWebhook({
      id: 'evt_test_unknown_checkout',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_sandbox_unknown', payment_intent: 'pi_u', payment_status: 'paid' },
      },
    })
    expect([res.statusCode, res.json()]).toEqual([200, { received: true, duplicate: false }])
  })

  it('lets an unpaid booking go after the payment window, releasing its units', async () => {
    const six = Array.from({ length: 6 }, () => suite.ids['ZCS123-K']!)
    const { booking, traveller } = await bookedTraveller(suite.app, six, {
      start_date: '2027-05-07',
      end_date: '2027-05-10',
    })
    suite.clock.advanceMinutes(46)
    const report = await suite.app.bookingClock.runOnce()
    expect(report.expiredBookings).toBeGreaterThanOrEqual(1)
    expect(await bookingRow(booking._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'expired',
    })
    const units = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.bookingId, booking._id))
    expect(units.every((unit) => unit.status === 'released')).toBe(true)
    expect((await emailsTo(suite.app, traveller.email)).map((e) => e.template)).toContain(
      'cancellation',
    )
  })

  it('records a payment the provider took whose event never came, instead of letting the booking go', async () => {
    const { auth, booking, traveller } = await bookedTraveller(
      suite.app,
      [suite.ids['ZCS123-K']!],
      {
        start_date: '2027-05-14',
        end_date: '2027-05-16',
      },
    )
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    // The card was charged on the sandbox page; the server stopped before the event went out.
    await suite.db
      .update(sandboxCheckouts)
      .set({ status: 'complete', paymentStatus: 'paid' })
      .where(eq(sandboxCheckouts.id, session.session_id))
    suite.clock.advanceMinutes(46)
    await suite.app.bookingClock.runOnce()
    expect(await bookingRow(booking._id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    })
    const units = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.bookingId, booking._id))
    expect(units).toEqual([expect.objectContaining({ status: 'confirmed' })])
    const templates = (await emailsTo(suite.app, traveller.email)).map((e) => e.template)
    expect(templates).toContain('payment_received')
    expect(templates).not.toContain('cancellation')
  })

  it('keeps an unpaid booking while the provider cannot be asked, and lets it go after', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!], {
      start_date: '2027-05-21',
      end_date: '2027-05-23',
    })
    await openCheckout(suite.app, auth, booking._id)
    suite.clock.advanceMinutes(46)
    const unreachable = jest
      .spyOn(suite.app.payments.provider, 'getCheckout')
      .mockRejectedValue(new Error('connect ETIMEDOUT'))
    await suite.app.bookingClock.runOnce()
    expect(await bookingRow(booking._id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'unpaid',
    })
    unreachable.mockRestore()
    await suite.app.bookingClock.runOnce()
    expect(await bookingRow(booking._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'expired',
    })
  })

  it('does not open a checkout for a paid booking or after the payment window', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZHC601-S']!])
    suite.clock.advanceMinutes(50)
    const late = await openCheckout(suite.app, auth, booking._id)
    expect([late.statusCode, late.json().code]).toEqual([409, 'PAYMENT_WINDOW_CLOSED'])
  })
})
