/** The Money screen of the development server's demo data reconciles to the cent. */
import { seedDemoAccounts } from '../../../src/server/seed'
import { seedDemoBookings } from '../../../src/server/demo-bookings'
import { signedInAs } from '../support/accounts'
import { bookingTestApp } from '../support/bookings'

const suite = bookingTestApp('2027-03-01T10:00:00Z')

it("reconciles the demo bookings' month: rental kept equals the invoices, nothing left over", async () => {
  await seedDemoAccounts(suite.db)
  expect(await seedDemoBookings(suite.app)).toBe(3)
  const { auth } = await signedInAs(suite.app, 'admin')
  const ledger = (
    await suite.app.inject({ url: '/api/desk/ledger?location=SVQ&month=2027-03', headers: auth })
  ).json()
  const payments = ledger.lines.filter((line: { kind: string }) => line.kind === 'payment')
  expect(payments).toHaveLength(3)
  const paid = payments.reduce(
    (sum: number, line: { amount_cents: number }) => sum + line.amount_cents,
    0,
  )
  expect(ledger.totals).toEqual({
    rental: { kept_cents: paid, invoiced_cents: paid, reconciles: true },
    deposits: expect.objectContaining({ reconciles: true }),
    corrections: { taken_cents: 0, refunded_cents: 0, reconciles: true },
  })
  expect(ledger.mismatches).toEqual([])
})
