import { wallClockAt } from '../src/shared/domain/zonedTime'
import { expectNoSeriousViolations } from './support/accessibility'
import { createTraveller, logIn } from './support/accounts'
import { pickupLocation } from './support/bookings'
import { bearer, newModerator, openDeskAs, paidBooking, soonestRental } from './support/desk'
import { E2E_ADMIN } from './support/staff'
import { expect, secondBrowser, test } from './support/test'

// A tablet at the counter.
test.use({ viewport: { width: 820, height: 1180 } })

test('the counter sees the day at SVQ, opens a booking and finds it by reference; an admin cancels another with a partial refund', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The journey books shared stock: run it once')
  test.setTimeout(120_000)
  const location = await pickupLocation(request, 'SVQ')
  const traveller = await createTraveller(request)
  const soon = soonestRental(location)
  const today = await paidBooking(request, traveller, soon)
  const later = await paidBooking(request, traveller, soonestRental(location, 3))
  const moderator = await newModerator(request)

  // The moderator opens the desk on the day: today at SVQ, unless SVQ has closed for today.
  await openDeskAs(page, moderator.email, moderator.password)
  const nav = page.getByRole('navigation', { name: 'Desk sections' })
  await expect(nav.getByRole('link', { name: 'Day' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: /\(today\)$/ })).toBeVisible()
  if (soon.start_date !== wallClockAt(Date.now(), location.time_zone).date) {
    await page.getByRole('button', { name: 'Next day' }).click()
  }
  const pickups = page.getByRole('region', { name: 'Pickups' })
  const card = pickups.getByRole('article', { name: new RegExp(today.reference) })
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading')).toContainText(soon.pickup_time)
  await expect(card.getByText('Paid', { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: '+34 600 123 456' })).toHaveAttribute(
    'href',
    'tel:+34600123456',
  )
  await expectNoSeriousViolations(page, 'the desk day')

  // Opening it shows the booking; a moderator has no cancel nor refund.
  await card.getByRole('link', { name: today.reference }).click()
  await expect(page).toHaveURL(new RegExp(`/desk/bookings/${today._id}$`))
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking ${today.reference}` }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Handover' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)

  // Lookup by reference, across days.
  await nav.getByRole('link', { name: 'Lookup' }).click()
  await page.getByLabel('Reference, email, last name or phone').fill(later.reference.toLowerCase())
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(
    page.getByText(`1 booking matches “${later.reference.toLowerCase()}”.`),
  ).toBeVisible()
  await expectNoSeriousViolations(page, 'the desk lookup')

  // The admin cancels the later booking and refunds €5 of it.
  const admin = await secondBrowser(browser)
  await openDeskAs(admin, E2E_ADMIN.email, E2E_ADMIN.password)
  await admin.goto(`/desk/bookings/${later._id}`)
  await admin.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = admin.getByRole('dialog', { name: `Cancel booking ${later.reference}` })
  await dialog.getByLabel('Refund with it (EUR)').fill('5')
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click()
  await expect(dialog.getByText('Write the reason the traveller will read.')).toBeVisible()
  await dialog.getByLabel('Reason (the traveller reads it)').fill('Your flight was cancelled.')
  await expectNoSeriousViolations(admin, 'the cancel dialog')
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click()
  await expect(admin.getByRole('status')).toHaveText(
    'The booking is cancelled; the traveller gets an email.',
  )
  await expect(admin.getByRole('dialog')).toHaveCount(0)
  const refunds = admin.getByRole('region', { name: 'Refunds' })
  await expect(refunds.getByRole('row').nth(1)).toContainText('€5')
  await expect(admin.locator('dd').filter({ hasText: /^Cancelled$/ })).toBeVisible()

  await admin.context().close()

  // The traveller sees the refund, its amount and id, on their booking and has both emails.
  const mine = await request.get(`/api/bookings/${later._id}`, {
    headers: await bearer(request, traveller.email, traveller.password),
  })
  expect((await mine.json()).refund).toMatchObject({ amount: 500 })
  const travellerContext = await browser.newContext()
  const travellerPage = await travellerContext.newPage()
  await logIn(travellerPage, traveller.email, traveller.password)
  await expect(travellerPage.getByRole('button', { name: /^Account menu for/ })).toBeVisible()
  await travellerPage.goto(`/booking/${later._id}`)
  const refund = travellerPage.getByRole('region', { name: 'Refund' })
  await expect(refund.getByText('€5', { exact: true })).toBeVisible()
  await expect(refund.getByText(/^re_/)).toBeVisible()
  await travellerContext.close()
  await expect
    .poll(async () => {
      const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(traveller.email)}`)
      return ((await mail.json()).items as { subject: string }[]).map((email) => email.subject)
    })
    .toEqual(
      expect.arrayContaining([
        `Booking ${later.reference} cancelled`,
        `Refund issued for booking ${later.reference}`,
      ]),
    )
})
