import { expect, test } from './support/test'
import { createTraveller } from './support/accounts'
import { addDays, isHoliday, nextWeekday, pickDateWithKeyboard } from './support/calendar'
import { expectTabStaysInside, expectVisibleFocus, tabTo, typeIntoSelect } from './support/keyboard'

const FRIDAY = 5

test('a traveller signs in, searches, fills the basket and gets a quote with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const traveller = await createTraveller(page.request)
  // Weeks of its own: the quote holds a car seat that the catalogue journey counts.
  const pickup = nextWeekday(FRIDAY, 56, (date) => isHoliday(date) || isHoliday(addDays(date, 3)))
  const back = addDays(pickup, 3)

  // Sign in.
  await page.goto('/login')
  await tabTo(page, page.getByLabel('Email', { exact: true }))
  await page.keyboard.type(traveller.email)
  await tabTo(page, page.getByLabel('Password', { exact: true }))
  await page.keyboard.type(traveller.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search$/)

  // Search with dates; the calendar keeps Tab inside and gives focus back when it closes.
  await tabTo(page, page.getByRole('button', { name: /^Pickup date:/ }))
  await page.keyboard.press('Enter')
  const calendar = page.getByRole('dialog', { name: 'Pickup date' })
  await expect(calendar).toBeVisible()
  await expectTabStaysInside(page, calendar)
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expectVisibleFocus(page.getByRole('button', { name: /^Pickup date:/ }))
  await pickDateWithKeyboard(page, 'Pickup date', pickup)
  // A closed select takes the option typed on it.
  const pickupTime = page.getByRole('combobox', { name: 'Pickup time' })
  await tabTo(page, pickupTime)
  await typeIntoSelect(page, pickupTime, '10:00')
  await tabTo(page, page.getByRole('button', { name: /^Return date:/ }))
  await pickDateWithKeyboard(page, 'Return date', back)
  const returnTime = page.getByRole('combobox', { name: 'Return time' })
  await tabTo(page, returnTime)
  await typeIntoSelect(page, returnTime, '18:00')

  // Add a car seat from the results.
  const seatName = 'Maxi-Cosi Pebble 360 infant car seat'
  const seat = page.getByRole('article', { name: seatName })
  await expect(seat).toContainText('available')
  // The results of the now complete search appear without taking the focus away.
  await expect(returnTime).toBeFocused()
  await tabTo(page, seat.getByRole('button', { name: `Add to basket: ${seatName}` }))
  await page.keyboard.press('Enter')
  await expect(seat.getByText('1 in your basket')).toBeVisible()

  // Open the basket: focus goes in and stays in; Escape gives it back to the basket button.
  const basketButton = page.getByRole('button', { name: 'Basket, 1 item' })
  await tabTo(page, basketButton, { backwards: true, limit: 120 })
  await page.keyboard.press('Enter')
  const popup = page.getByRole('region', { name: 'Your basket' })
  await expect(popup).toBeFocused()
  await expect(popup.getByText(seatName, { exact: true })).toBeVisible()
  await expectTabStaysInside(page, popup)
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expectVisibleFocus(basketButton)
  await page.keyboard.press('Space')
  await expect(popup).toBeFocused()

  // Check out: the contact form, then the quote.
  await tabTo(page, popup.getByRole('button', { name: 'Checkout' }))
  await page.keyboard.press('Enter')
  const phone = popup.getByLabel('Phone number')
  await tabTo(page, phone)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('+44 20 7946 0958')
  await tabTo(page, popup.getByLabel('Arriving flight (optional)'))
  await page.keyboard.type('BA123')
  await tabTo(page, popup.getByRole('button', { name: 'Continue to your quote' }))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
  await expect(page.getByText('BA123')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Your rental' }).getByText(`1 × ${seatName}`),
  ).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: /^Book and pay €/ }))
})
