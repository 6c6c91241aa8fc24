import { expect, secondBrowser, test } from './support/test'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { createTraveller, logIn } from './support/accounts'
import { clearPrefilledPhone, leaveInGuestBasket, searchGear, svqRental } from './support/bookings'
import { openDeskAs } from './support/desk'
import { E2E_ADMIN } from './support/staff'

const TUESDAY = 2

test('an admin creates a promo code at the desk; a traveller applies it in the basket, books and pays with its discount', async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The journey books shared stock: run it once')
  test.setTimeout(120_000)
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1)

  // The admin creates the code at the desk, in a browser of their own: 10 % off all gear, five
  // uses, one per traveller.
  const desk = await secondBrowser(browser)
  await openDeskAs(desk, E2E_ADMIN.email, E2E_ADMIN.password)
  await desk
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('link', { name: 'Promo codes' })
    .click()
  const form = desk.getByRole('form', { name: 'New promo code' })
  await form.getByRole('button', { name: 'Create code' }).click()
  await expect(form.getByText('Enter 3 to 32 letters, digits and dashes.')).toBeVisible()
  await form.getByLabel('Code').fill(code.toLowerCase())
  await form.getByLabel('Amount').fill('10')
  await form.getByLabel('Valid from').fill(yesterday)
  await form.getByLabel('Total use limit').fill('5')
  await form.getByLabel('Uses per traveller').fill('1')
  await form.getByRole('button', { name: 'Create code' }).click()
  await expect(
    desk.getByRole('status').filter({ hasText: `Promo code ${code} created.` }),
  ).toBeVisible()
  const row = desk
    .getByRole('table', { name: 'Promo codes, newest first' })
    .getByRole('row', { name: new RegExp(code) })
  await expect(row).toContainText('10% off')
  await expect(row).toContainText('0 of 5')
  await expect(row).toContainText('Active')
  await desk.context().close()

  // A traveller with a stroller in the basket enters the code.
  const pickup = nextWeekday(TUESDAY, 98, (date) => isHoliday(date) || isHoliday(addDays(date, 5)))
  const rental = svqRental(pickup, addDays(pickup, 5), '10:00', '18:00')
  const stroller = (await searchGear(page.request, rental)).find((item) =>
    item.name.startsWith('Bugaboo Butterfly'),
  )!
  await leaveInGuestBasket(context, baseURL!, rental, [stroller])
  const traveller = await createTraveller(page.request)
  await logIn(page, traveller.email, traveller.password)
  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  const popup = page.getByRole('region', { name: 'Your basket' })
  const total = popup.getByText('Total, deposit included').locator('xpath=following-sibling::dd')
  await expect(total).toHaveText(/^€/)
  const before = await total.textContent()
  const field = popup.getByRole('textbox', { name: 'Promo code' })
  await field.fill('50% OFF')
  await popup.getByRole('button', { name: 'Apply' }).click()
  await expect(
    popup.getByText('A promo code has 3 to 32 letters, digits and dashes.'),
  ).toBeVisible()
  await field.fill('NO-SUCH-CODE')
  await popup.getByRole('button', { name: 'Apply' }).click()
  await expect(
    popup.getByText(/^Promo code NO-SUCH-CODE was not applied: We do not know that promo code\./),
  ).toBeVisible()
  await expect(total).toHaveText(before!)
  await field.fill(` ${code.toLowerCase()} `)
  await popup.getByRole('button', { name: 'Apply' }).click()
  await expect(
    popup.getByRole('status').filter({ hasText: `Promo code ${code} applied.` }),
  ).toBeVisible()
  const discountLine = popup.getByText(`Promo code ${code} (10% off)`)
  await expect(discountLine.locator('xpath=following-sibling::dd')).toHaveText(/^−€/)
  await expect(total).not.toHaveText(before!)

  // The quote and the booking carry the discount.
  await popup.getByRole('button', { name: 'Checkout' }).click()
  const phone = await clearPrefilledPhone(popup)
  await phone.fill('+44 20 7946 0958')
  await popup.getByRole('button', { name: 'Continue to your quote' }).click()
  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}$/)
  await expect(page.getByText(`Promo code ${code} (10% off)`)).toBeVisible()
  const book = page.getByRole('button', { name: /^Book and pay €/ })
  const price = (await book.textContent())!.replace('Book and pay ', '')
  await book.click()
  await page.getByRole('button', { name: `Pay ${price}` }).click()
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\?paid=1$/)
  await expect(page.getByText('Payment: Paid', { exact: true })).toBeVisible()
  const applied = page.getByRole('list', { name: 'Promo codes applied' })
  await expect(applied).toHaveText(new RegExp(`^Promo code ${code}: €[\\d.]+ off$`))
})
