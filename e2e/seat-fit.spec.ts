import { createTraveller, logIn } from './support/accounts'
import { leaveInGuestBasket, searchGear, svqRental } from './support/bookings'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { bearer } from './support/desk'
import { expect, test } from './support/test'

const FRIDAY = 5

test('a family with a 98 cm three-year-old is suggested the seat that fits and warned of an infant seat', async ({
  page,
  context,
  baseURL,
}) => {
  const pickup = nextWeekday(FRIDAY, 14, (date) => isHoliday(date) || isHoliday(addDays(date, 7)))
  const trip = svqRental(pickup, addDays(pickup, 7))
  const catalogue = await searchGear(page.request, trip)
  const byName = (start: string) => catalogue.find((item) => item.name.startsWith(start))!
  // Up to 83 cm, and 40 to 105 cm: only the second fits a 98 cm child.
  const infantSeat = byName('Maxi-Cosi Pebble 360')
  const toddlerSeat = byName('Joie i-Spin 360')

  // The family keeps Martina on its account: 98 cm, born three years before the trip.
  const traveller = await createTraveller(page.request)
  const headers = await bearer(page.request, traveller.email, traveller.password)
  const child = await page.request.post('/api/users/children', {
    headers,
    data: { name: 'Martina', birth_month: addDays(pickup, -3 * 365).slice(0, 7), height_cm: 98 },
  })
  expect(child.status()).toBe(201)

  // Back on the site with an infant seat left in the basket for the trip.
  await leaveInGuestBasket(context, baseURL!, trip, [infantSeat])
  await logIn(page, traveller.email, traveller.password)
  const suggestions = page.getByRole('region', { name: 'Seats for your children' })
  await expect(suggestions).toContainText(`For Martina: ${toddlerSeat.name}`)
  await expect(suggestions.getByRole('link', { name: toddlerSeat.name })).toHaveAttribute(
    'href',
    `/gear/${toddlerSeat._id}`,
  )
  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  const basket = page.getByRole('region', { name: 'Your basket' })
  await expect(basket).toContainText(`${infantSeat.name} does not fit any of your children.`)
  // A warning, not a refusal: the checkout is still offered.
  await expect(basket.getByRole('button', { name: 'Checkout' })).toBeEnabled()
})
