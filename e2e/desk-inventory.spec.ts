import type { APIRequestContext, Page } from '@playwright/test'
import type { InventoryItem, InventoryView } from '../src/shared/contract/desk'
import { addDays } from '../src/shared/domain/calendar'
import { timeSlotsOn } from '../src/shared/domain/openingTimes'
import { expectNoSeriousViolations } from './support/accessibility'
import { createTraveller, logIn } from './support/accounts'
import { bookThroughApi, pickupLocation, searchGear, type Rental } from './support/bookings'
import { todayInSeville } from './support/calendar'
import { E2E_ADMIN } from './support/staff'
import { expect, test } from './support/test'

// One journey changes shared stock: it runs once, on a tablet at the counter.
test.use({ viewport: { width: 820, height: 1180 } })

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  return { authorization: `Bearer ${(await login.json()).access_token}` }
}

/**
 * The journey's location: Santa Justa station, where demo items have two units (SVQ's have
 * more), and no other journey rents.
 */
const LOCATION = 'SJA'

/** A rental next week, on days the location opens, picked up and returned at its first slot. */
async function nextWeeksRental(request: APIRequestContext): Promise<Rental> {
  const location = await pickupLocation(request, LOCATION)
  let start = addDays(todayInSeville(), 7)
  while (timeSlotsOn(location, start).length === 0) start = addDays(start, 1)
  let end = addDays(start, 3)
  while (timeSlotsOn(location, end).length === 0) end = addDays(end, 1)
  return {
    pickup_location_code: LOCATION,
    start_date: start,
    end_date: end,
    pickup_time: timeSlotsOn(location, start)[0]!,
    return_time: timeSlotsOn(location, end)[0]!,
  }
}

/** An item with exactly two units at the location, both free every day of the strip. */
async function itemWithTwoFreeUnits(request: APIRequestContext): Promise<InventoryItem> {
  const answer = await request.get(`/api/desk/locations/${LOCATION}/inventory`, {
    headers: await adminHeaders(request),
  })
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as InventoryView
  const item = items.find(
    (candidate) =>
      candidate.units_in_service === 2 &&
      candidate.strip.every((day) => day.committed === 0 && day.free === 2),
  )
  if (!item) throw new Error(`No ${LOCATION} gear with two free units`)
  return item
}

const unitsFree = async (request: APIRequestContext, rental: Rental, gearId: string) =>
  (await searchGear(request, rental)).find((gear) => gear._id === gearId)?.available_stock

async function putOutOfService(page: Page, tag: string, rental: Rental) {
  await page.getByRole('button', { name: `Put out of service: ${tag}` }).click()
  const form = page.getByRole('form', { name: `Put ${tag} out of service` })
  await form.getByLabel('From').fill(rental.start_date)
  await form.getByLabel('Back in service on').fill(addDays(rental.end_date, 1))
  await form.getByLabel('Reason').selectOption('repair')
  await form.getByRole('button', { name: 'Put out of service' }).click()
}

test('an admin takes a unit out of service for next week, is warned before leaving a booking short, and puts it back', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The journey changes shared stock: run it once')
  // A long journey with two accessibility scans of a full inventory.
  test.setTimeout(120_000)
  const rental = await nextWeeksRental(request)
  const item = await itemWithTwoFreeUnits(request)
  const [first, second] = item.units.map((unit) => unit.asset_tag) as [string, string]
  const before = await unitsFree(request, rental, item.gear_id)
  expect(before).toBe(2)

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/search$/)
  await page.goto('/desk')
  await expect(page.getByRole('heading', { level: 1, name: 'Desk' })).toBeVisible()
  // The desk opens on the day; the inventory is a section of its own.
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('link', { name: 'Inventory' })
    .click()
  await expect(page).toHaveURL(/\/desk\/inventory$/)
  await expect(page.getByLabel('Location')).toHaveValue('SVQ')
  await page.getByLabel('Location').selectOption(LOCATION)
  const card = page.getByRole('article', { name: item.names.en })
  await expect(card.getByRole('rowheader', { name: first })).toBeVisible()
  await expectNoSeriousViolations(page, 'the desk inventory')

  await putOutOfService(page, first, rental)
  const firstRow = card
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: first }) })
  await expect(firstRow).toContainText(/Out of service \d/)
  // A traveller's search for next week finds one unit fewer.
  await expect.poll(() => unitsFree(request, rental, item.gear_id)).toBe(1)

  const traveller = await createTraveller(request)
  const booking = await bookThroughApi(request, traveller, item.gear_id, rental)

  await putOutOfService(page, second, rental)
  const dialog = page.getByRole('dialog', { name: 'Bookings would be short' })
  await expect(dialog).toContainText(`Booking ${booking.reference}`)
  await expect(dialog).toContainText('1 unit short')
  await expectNoSeriousViolations(page, 'the units-short dialog')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  const secondRow = card
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: second }) })
  await expect(secondRow).not.toContainText(/Out of service \d/)
  expect(await unitsFree(request, rental, item.gear_id)).toBe(0)

  await page.getByRole('button', { name: `Back in service: ${first}` }).click()
  await expect(firstRow).not.toContainText(/Out of service \d/)
  // The unit is back: the booking keeps one, the other is free again.
  await expect.poll(() => unitsFree(request, rental, item.gear_id)).toBe(1)
})

test('a traveller is told the desk is for staff; a guest is sent to log in', async ({ page }) => {
  await page.goto('/desk')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdesk$/)
  const traveller = await createTraveller(page.request)
  await page.getByLabel('Email', { exact: true }).fill(traveller.email)
  await page.getByLabel('Password', { exact: true }).fill(traveller.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/desk$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'The desk is for staff only' }),
  ).toBeVisible()
})
