import { signIn } from './support/accounts'
import { searchGear, svqRental } from './support/bookings'
import { addDays, isHoliday, nextWeekday, pickDate } from './support/calendar'
import { expect, test } from './support/test'

const TUESDAY = 2

test('at full stock, Add to basket looks disabled and says why, on the card and the gear page', async ({
  page,
}) => {
  // A basket holds no stock: any dates do, far from the journeys that book.
  const start = nextWeekday(TUESDAY, 180, (date) => isHoliday(date) || isHoliday(addDays(date, 3)))
  const end = addDays(start, 3)
  const free = (await searchGear(page.request, svqRental(start, end))).filter(
    (item) => item.available_stock > 0,
  )
  const item = free.reduce((a, b) => (b.available_stock < a.available_stock ? b : a))
  const other = free.find((candidate) => candidate._id !== item._id)!
  await signIn(page)
  await pickDate(page, 'Pickup date', start)
  await page.getByRole('combobox', { name: 'Pickup time' }).selectOption('10:00')
  await pickDate(page, 'Return date', end)
  await page.getByRole('combobox', { name: 'Return time' }).selectOption('10:00')

  const card = page.getByRole('article', { name: item.name })
  const add = card.getByRole('button', { name: `Add to basket: ${item.name}` })
  await card
    .getByRole('combobox', { name: `Quantity of ${item.name}` })
    .selectOption(String(item.available_stock))
  await add.click()
  const why = `Not enough stock available. Requested: ${item.available_stock + 1}, Available: ${item.available_stock}`
  await expect(card.getByText(`${item.available_stock} in your basket`)).toBeVisible()
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription(why)
  await expect(card.getByText(why)).toBeVisible()

  // It does not look like the button of gear still free.
  const looks = (button: typeof add) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      return { background: style.backgroundColor, color: style.color }
    })
  const enabled = await looks(
    page
      .getByRole('article', { name: other.name })
      .getByRole('button', { name: `Add to basket: ${other.name}` }),
  )
  await expect(add).toHaveCSS('cursor', 'not-allowed')
  const disabled = await looks(add)
  expect(disabled.background).not.toBe(enabled.background)
  expect(disabled.color).not.toBe(enabled.color)

  await card.getByRole('link', { name: item.name }).click()
  const onPage = page.getByRole('button', { name: `Add to basket: ${item.name}` })
  await expect(onPage).toBeDisabled()
  await expect(onPage).toHaveAccessibleDescription(why)
  await expect(onPage).toHaveCSS('cursor', 'not-allowed')
})
