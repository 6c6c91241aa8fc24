import { expectNoSeriousViolations } from './support/accessibility'
import { createTraveller, logIn } from './support/accounts'
import { clearPrefilledPhone, searchGear } from './support/bookings'
import { addDays, isHoliday, nextWeekday, pickDate } from './support/calendar'
import { createPromoCode, newModerator, openDeskAs } from './support/desk'
import { expect, secondBrowser, test } from './support/test'

const WEDNESDAY = 3
const ZONE_AREA = /postal codes 41001 to 41020/

test('a traveller has the gear delivered in Seville city with a promo code; the desk runs it; the booking shows the address and the discount', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The journey books shared stock: run it once')
  test.setTimeout(150_000)
  // Beyond the zone's lead time (book by 18:00 the day before), on days the zone delivers, and
  // clear of the dates the other journeys book from the same airport stock.
  const start = nextWeekday(WEDNESDAY, 84, (date) => isHoliday(date) || isHoliday(addDays(date, 4)))
  const end = addDays(start, 4)
  const rental = {
    pickup_location_code: 'SVQ-CITY',
    start_date: start,
    end_date: end,
    pickup_time: '10:00',
    return_time: '18:00',
  }
  const gear = (await searchGear(page.request, rental)).find((item) => item.available_stock > 0)!
  const code = await createPromoCode(page.request, 10)
  const traveller = await createTraveller(page.request)
  // The zones come late, so "Deliver to" is pressed before the page knows where to go.
  let releaseZones = () => {}
  const zonesHeld = new Promise<void>((resolve) => (releaseZones = resolve))
  await page.route(/\/api\/pickup-locations\?.*type=delivery/, async (route) => {
    await zonesHeld
    await route.continue()
  })
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)

  // Deliver to Seville city: the zone's area, then its delivery and collection windows.
  await page
    .getByRole('group', { name: 'How you get the gear' })
    .getByRole('button', { name: 'Deliver to' })
    .click()
  releaseZones()
  await expect(page.getByRole('combobox', { name: 'Delivery zone' })).toHaveValue('SVQ-CITY')
  await page.unroute(/\/api\/pickup-locations\?.*type=delivery/)
  await expect(page.getByText(ZONE_AREA)).toBeVisible()
  await pickDate(page, 'Delivery date', start)
  await expect(page.getByText(/^Deliveries and collections 09:00–21:00 on /)).toBeVisible()
  await page.getByRole('combobox', { name: 'Delivery time' }).selectOption('10:00')
  await pickDate(page, 'Collection date', end)
  await page.getByRole('combobox', { name: 'Collection time' }).selectOption('18:00')
  const card = page.getByRole('article', { name: gear.name })
  await card.getByRole('button', { name: `Add to basket: ${gear.name}` }).click()

  // The basket prices the delivery and the collection as fee lines.
  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  const popup = page.getByRole('region', { name: 'Your basket' })
  await expect(popup.getByText('Seville city delivery')).toBeVisible()
  for (const fee of ['Delivery to your address', 'Collection from your address']) {
    await expect(popup.getByRole('term').filter({ hasText: fee })).toBeVisible()
    await expect(
      popup.getByRole('term').filter({ hasText: fee }).locator('xpath=following-sibling::dd'),
    ).toHaveText(/€15/)
  }
  // The promo code takes 10 % off the rental, never off the delivery fees.
  const total = popup.getByText('Total, deposit included').locator('xpath=following-sibling::dd')
  await expect(total).toHaveText(/^€/)
  const before = await total.textContent()
  await popup.getByRole('textbox', { name: 'Promo code' }).fill(code)
  await popup.getByRole('button', { name: 'Apply' }).click()
  const discountLine = popup.getByText(`Promo code ${code} (10% off)`)
  await expect(discountLine.locator('xpath=following-sibling::dd')).toHaveText(/^−€/)
  await expect(total).not.toHaveText(before!)
  await popup.getByRole('button', { name: 'Checkout' }).click()

  // The contact form asks where to deliver; a postal code outside the zone names the zone.
  const address = popup.getByRole('group', { name: 'Delivery address' })
  await expect(address).toBeVisible()
  await (await clearPrefilledPhone(popup)).fill('+34 600 123 456')
  await address.getByLabel('Street').fill('Calle Feria')
  await address.getByLabel('Number').fill('12')
  const postalCode = address.getByLabel('Postal code')
  await postalCode.fill('28001')
  await postalCode.blur()
  await expect(
    address.getByText(/^We deliver only in .*41001 to 41020.*one of our desks\.$/),
  ).toBeVisible()
  await postalCode.fill('41004')
  await address.getByLabel('City').fill('Sevilla')
  await address.getByLabel('Hotel or flat name (optional)').fill('Hotel Las Casas')
  await address.getByLabel('Instructions for the driver (optional)').fill('Ring at reception')
  await expect(address.getByText(/^We deliver only in/)).toHaveCount(0)
  await expectNoSeriousViolations(page, 'the delivery address form')
  await popup.getByRole('button', { name: 'Continue to your quote' }).click()

  // The quote shows the address; booking and paying in the sandbox.
  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Delivery and collection at')).toBeVisible()
  await expect(page.getByText(/Calle Feria 12, 41004 Sevilla/)).toBeVisible()
  const book = page.getByRole('button', { name: /^Book and pay €/ })
  const price = (await book.textContent())!.replace('Book and pay ', '')
  await book.click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\//)
  await page.getByRole('button', { name: `Pay ${price}` }).click()

  // The booking shows where and when.
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\?paid=1$/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Booking TT-[A-Z0-9]{6}$/)
  const reference = (await heading.textContent())!.replace('Booking ', '')
  await expect(page.getByText('Delivery and collection at')).toBeVisible()
  await expect(page.getByText(/Hotel Las Casas, Calle Feria 12, 41004 Sevilla/)).toBeVisible()
  await expect(page.getByText(/between 10:00 and 10:30/)).toBeVisible()
  await expect(page.getByText(/between 18:00 and 18:30/)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Promo codes applied' })).toHaveText(
    new RegExp(`^Promo code ${code}: €[\\d.]+ off$`),
  )

  // A moderator sees it in the day's deliveries at SVQ and in the run, with its address.
  const moderator = await newModerator(page.request)
  const desk = await secondBrowser(browser)
  await openDeskAs(desk, moderator.email, moderator.password)
  await desk.getByRole('textbox', { name: 'Day' }).fill(start)
  const deliveries = desk.getByRole('region', { name: 'Deliveries' })
  const delivery = deliveries.getByRole('article', { name: new RegExp(reference) })
  await expect(delivery).toContainText('10:00–10:30')
  await expect(delivery.getByRole('list', { name: 'Delivery address' })).toContainText(
    'Calle Feria 12, 41004 Sevilla',
  )
  await desk.getByRole('link', { name: "Open the day's run" }).click()
  await expect(desk).toHaveURL(new RegExp(`/desk/run/${start}$`))
  const stop = desk.getByRole('article').filter({ hasText: reference })
  await expect(stop.getByRole('heading')).toContainText('Delivery')
  await expect(stop.getByRole('heading')).toContainText('10:00–10:30')
  await expect(stop.getByRole('list', { name: 'Delivery address' })).toContainText(
    'Calle Feria 12, 41004 Sevilla',
  )
  await expect(stop.getByRole('link', { name: '+34 600 123 456' })).toHaveAttribute(
    'href',
    'tel:+34600123456',
  )
  await expectNoSeriousViolations(desk, "the driver's run")
  // On a driver's phone the run fits the screen's width.
  await desk.setViewportSize({ width: 390, height: 844 })
  await stop.scrollIntoViewIfNeeded()
  await expect(stop.getByRole('link', { name: '+34 600 123 456' })).toBeInViewport()
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await desk.setViewportSize({ width: 1280, height: 800 })
  // The stop opens the booking, where the gear is handed over as at the counter.
  await stop.getByRole('link', { name: reference }).click()
  await expect(desk.getByRole('heading', { name: 'Delivery and collection' })).toBeVisible()
  await expect(desk.getByText('Calle Feria 12, 41004 Sevilla')).toBeVisible()

  // The collection is on the run of the return day.
  await desk.goto(`/desk/run/${end}`)
  const collection = desk.getByRole('article').filter({ hasText: reference })
  await expect(collection.getByRole('heading')).toContainText('Collection')
  await expect(collection.getByRole('heading')).toContainText('18:00–18:30')
  await desk.context().close()
})
