/**
 * Admins cancel any booking with a reason and refund all or part of what was paid, once per
 * Idempotency-Key, the traveller told in their language; bad requests change nothing.
 */
import { eq } from 'drizzle-orm'
import { bookings, outboxEmails, refunds, staffActions } from '../../../src/server/db/schema'
import { emailsTo } from '../support/accounts'
import { bookedTraveller, settleSandbox, rentalOf } from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'
import { newKey } from './helpers'
import { deskMoneySuite } from './moneySuite'

const { suite, desk, roles, paidBooking } = deskMoneySuite()

const travellerView = (auth: Record<string, string>, id: string) =>
  suite.app.inject({ url: `/api/bookings/${id}`, headers: auth }).then((res) => res.json())

const rowsOf = async (bookingId: string) => ({
  refunds: await suite.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)),
  audit: await suite.db.select().from(staffActions).where(eq(staffActions.bookingId, bookingId)),
  booking: (await suite.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!,
})

describe('an admin cancels with a partial refund', () => {
  it('shows the traveller the reason and the refund, emails them in Spanish, and audits it', async () => {
    const { auth, booking, traveller } = await paidBooking('es')
    const res = await desk.cancel(roles.admin, booking._id, {
      reason: 'Vuelo cancelado por la aerolínea',
      refund_amount: 2000,
      payment_status: 'paid',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      staff_reason: 'Vuelo cancelado por la aerolínea',
      paid_amount: rentalOf(booking),
      refunded_amount: 2000,
      refundable_amount: rentalOf(booking) - 2000,
      refunds: [{ reason: 'staff', amount: 2000, status: 'pending' }],
    })
    await settleSandbox(suite.app, suite.clock)
    const seen = await travellerView(auth, booking._id)
    expect(seen).toMatchObject({
      status: 'cancelled',
      staff_reason: 'Vuelo cancelado por la aerolínea',
      refund: { status: 'succeeded', amount: 2000, currency: 'EUR' },
      staff_refunds: [{ status: 'succeeded', amount: 2000 }],
    })
    expect(seen.refund.id).toMatch(/^re_/)
    const emails = await emailsTo(suite.app, traveller.email)
    const cancellation = emails.find((email) => email.template === 'cancellation')
    expect(cancellation).toMatchObject({ language: 'es' })
    expect(cancellation!.textBody).toContain('Motivo: Vuelo cancelado por la aerolínea')
    expect(cancellation!.textBody).toContain('20,00')
    const refundEmails = emails.filter((email) => email.template === 'refund_issued')
    expect(refundEmails).toHaveLength(1)
    expect(refundEmails[0]!.textBody).toContain(seen.refund.id)
    const { audit } = await rowsOf(booking._id)
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'booking.cancel',
        actorId: roles.adminId,
        before: expect.objectContaining({
          status: 'confirmed',
          refundable_amount: rentalOf(booking),
        }),
        after: expect.objectContaining({
          status: 'cancelled',
          refund: { amount: 2000, currency: 'EUR' },
        }),
      }),
    ])
  })

  it('refunds the rest later, and the booking ends refunded once nothing is left', async () => {
    const { auth, booking } = await paidBooking()
    await desk.cancel(roles.admin, booking._id, {
      reason: 'Gear damaged',
      refund_amount: 1000,
      payment_status: 'paid',
    })
    const rest = await desk.refund(roles.admin, booking._id, { amount: rentalOf(booking) - 1000 })
    expect(rest.json().refundable_amount).toBe(0)
    await settleSandbox(suite.app, suite.clock)
    expect(await travellerView(auth, booking._id)).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
    })
  })

  it('cancels an unpaid booking with nothing to refund', async () => {
    const { booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    const res = await desk.cancel(roles.admin, booking._id, {
      reason: 'Duplicate booking',
      payment_status: 'unpaid',
    })
    expect(res.json()).toMatchObject({ status: 'cancelled', refunds: [] })
    const email = (await emailsTo(suite.app, traveller.email)).find(
      (e) => e.template === 'cancellation',
    )
    expect(email!.textBody).toContain('Reason: Duplicate booking')
    expect(email!.textBody).toContain('You have not been charged.')
  })
})

