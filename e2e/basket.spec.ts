import { expect, test } from './support/test'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { createTraveller, logIn } from './support/accounts'
import { leaveInGuestBasket, searchGear, svqRental } from './support/bookings'

const FRIDAY = 5

test('a returning guest keeps their basket through login, fills it, sees server prices and clears it', async ({
  page,
  context,
  baseURL,
}) => {
  const pickup = nextWeekday(FRIDAY, 14, (date) => isHoliday(date) || isHoliday(addDays(date, 7)))
  const back = addDays(pickup, 7)
  const rental = svqRental(pickup, back)
  const catalogue = await searchGear(page.request, rental)
  const byName = (start: string) => catalogue.find((item) => item.name.startsWith(start))!
  const seat = byName('Maxi-Cosi Pebble 360')
  const stroller = byName('Bugaboo Butterfly')
  const cot = byName('BabyBjörn')

  // A guest chose a car seat last week: their basket waits in the guest cookie.
  await leaveInGuestBasket(context, baseURL!, rental, [seat])
  const traveller = await createTraveller(page.request)
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)

  const basketButton = page.getByRole('button', { name: /^Basket, \d+ items?$/ })
  await expect(basketButton).toHaveAccessibleName('Basket, 1 item')
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('basket_guest')

  // The search continues with the basket's rental; add a stroller from the results.
  const strollerCard = page.getByRole('article', { name: stroller.name })
  await strollerCard.getByRole('button', { name: `Add to basket: ${stroller.name}` }).click()
  await expect(strollerCard.getByText('1 in your basket')).toBeVisible()

  // And a travel cot from its own page.
  await page.getByRole('article', { name: cot.name }).getByRole('link', { name: cot.name }).click()
  await page.getByRole('button', { name: `Add to basket: ${cot.name}` }).click()
  await expect(basketButton).toHaveAccessibleName('Basket, 3 items')

  await basketButton.click()
  const popup = page.getByRole('region', { name: 'Your basket' })
  await expect(popup.getByText('Seville Airport (SVQ)')).toBeVisible()
  // 7 days: the week discount, with the list price struck through.
  const seatRow = popup.getByRole('listitem').filter({ hasText: seat.name })
  await expect(seatRow.getByText('€6.30 a day × 7 days')).toBeVisible()
  await expect(seatRow.locator('s')).toHaveText(/€7/)
  await expect(popup.getByText('Rentals of 7 days or more: 10% off every day')).toBeVisible()
  const total = popup.getByText('Total, deposit included').locator('..')
  const before = await total.textContent()

  await popup.getByRole('button', { name: `One more ${seat.name}` }).click()
  await expect(popup.getByText('€88.20')).toBeVisible()
  await expect(total).not.toHaveText(before!)
  await expect(popup.getByRole('button', { name: `One fewer ${seat.name}` })).toBeEnabled()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Basket, 4 items' })).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Basket, 4 items' }).click()
  await page
    .getByRole('region', { name: 'Your basket' })
    .getByRole('button', { name: 'Clear Basket' })
    .click()
  await expect(page.getByText('Your basket is empty')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Basket, 0 items' })).toBeVisible()
})

test('checkout without signing in goes to login and back to the open basket', async ({
  page,
  context,
  baseURL,
}) => {
  const pickup = nextWeekday(FRIDAY, 21, (date) => isHoliday(date) || isHoliday(addDays(date, 3)))
  const back = addDays(pickup, 3)
  const rental = svqRental(pickup, back)
  const [first] = await searchGear(page.request, rental)
  await leaveInGuestBasket(context, baseURL!, rental, [first!])
  const traveller = await createTraveller(page.request)
  // A guest cannot open search, but the basket popup is reachable from a profile link.
  await page.goto('/profile/me')
  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  await page
    .getByRole('region', { name: 'Your basket' })
    .getByRole('button', { name: 'Checkout' })
    .click()
  await expect(page).toHaveURL(/\/login\?redirect=\/search&basketOpen=true$/)
  await page.getByLabel('Email', { exact: true }).fill(traveller.email)
  await page.getByLabel('Password', { exact: true }).fill(traveller.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByRole('region', { name: 'Your basket' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Your basket' }).getByText(first!.name, { exact: true }),
  ).toBeVisible()
})
