/**
 * Where a hold cannot be used (DEPOSIT_MODE=charge), the deposit is paid with the rental and
 * given back by a refund: the same states, and the same moments it comes back.
 */
import {
  handoverSuite,
  paidBooking,
  PICKUP_MORNING,
  suggestedUnits,
} from '../desk/handover-helpers'
import { settleSandbox } from '../support/bookings'
import { depositRow, emailsOf, holdsOf, refundsOf, travellerView } from '../support/deposits'

const setup = handoverSuite({ DEPOSIT_MODE: 'charge' })
const { suite, desk, handover } = setup

it('charges the deposit with the rental, and refunds it once the gear is back fine', async () => {
  const { booking, auth, traveller } = await paidBooking(suite.app, [suite.ids['ZST417-Y']!])
  const [receipt] = await emailsOf(suite.app, traveller.email, 'payment_received')
  expect(receipt?.textBody).toContain(
    `We have received your payment of €${(booking.total / 100).toFixed(2)}.`,
  )
  expect(receipt?.textBody).toContain('Your payment includes the refundable deposit of €150.00')
  expect((await desk.detail(setup.roles.admin, booking._id)).json()).toMatchObject({
    paid_amount: booking.total - booking.pricing.deposit,
    refundable_amount: booking.total - booking.pricing.deposit,
  })
  expect((await travellerView(suite.app, auth, booking._id)).deposit).toMatchObject({
    mode: 'charge',
    status: 'charged',
    hold_from: null,
  })
  suite.clock.set(PICKUP_MORNING)
  const unitIds = await suggestedUnits(handover, setup.roles.moderator, booking._id)
  await handover.checkOut(
    setup.roles.moderator,
    booking._id,
    unitIds.map((unit_id) => ({ unit_id })),
  )
  const back = await handover.checkIn(
    setup.roles.moderator,
    booking._id,
    unitIds.map((unit_id) => ({ unit_id, outcome: 'fine' })),
  )
  expect(back.json().deposit).toMatchObject({ status: 'released', money_back_at: null })
  const [refund] = (await refundsOf(suite.app, booking._id)).filter((r) => r.reason === 'deposit')
  // The deposit is not income: it comes back without an invoice.
  expect(refund).toMatchObject({ amountCents: booking.pricing.deposit, invoiceId: null })

  await suite.app.payments.sendPendingRefunds()
  await settleSandbox(suite.app, suite.clock)
  const deposit = await depositRow(suite.app, booking._id)
  expect(deposit.moneyBackAt).not.toBeNull()
  const [email] = await emailsOf(suite.app, traveller.email, 'deposit_released')
  expect(email?.textBody).toMatch(
    /We have refunded your deposit of €150\.00 to your card \(reference re_sandbox_/,
  )
  expect(await holdsOf(suite.app, booking._id)).toEqual([])
})

it('refunds the rental and the deposit apart when the family cancels', async () => {
  const { booking, auth } = await paidBooking(suite.app, [suite.ids['ZBS311-B']!])
  const cancelled = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: auth,
  })
  expect(cancelled.json()).toMatchObject({
    refund: { amount: booking.total - booking.pricing.deposit },
    deposit: { status: 'released' },
  })
  const given = await refundsOf(suite.app, booking._id)
  expect(given.map((refund) => [refund.reason, refund.amountCents]).sort()).toEqual(
    [
      ['cancellation', booking.total - booking.pricing.deposit],
      ['deposit', booking.pricing.deposit],
    ].sort(),
  )
  expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'released' })
})