describe('an admin refunds part of a booking that goes ahead', () => {
  it('keeps the booking confirmed and refunds once for the same key', async () => {
    const { auth, booking, traveller } = await paidBooking()
    const key = newKey()
    const first = await desk.refund(
      roles.admin,
      booking._id,
      { amount: 500, reason: 'Late at the desk' },
      key,
    )
    const again = await desk.refund(
      roles.admin,
      booking._id,
      { amount: 500, reason: 'Late at the desk' },
      key,
    )
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ status: 'confirmed', refunded_amount: 500 })
    const other = await desk.refund(roles.admin, booking._id, { amount: 600 }, key)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    await settleSandbox(suite.app, suite.clock)
    expect(await travellerView(auth, booking._id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      refund: { status: 'succeeded', amount: 500 },
    })
    const refundEmails = (await emailsTo(suite.app, traveller.email)).filter(
      (e) => e.template === 'refund_issued',
    )
    expect(refundEmails).toHaveLength(1)
    expect(refundEmails[0]!.textBody).toContain('Reason: Late at the desk')
    expect((await rowsOf(booking._id)).refunds).toHaveLength(1)
  })
})

describe('bad requests change nothing', () => {
  it('refuses a refund above what is left, a negative or zero amount, and a moderator', async () => {
    const { booking } = await paidBooking()
    await desk.refund(roles.admin, booking._id, { amount: 1000 })
    const before = await rowsOf(booking._id)
    const tooLarge = await desk.refund(roles.admin, booking._id, {
      amount: rentalOf(booking) - 999,
    })
    expect(tooLarge.statusCode).toBe(422)
    expect(tooLarge.json()).toMatchObject({ code: 'REFUND_TOO_LARGE' })
    const negative = await desk.refund(roles.admin, booking._id, { amount: -100 })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().code).toBe('VALIDATION_FAILED')
    expect((await desk.refund(roles.admin, booking._id, { amount: 0 })).statusCode).toBe(400)
    expect((await desk.refund(roles.moderator, booking._id, { amount: 100 })).statusCode).toBe(403)
    const noKey = await suite.app.inject({
      method: 'POST',
      url: `/api/desk/bookings/${booking._id}/refunds`,
      headers: roles.admin,
      payload: { amount: 100 },
    })
    expect(noKey.statusCode).toBe(400)
    expect(await rowsOf(booking._id)).toEqual(before)
  })

  it('rolls the cancellation back with its audit row when the refund asked is too large', async () => {
    const { booking } = await paidBooking()
    const res = await desk.cancel(roles.admin, booking._id, {
      reason: 'Flight cancelled',
      refund_amount: rentalOf(booking) + 1,
      payment_status: 'paid',
    })
    expect(res.statusCode).toBe(422)
    const after = await rowsOf(booking._id)
    expect(after.booking).toMatchObject({ status: 'confirmed', staffReason: null })
    expect(after.refunds).toEqual([])
    expect(after.audit).toEqual([])
    const negative = await desk.cancel(roles.admin, booking._id, {
      reason: 'x',
      refund_amount: -1,
      payment_status: 'paid',
    })
    expect(negative.statusCode).toBe(400)
    expect(
      (await desk.cancel(roles.admin, booking._id, { reason: '', payment_status: 'paid' }))
        .statusCode,
    ).toBe(400)
  })

  it('refuses to refund an unpaid booking and to cancel one twice', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    expect((await desk.refund(roles.admin, booking._id, { amount: 100 })).json().code).toBe(
      'NOTHING_TO_REFUND',
    )
    await desk.cancel(roles.admin, booking._id, { reason: 'Duplicate', payment_status: 'unpaid' })
    const twice = await desk.cancel(roles.admin, booking._id, {
      reason: 'Duplicate',
      payment_status: 'unpaid',
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('ALREADY_CANCELLED')
  })
})

describe('a traveller cancels after a staff refund', () => {
  it('gets back only what was not refunded yet', async () => {
    const { auth, booking } = await paidBooking()
    await desk.refund(roles.admin, booking._id, { amount: 700 })
    const res = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: auth,
    })
    expect(res.json().refund).toMatchObject({ amount: rentalOf(booking) - 700 })
    await settleSandbox(suite.app, suite.clock)
  })
})

describeOnPostgres('twenty identical refund requests at once (PostgreSQL)', () => {
  it('refund once and email once', async () => {
    const { booking, traveller } = await paidBooking()
    const key = newKey()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        desk.refund(roles.admin, booking._id, { amount: 1500 }, key),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    const { refunds: rows, audit } = await rowsOf(booking._id)
    expect(rows).toHaveLength(1)
    expect(audit).toHaveLength(1)
    await settleSandbox(suite.app, suite.clock)
    const sent = await suite.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, traveller.email.toLowerCase()))
    expect(sent.filter((email) => email.template === 'refund_issued')).toHaveLength(1)
  })

  it('twenty different refunds at once never take more than was paid', async () => {
    const { booking } = await paidBooking()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        desk.refund(roles.admin, booking._id, { amount: Math.floor(rentalOf(booking) / 4) }),
      ),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4)
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(16)
    await settleSandbox(suite.app, suite.clock)
  })
})
