/**
 * A refund given back with no corrective invoice (written straight into the database, as a
 * refund made outside the product and typed in would be) leaves the rental kept below its
 * invoices: the ledger names the booking on a line that does not reconcile.
 */
import { eq } from 'drizzle-orm'
import { payments, refunds } from '../../../src/server/db/schema'
import { paidBooking } from '../desk/handover-helpers'
import { everyRole } from '../desk/helpers'
import { bookingTestApp, rentalOf } from '../support/bookings'

const suite = bookingTestApp()

it('shows the booking whose refund has no corrective invoice as not reconciling', async () => {
  const { admin } = await everyRole(suite.app)
  const { booking } = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
  const read = async () =>
    (
      await suite.app.inject({ url: '/api/desk/ledger?location=SVQ&month=2027-03', headers: admin })
    ).json()
  expect((await read()).mismatches).toEqual([])

  const [payment] = await suite.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking._id))
  await suite.db.insert(refunds).values({
    bookingId: booking._id,
    paymentId: payment!.id,
    reason: 'staff',
    provider: 'sandbox',
    providerRefundId: 're_typed_in_by_hand',
    status: 'succeeded',
    amountCents: 1500,
    currency: 'EUR',
  })

  const ledger = await read()
  expect(ledger.mismatches).toEqual([
    { booking_id: booking._id, reference: booking.reference, parts: ['rental'] },
  ])
  expect(ledger.totals.rental).toEqual({
    kept_cents: rentalOf(booking) - 1500,
    invoiced_cents: rentalOf(booking),
    reconciles: false,
  })
})
