import type { APIRequestContext, Page } from '@playwright/test'
import type { PickupLocation } from '../src/shared/contract/pickupLocations'
import { addDays } from '../src/shared/domain/calendar'
import { timeSlotsOn } from '../src/shared/domain/openingTimes'
import { instantOf, wallClockAt } from '../src/shared/domain/zonedTime'
import { expectNoSeriousViolations } from './support/accessibility'
import { createTraveller, logIn, type Traveller } from './support/accounts'
import { bookThroughApi, pickupLocation, searchGear, type Rental } from './support/bookings'
import { E2E_ADMIN } from './support/staff'
import { expect, test } from './support/test'

// A tablet at the counter.
test.use({ viewport: { width: 820, height: 1180 } })

const HOUR_MS = 60 * 60 * 1000

async function bearer(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return { authorization: `Bearer ${(await login.json()).access_token}` }
}

/** The first opening slot at SVQ at least an hour from now (today, unless SVQ has closed). */
function soonestRental(location: PickupLocation, daysLater = 0): Rental {
  const now = Date.now()
  const today = wallClockAt(now, location.time_zone).date
  for (let offset = daysLater; offset < daysLater + 7; offset++) {
    const date = addDays(today, offset)
    const slot = timeSlotsOn(location, date).find(
      (time) => instantOf(date, time, location.time_zone)! > now + HOUR_MS,
    )
    if (!slot) continue
    let end = addDays(date, 2)
    while (timeSlotsOn(location, end).length === 0) end = addDays(end, 1)
    return {
      pickup_location_code: location.code,
      start_date: date,
      end_date: end,
      pickup_time: slot,
      return_time: timeSlotsOn(location, end)[0]!,
    }
  }
  throw new Error(`${location.code} opens at no time this week`)
}

/** Books the first gear free for `rental` and pays for it in the sandbox, through the API. */
async function paidBooking(request: APIRequestContext, traveller: Traveller, rental: Rental) {
  const gear = (await searchGear(request, rental)).find((item) => item.available_stock > 0)
  if (!gear) throw new Error('No gear free at SVQ')
  const booking = await bookThroughApi(request, traveller, gear._id, rental)
  const headers = await bearer(request, traveller.email, traveller.password)
  const checkout = await request.post(`/api/bookings/${booking._id}/checkout`, { headers })
  expect(checkout.status()).toBe(200)
  const { url, session_id } = (await checkout.json()) as { url: string; session_id: string }
  const paid = await request.post(`${url}/pay`, { maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  const confirmed = await request.post(`/api/bookings/${booking._id}/payment/confirm`, {
    headers,
    data: { session_id },
  })
  expect(confirmed.status()).toBe(200)
  return booking
}

/** A traveller account of its own, made counter staff by the admin. */
async function newModerator(request: APIRequestContext): Promise<Traveller> {
  const moderator = await createTraveller(request)
  const role = await request.post('/api/desk/staff/role', {
    headers: await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password),
    data: { email: moderator.email, role: 'moderator' },
  })
  expect(role.status()).toBe(200)
  return moderator
}

async function openDeskAs(page: Page, email: string, password: string) {
  await logIn(page, email, password)
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible()
  await page.goto('/desk')
}

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
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(
    page.getByText(`1 booking matches “${later.reference.toLowerCase()}”.`),
  ).toBeVisible()
  await expectNoSeriousViolations(page, 'the desk lookup')

  // The admin cancels the later booking and refunds €5 of it.
  const adminContext = await browser.newContext()
  await adminContext.addInitScript(() => {
    const choice = { essential: true, analytics: false, timestamp: new Date().toISOString() }
    localStorage.setItem('cookie_consent', JSON.stringify(choice))
  })
  const admin = await adminContext.newPage()
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

  // The traveller sees the refund on their booking.
  const mine = await request.get(`/api/bookings/${later._id}`, {
    headers: await bearer(request, traveller.email, traveller.password),
  })
  expect((await mine.json()).refund).toMatchObject({ amount: 500 })
  await adminContext.close()
})
