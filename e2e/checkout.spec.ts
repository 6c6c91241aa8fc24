import { expect, test } from './support/test'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { createTraveller, logIn, openAccountMenu } from './support/accounts'
import {
  bookThroughApi,
  clearPrefilledPhone,
  leaveInGuestBasket,
  pickupLocation,
  rentalPickingUpWithin23Hours,
  searchGear,
  svqRental,
} from './support/bookings'

const TUESDAY = 2

test('a traveller checks out, pays on the card page, finds the booking, cancels it and sees the refund', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const pickup = nextWeekday(TUESDAY, 21, (date) => isHoliday(date) || isHoliday(addDays(date, 5)))
  const back = addDays(pickup, 5)
  const rental = svqRental(pickup, back, '10:00', '18:00')
  const catalogue = await searchGear(page.request, rental)
  const stroller = catalogue.find((item) => item.name.startsWith('Bugaboo Butterfly'))!

  // The stroller waits in the basket the traveller filled as a guest.
  await leaveInGuestBasket(context, baseURL!, rental, [stroller])
  const traveller = await createTraveller(page.request)
  await logIn(page, traveller.email, traveller.password)
  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  const popup = page.getByRole('region', { name: 'Your basket' })
  await popup.getByRole('button', { name: 'Checkout' }).click()

  // The contact form: every rule says what is wrong, and the cancellation policy is shown.
  await expect(popup.getByRole('heading', { name: 'Your contact details' })).toBeVisible()
  await expect(
    popup.getByText('Within 24 hours of pickup, bookings cannot be cancelled.'),
  ).toBeVisible()
  const submit = popup.getByRole('button', { name: 'Continue to your quote' })
  const phone = await clearPrefilledPhone(popup)
  await submit.click()
  // The field to fix takes the focus, its message in view; a summary lists every field to fix.
  await expect(popup.getByText('Phone number is required', { exact: true })).toBeVisible()
  await expect(phone).toBeFocused()
  await expect(
    popup.getByRole('link', { name: 'Phone number: Phone number is required' }),
  ).toBeVisible()
  await phone.fill('12')
  await submit.click()
  await expect(popup.getByText('Please enter a valid phone number', { exact: true })).toBeVisible()
  await phone.fill('+44 20 7946 0958')
  await popup.getByLabel('Arriving flight (optional)').fill('Flight 9')
  await popup.getByLabel('Departing flight (optional)').fill('BA 1234567')
  await popup.getByLabel('Notes for the desk (optional)').fill('x'.repeat(501))
  await submit.click()
  await expect(
    popup.getByText('Please enter a valid flight number (e.g., BA123)', { exact: true }),
  ).toHaveCount(2)
  await expect(popup.getByText('Notes cannot exceed 500 characters', { exact: true })).toBeVisible()
  await expect(popup.getByLabel('Arriving flight (optional)')).toBeFocused()
  await popup.getByLabel('Arriving flight (optional)').fill('ba 123')
  await popup.getByLabel('Departing flight (optional)').fill('IB3107')
  await popup.getByLabel('Notes for the desk (optional)').fill('Twins: two strollers next time!')
  await submit.click()

  // The quote holds the gear; booking it goes to the card provider's page.
  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible()
  await expect(page.getByText(/^We hold your gear until/)).toBeVisible()
  await expect(page.getByText('BA123')).toBeVisible()
  const book = page.getByRole('button', { name: /^Book and pay €/ })
  const price = (await book.textContent())!.replace('Book and pay ', '')
  await book.click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\//)
  await expect(page.getByText('Sandbox: no real card is charged')).toBeVisible()
  await page.getByRole('button', { name: `Pay ${price}` }).click()

  // Back from the provider: the booking is paid and confirmed, and the basket is empty.
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\?paid=1$/)
  await expect(page.getByText('Thank you! Your payment has been received.')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Booking TT-[A-Z0-9]{6}$/)
  const reference = (await heading.textContent())!.replace('Booking ', '')
  await expect(page.getByText('Booking: Confirmed', { exact: true })).toBeVisible()
  await expect(page.getByText('Payment: Paid', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Free cancellation until/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Basket, 1 item' })).toHaveCount(0)

  // My bookings lists it among the upcoming ones.
  await openAccountMenu(page)
  await page.getByRole('link', { name: 'My Bookings', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible()
  const listed = page.getByRole('link', { name: new RegExp(reference) })
  await expect(listed).toContainText('Confirmed')
  await expect(listed).toContainText(price)
  await listed.click()

  // Cancelling refunds the card: the refund shows with the provider's id, then settles.
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  const question = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(question.getByRole('button', { name: 'Keep my booking' })).toBeFocused()
  await question.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(question).toBeHidden()
  const refund = page.getByRole('region', { name: 'Refund' })
  await expect(refund.getByText(/^re_/)).toBeVisible()
  await expect(refund.getByText(price)).toBeVisible()
  await expect(page.getByText(/^You cancelled this booking on/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  await expect(refund.getByRole('definition').first()).toHaveText('Refunded', { timeout: 20_000 })

  // Every step wrote to the traveller.
  await expect
    .poll(async () => {
      const mail = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(traveller.email)}`)
      return ((await mail.json()).items as { subject: string }[]).map((email) => email.subject)
    })
    .toEqual(
      expect.arrayContaining([
        `Your booking ${reference} is confirmed`,
        `Payment received for booking ${reference}`,
        `Booking ${reference} cancelled`,
        `Refund issued for booking ${reference}`,
      ]),
    )
})

test('a booking whose pickup is less than 24 hours away cannot be cancelled', async ({ page }) => {
  const location = await pickupLocation(page.request, 'SVQ')
  const rental = rentalPickingUpWithin23Hours(location)
  const items = await searchGear(page.request, rental)
  const cot = items.find((item) => item.name.startsWith('BabyBjörn') && item.available_stock > 0)!
  const traveller = await createTraveller(page.request)
  const booking = await bookThroughApi(page.request, traveller, cot._id, rental)

  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)
  await page.goto(`/booking/reference/${booking.reference}`)
  await expect(page.getByRole('heading', { name: `Booking ${booking.reference}` })).toBeVisible()
  await expect(
    page.getByText(/^Cancellation closed on .* \(24 hours before pickup\)\.$/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
})
