/**
 * Why staff refunded: the reason an admin gives a refund (or the cancellation it comes with) is
 * shown at the desk and on the family's booking, not only in the email; other refunds have none.
 */
import { rentalOf, settleSandbox } from '../support/bookings'
import { deskMoneySuite } from './moneySuite'

const { suite, desk, roles, paidBooking } = deskMoneySuite()

const travellerView = (auth: Record<string, string>, id: string) =>
  suite.app.inject({ url: `/api/bookings/${id}`, headers: auth }).then((res) => res.json())

it('shows the reason of each staff refund at the desk and to the family, null when none was given', async () => {
  const { auth, booking } = await paidBooking()
  await desk.refund(roles.admin, booking._id, { amount: 500, reason: '  Late at the desk ' })
  await desk.refund(roles.admin, booking._id, { amount: 300 })
  const detail = await desk.detail(roles.admin, booking._id)
  expect(detail.statusCode).toBe(200)
  expect(detail.json().refunds).toEqual([
    expect.objectContaining({ reason: 'staff', amount: 500, note: 'Late at the desk' }),
    expect.objectContaining({ reason: 'staff', amount: 300, note: null }),
  ])
  await settleSandbox(suite.app, suite.clock)
  const seen = await travellerView(auth, booking._id)
  expect(seen.staff_refunds).toEqual([
    expect.objectContaining({ amount: 500, reason: 'Late at the desk' }),
    expect.objectContaining({ amount: 300, reason: null }),
  ])
  expect(seen.refund).toMatchObject({ amount: 300, reason: null })
})

it("gives a staff cancellation's refund the cancellation's reason", async () => {
  const { auth, booking } = await paidBooking()
  await desk.cancel(roles.admin, booking._id, {
    reason: 'Flight cancelled by the airline',
    refund_amount: 2000,
    payment_status: 'paid',
  })
  const detail = (await desk.detail(roles.admin, booking._id)).json()
  expect(detail.refunds).toEqual([
    expect.objectContaining({ reason: 'staff', note: 'Flight cancelled by the airline' }),
  ])
  await settleSandbox(suite.app, suite.clock)
  expect((await travellerView(auth, booking._id)).refund).toMatchObject({
    status: 'succeeded',
    amount: 2000,
    reason: 'Flight cancelled by the airline',
  })
})

it("gives the family's own cancellation refund no reason", async () => {
  const { auth, booking } = await paidBooking()
  const cancelled = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: auth,
  })
  expect(cancelled.statusCode).toBe(200)
  expect(cancelled.json().refund).toMatchObject({ amount: rentalOf(booking), reason: null })
  expect((await desk.detail(roles.admin, booking._id)).json().refunds).toEqual([
    expect.objectContaining({ reason: 'cancellation', note: null }),
  ])
  await settleSandbox(suite.app, suite.clock)
})
