/**
 * One payment per booking: whatever the provider takes beyond the one payment a booking keeps
 * (a second tab, a checkout set aside, a mismatched amount, a payment that arrives after the
 * booking ended) is recorded and refunded in full, and the money always adds up.
 */
import { and, eq } from 'drizzle-orm'
import { bookings, payments, refunds, sandboxCheckouts } from '../../../src/server/db/schema'
import { emailsTo } from '../support/accounts'
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

const suite = bookingTestApp()

const bookingRow = async (id: string) =>
  (await suite.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
const paymentsOf = (bookingId: string) =>
  suite.db.select().from(payments).where(eq(payments.bookingId, bookingId))
const refundsOf = (bookingId: string) =>
  suite.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))
const templatesTo = async (email: string) =>
  (await emailsTo(suite.app, email)).map((e) => e.template)

afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
})

describe('one payment per booking', () => {
  it('offers the same checkout again while it is open, and asks the provider for one', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const first = (await openCheckout(suite.app, auth, booking._id)).json()
    suite.clock.advanceMinutes(10)
    const again = (await openCheckout(suite.app, auth, booking._id)).json()
    expect(again).toEqual(first)
    expect(await paymentsOf(booking._id)).toHaveLength(1)
  })

  it.each([
    ['the kept checkout first', ['kept', 'aside']],
    ['the set-aside checkout first', ['aside', 'kept']],
  ])(
    'pays two checkouts of one booking (%s): one kept, the other refunded in full with an email',
    async (_order, order) => {
      const { auth, booking, traveller } = await bookedTraveller(suite.app, [
        suite.ids['ZST405-B']!,
      ])
      const kept = (await openCheckout(suite.app, auth, booking._id)).json().session_id
      const aside = await setAsideCheckout(suite.app, booking._id)
      for (const which of order) await payCheckout(suite.app, which === 'kept' ? kept : aside)

      expect(await bookingRow(booking._id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
      })
      const recorded = await paymentsOf(booking._id)
      expect(recorded.map((p) => [p.checkoutSessionId, p.status, p.kept]).sort()).toEqual(
        [
          [kept, 'paid', true],
          [aside, 'paid', false],
        ].sort(),
      )
      const [refund] = await refundsOf(booking._id)
      expect(refund).toMatchObject({
        reason: 'extra_payment',
        amountCents: rentalOf(booking),
        paymentId: recorded.find((p) => p.checkoutSessionId === aside)!.id,
        // A correction gets no invoice.
        invoiceId: null,
      })
      await settleSandbox(suite.app, suite.clock)
      expect((await refundsOf(booking._id))[0]!.status).toBe('succeeded')
      const templates = await templatesTo(traveller.email)
      expect(templates.filter((t) => t === 'payment_received')).toHaveLength(1)
      expect(templates.filter((t) => t === 'extra_payment_refunded')).toHaveLength(1)
      // The booking itself is untouched by the refund of a payment it did not keep, and shows it.
      const seen = await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
      expect(seen.json()).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
        refund: null,
        returned_payments: [
          {
            status: 'succeeded',
            amount: rentalOf(booking),
            currency: 'EUR',
            id: expect.stringMatching(/^re_/),
          },
        ],
      })
    },
  )

  it.each([
    ['an amount below the total', (total: number) => ({ amount_total: total - 100 })],
    ['another currency', (total: number) => ({ amount_total: total, currency: 'gbp' })],
  ])('refunds a payment of %s in full and keeps the booking waiting', async (_case, taken) => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZTC502-J']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    const object = {
      id: session.session_id,
      payment_intent: `pi_mismatch_${booking._id}`,
      payment_status: 'paid',
      currency: 'eur',
      ...taken(rentalOf(booking)),
    }
    const res = await sendWebhook(suite.app, suite.clock.now(), {
      id: `evt_mismatch_${booking._id}`,
      type: 'checkout.session.completed',
      data: { object },
    })
    expect(res.statusCode).toBe(200)
    expect(await bookingRow(booking._id)).toMatchObject({ paymentStatus: 'unpaid' })
    expect(await refundsOf(booking._id)).toEqual([
      expect.objectContaining({
        reason: 'extra_payment',
        amountCents: object.amount_total,
        currency: object.currency.toUpperCase(),
      }),
    ])
    await settleSandbox(suite.app, suite.clock)
    expect(await templatesTo(traveller.email)).toContain('extra_payment_refunded')
    expect(await templatesTo(traveller.email)).not.toContain('payment_received')
  })

  it('records and refunds a payment taken just before a crash when the traveller cancels first', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    // The card was charged on the sandbox page; the server stopped before the event went out.
    await suite.db
      .update(sandboxCheckouts)
      .set({ status: 'complete', paymentStatus: 'paid' })
      .where(eq(sandboxCheckouts.id, session.session_id))
    const cancelled = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
    expect(await paymentsOf(booking._id)).toEqual([
      expect.objectContaining({
        status: 'paid',
        kept: false,
        // The rental: the deposit is held on the card apart.
        receivedCents: rentalOf(booking),
      }),
    ])
    expect(await refundsOf(booking._id)).toEqual([
      expect.objectContaining({ reason: 'extra_payment', amountCents: rentalOf(booking) }),
    ])
    await settleSandbox(suite.app, suite.clock)
    expect(await templatesTo(traveller.email)).toContain('extra_payment_refunded')
  })

  it('stops an open checkout from being paid once its booking is cancelled', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZHC601-S']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    expect((await payCheckout(suite.app, session.session_id)).statusCode).toBe(409)
    expect(await paymentsOf(booking._id)).toEqual([expect.objectContaining({ status: 'expired' })])
  })

  it('asks the provider about a checkout set aside, and records what it took', async () => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    await openCheckout(suite.app, auth, booking._id)
    const aside = await setAsideCheckout(suite.app, booking._id)
    // Paid, but its event never arrives.
    await suite.db
      .update(sandboxCheckouts)
      .set({ status: 'complete', paymentStatus: 'paid' })
      .where(eq(sandboxCheckouts.id, aside))
    const report = await suite.app.bookingClock.runOnce()
    expect(report.attemptsSettled).toBeGreaterThanOrEqual(1)
    const [refund] = await refundsOf(booking._id)
    expect(refund).toMatchObject({ reason: 'extra_payment', amountCents: rentalOf(booking) })
    await settleSandbox(suite.app, suite.clock)
    expect(await templatesTo(traveller.email)).toContain('extra_payment_refunded')
  })

  it('refunds a kept payment once when its paid booking is cancelled', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const session = (await openCheckout(suite.app, auth, booking._id)).json()
    await payCheckout(suite.app, session.session_id)
    await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    await settleSandbox(suite.app, suite.clock)
    expect(await refundsOf(booking._id)).toEqual([
      expect.objectContaining({ reason: 'cancellation', status: 'succeeded' }),
    ])
    const [kept] = await suite.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking._id), eq(payments.kept, true)))
    expect(kept).toBeDefined()
    expect(await bookingRow(booking._id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
    })
  })
})
