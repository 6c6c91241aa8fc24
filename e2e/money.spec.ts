/**
 * An admin reads a month's money at the desk (docs/money.md, The ledger): every payment, refund
 * and invoice of the month, with balances that reconcile, each line linked to its booking. At
 * Santa Justa station, where no other journey pays for a booking, so the month holds only what
 * this journey moved (and the rental lies beyond the station's inventory strip, which another
 * journey needs free).
 */
import { wallClockAt } from '../src/shared/domain/zonedTime'
import { createTraveller, logIn } from './support/accounts'
import { pickupLocation } from './support/bookings'
import { bearer, paidBooking, soonestRental } from './support/desk'
import { E2E_ADMIN } from './support/staff'
import { expect, test } from './support/test'

// A tablet at the counter.
test.use({ viewport: { width: 820, height: 1180 } })

const REFUND_CENTS = 1500

test("an admin sees the month's money at a desk reconcile and follows a line to its booking", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The desk journeys run once, on the desktop')
  test.setTimeout(60_000)
  const location = await pickupLocation(request, 'SJA')
  const traveller = await createTraveller(request)
  const booking = await paidBooking(request, traveller, soonestRental(location, 45))
  const refunded = await request.post(`/api/desk/bookings/${booking._id}/refunds`, {
    headers: {
      ...(await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password)),
      'idempotency-key': `e2e-money-${booking._id}`,
    },
    data: { amount: REFUND_CENTS, reason: 'A late pickup' },
  })
  expect(refunded.status()).toBe(200)

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/desk/money')
  await expect(
    page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Money' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2, name: 'Money' })).toBeVisible()
  await page.getByLabel('Location').selectOption('SJA')
  const month = wallClockAt(Date.now(), location.time_zone).date.slice(0, 7)
  await expect(page.getByLabel('Month')).toHaveValue(month)

  const balances = page.getByRole('list', { name: 'Balances' }).getByRole('listitem')
  await expect(balances).toHaveText([
    /^Rental kept = invoices: (€[\d,.]+) = \1 — reconciles$/,
    /^Deposits taken = claimed \+ released \+ held: .* — reconciles$/,
    /^Corrections taken = refunded: (€[\d,.]+) = \1 — reconciles$/,
  ])
  await expect(page.getByRole('list', { name: 'Bookings that do not reconcile' })).toHaveCount(0)

  // The booking's payment and invoice, and the refund with its corrective invoice.
  const rows = page.getByRole('row').filter({ hasText: booking.reference })
  await expect(rows.filter({ hasText: 'Payment' })).toHaveCount(1)
  await expect(rows.filter({ hasText: /Invoice€/ })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Refund-€15' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Invoice-€15' })).toHaveCount(1)

  await rows.first().getByRole('link', { name: booking.reference }).click()
  await expect(page).toHaveURL(new RegExp(`/desk/bookings/${booking._id}$`))
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` }),
  ).toBeVisible()
})
