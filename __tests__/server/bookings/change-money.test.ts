/**
 * A change's money: a higher price is owed through a checkout tied to the change, a lower one is
 * refunded within the cancellation rules (none of the rental within 24 hours of pickup, unless
 * an admin overrides with a reason), and the money always adds up.
 */
import { eq } from 'drizzle-orm'
import { inventory, payments, refunds, staffActions, users } from '../../../src/server/db/schema'
import { formatMoment, formatMoney } from '../../../src/server/domains/mail'
import { emailsTo, signedInAs } from '../support/accounts'
import {
  bookedTraveller,
  bookingTestApp,
  openCheckout,
  payCheckout,
  payThroughSandbox,
  rentalOf,
  settleSandbox,
} from '../support/bookings'
import { commitChange } from '../support/changes'

const suite = bookingTestApp()
const refundsOf = (bookingId: string) =>
  suite.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))
const paymentsOf = (bookingId: string) =>
  suite.db.select().from(payments).where(eq(payments.bookingId, bookingId))
const refundsFor = async (paymentId: string) =>
  (await suite.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).reduce(
    (sum, refund) => sum + refund.amountCents,
    0,
  )
const viewOf = async (auth: Record<string, string>, id: string) =>
  (await suite.app.inject({ url: `/api/bookings/${id}`, headers: auth })).json()

/** A traveller with a paid booking of one car seat, 9 to 16 April. */
async function paidBooking() {
  const traveller = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
  await payThroughSandbox(suite.app, traveller.auth, traveller.booking._id)
  return traveller
}

beforeAll(() =>
  suite.db.update(inventory).set({ stock: 50 }).where(eq(inventory.gearId, suite.ids['ZCS123-K']!)),
)
afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
})

