/**
 * Money under real concurrency (PostgreSQL): double clicks, two tabs, retries and racing
 * provider events never make a booking pay twice or keep two payments, and every extra payment
 * is refunded exactly once.
 */
import { count, eq, inArray, sql } from 'drizzle-orm'
import {
  outboxEmails,
  payments,
  refunds,
  sandboxCheckouts,
  sandboxRefunds,
} from '../../../src/server/db/schema'
import {
  bookedTraveller,
  bookingTestApp,
  openCheckout,
  payCheckout,
  sendWebhook,
  setAsideCheckout,
  settleSandbox,
  rentalOf,
} from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'

describeOnPostgres('one payment per booking, under concurrency (PostgreSQL)', () => {
  const suite = bookingTestApp()

  const paymentsOf = (bookingId: string) =>
    suite.db.select().from(payments).where(eq(payments.bookingId, bookingId))

  it('20 checkout starts at once for one booking open one checkout, at the provider too', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => openCheckout(suite.app, auth, booking._id)),
    )
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]))
    expect(new Set(answers.map((a) => a.json().session_id)).size).toBe(1)
    expect(await paymentsOf(booking._id)).toHaveLength(1)
    const [atProvider] = await suite.db
      .select({ n: count() })
      .from(sandboxCheckouts)
      .where(sql`${sandboxCheckouts.metadata}->>'booking_id' = ${booking._id}`)
    expect(atProvider?.n).toBe(1)
  })

  it('one paid checkout told 20 times at once (webhooks and returns) is recorded once', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json().session_id
    await suite.db
      .update(sandboxCheckouts)
      .set({ status: 'complete', paymentStatus: 'paid' })
      .where(eq(sandboxCheckouts.id, session))
    const [row] = await suite.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, session))
    const event = (n: number) => ({
      id: `evt_race_${booking._id}_${n}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session,
          payment_intent: row!.paymentIntentId,
          payment_status: 'paid',
          amount_total: rentalOf(booking),
          currency: 'eur',
        },
      },
    })
    await Promise.all([
      ...Array.from({ length: 10 }, (_, n) => sendWebhook(suite.app, suite.clock.now(), event(n))),
      ...Array.from({ length: 10 }, () =>
        suite.app.inject({
          method: 'POST',
          url: `/api/bookings/${booking._id}/payment/confirm`,
          headers: auth,
          payload: { session_id: session },
        }),
      ),
    ])
    expect(await paymentsOf(booking._id)).toEqual([
      expect.objectContaining({ status: 'paid', kept: true }),
    ])
    expect(await suite.db.select().from(refunds).where(eq(refunds.bookingId, booking._id))).toEqual(
      [],
    )
    const receipts = await suite.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, traveller.email.toLowerCase()))
    expect(receipts.filter((e) => e.template === 'payment_received')).toHaveLength(1)
  })

  it('three checkouts of one booking paid at once: one kept, two refunded once each', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZTC502-J']!])
    const live = (await openCheckout(suite.app, auth, booking._id)).json().session_id
    const asides = [
      await setAsideCheckout(suite.app, booking._id),
      await setAsideCheckout(suite.app, booking._id),
    ]
    await Promise.all([live, ...asides].map((id) => payCheckout(suite.app, id)))
    // Jobs on several servers at once send the refunds: each reaches the provider once.
    await Promise.all(Array.from({ length: 5 }, () => suite.app.bookingClock.runOnce()))
    const recorded = await paymentsOf(booking._id)
    expect(recorded.filter((p) => p.kept)).toHaveLength(1)
    expect(recorded.find((p) => p.kept)?.checkoutSessionId).toBe(live)
    const made = await suite.db.select().from(refunds).where(eq(refunds.bookingId, booking._id))
    expect(made).toHaveLength(2)
    expect(made.every((refund) => refund.reason === 'extra_payment')).toBe(true)
    const intents = recorded.filter((p) => !p.kept).map((p) => p.paymentIntentId!)
    const [atProvider] = await suite.db
      .select({ n: count() })
      .from(sandboxRefunds)
      .where(inArray(sandboxRefunds.paymentIntentId, intents))
    expect(atProvider?.n).toBe(2)
    await settleSandbox(suite.app, suite.clock)
    expect(await suite.app.payments.moneyMismatches()).toEqual([])
  })
})