describe("a change's money", () => {
  it('owes a higher price through a checkout tied to the change, kept once paid', async () => {
    const { auth, booking } = await paidBooking()
    const changed = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-18' })
    const { version } = changed.json()
    expect(version).toMatchObject({ status: 'awaiting_payment', payment_due: version.difference })
    expect(version.difference).toBeGreaterThan(0)
    expect(await suite.app.payments.moneyMismatches()).toEqual([])

    const again = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-19' })
    expect([again.statusCode, again.json().code]).toEqual([409, 'CHANGE_PAYMENT_PENDING'])

    await payThroughSandbox(suite.app, auth, booking._id)
    const difference = (await paymentsOf(booking._id)).find((p) => p.changeId !== null)
    expect(difference).toMatchObject({ kept: true, receivedCents: version.difference })
    expect((await viewOf(auth, booking._id)).versions[0]).toMatchObject({
      status: 'paid',
      payment_due: 0,
    })
    const paidAgain = await openCheckout(suite.app, auth, booking._id)
    expect(paidAgain.json().code).toBe('PAYMENT_NOT_NEEDED')
  })

  it('tells the family in their language once the difference is paid and the change holds', async () => {
    for (const language of ['en', 'es'] as const) {
      const { auth, booking, traveller } = await paidBooking()
      await suite.db
        .update(users)
        .set({ languagePreference: language })
        .where(eq(users.email, traveller.email.toLowerCase()))
      const changed = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-18' })
      const { version } = changed.json()
      const paidEmails = async () =>
        (await emailsTo(suite.app, traveller.email)).filter((e) => e.template === 'change_paid')
      expect(await paidEmails()).toEqual([])
      await payThroughSandbox(suite.app, auth, booking._id)
      await settleSandbox(suite.app, suite.clock)
      const [email, ...more] = await paidEmails()
      expect(more).toEqual([])
      const paid = formatMoney({ cents: version.difference, currency: 'EUR', language })
      const newReturn = (lng: 'en' | 'es') =>
        formatMoment({ date: '2027-04-18', time: booking.return_time, language: lng })
      if (language === 'es') {
        expect(email).toMatchObject({ language: 'es' })
        expect(email!.subject).toContain(booking.reference)
        expect(email!.textBody).toContain(`Hemos recibido tu pago de ${paid}`)
        expect(email!.textBody).toContain(`devolución ${newReturn('es')}`)
      } else {
        expect(email).toMatchObject({ language: 'en' })
        expect(email!.subject).toContain(booking.reference)
        expect(email!.textBody).toContain(`We have received your payment of ${paid}`)
        expect(email!.textBody).toContain(`return ${newReturn('en')}`)
      }
    }
  })

  it('refunds a reduction made more than 24 hours before pickup', async () => {
    const { auth, booking } = await paidBooking()
    const changed = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-12' })
    const { version } = changed.json()
    expect(version.difference).toBeLessThan(0)
    expect(version).toMatchObject({ status: 'refunded', refund: -version.difference, retained: 0 })
    expect(await refundsOf(booking._id)).toEqual([
      expect.objectContaining({ reason: 'change', amountCents: -version.difference }),
    ])
  })

  it('keeps the rental of a reduction within 24 hours of pickup, as a cancellation would', async () => {
    const { auth, booking } = await paidBooking()
    suite.clock.set('2027-04-08T12:00:00Z')
    const changed = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-12' })
    const { version } = changed.json()
    expect(version).toMatchObject({ status: 'kept', refund: 0, retained: -version.difference })
    expect(await refundsOf(booking._id)).toEqual([])
  })

  it('lets an admin refund such a reduction with a reason, audited', async () => {
    const { booking } = await paidBooking()
    const admin = await signedInAs(suite.app, 'admin')
    suite.clock.set('2027-04-08T12:00:00Z')
    const changed = await commitChange(
      suite.app,
      admin.auth,
      booking._id,
      { end_date: '2027-04-12', refund_override_reason: 'Their flight home was brought forward' },
      { desk: true },
    )
    expect(changed.statusCode).toBe(201)
    const { version } = changed.json()
    expect(version).toMatchObject({
      status: 'refunded',
      refund: -version.difference,
      override_reason: 'Their flight home was brought forward',
    })
    const [audit] = await suite.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.bookingId, booking._id))
    expect(audit).toMatchObject({
      action: 'booking.change',
      after: expect.objectContaining({ override_reason: 'Their flight home was brought forward' }),
    })
  })

  it("an unpaid booking's open checkout is set aside: the next one asks the new total", async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const old = (await openCheckout(suite.app, auth, booking._id)).json().session_id
    const changed = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-18' })
    expect(changed.json().version.status).toBe('applied')
    await payCheckout(suite.app, old)
    const { session_id } = (await openCheckout(suite.app, auth, booking._id)).json()
    expect(session_id).not.toBe(old)
    await payCheckout(suite.app, session_id)
    const kept = (await paymentsOf(booking._id)).filter((p) => p.kept)
    expect(kept.map((p) => p.receivedCents)).toEqual([rentalOf(changed.json().booking)])
  })

  it('a cancellation after a paid difference refunds all that was paid, each payment by itself', async () => {
    const { auth, booking, traveller } = await paidBooking()
    await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-18' })
    await payThroughSandbox(suite.app, auth, booking._id)
    const cancelled = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    expect(cancelled.statusCode).toBe(200)
    const paid = (await paymentsOf(booking._id)).reduce((sum, p) => sum + (p.receivedCents ?? 0), 0)
    const given = (await refundsOf(booking._id)).reduce((sum, r) => sum + r.amountCents, 0)
    expect(given).toBe(paid)
    // A card provider refunds at most what a payment took: one refund per payment.
    const byPayment = (await paymentsOf(booking._id)).map((payment) => [
      payment.receivedCents,
      refundsFor(payment.id),
    ])
    for (const [received, refunded] of byPayment) expect(await refunded).toBe(received)
    expect(cancelled.json().refund).toMatchObject({ amount: paid })
    await settleSandbox(suite.app, suite.clock)
    expect((await viewOf(auth, booking._id)).status).toBe('refunded')
    const told = (await emailsTo(suite.app, traveller.email)).filter(
      (email) => email.template === 'refund_issued',
    )
    expect(told).toHaveLength(1)
    expect(told[0]!.textBody).toContain(
      formatMoney({ cents: paid, currency: 'EUR', language: 'en' }),
    )
  })
})
