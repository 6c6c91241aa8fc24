/**
 * A booking changed instead of cancelled (docs/money.md, Changes): a family extends its return
 * by two days, sees the difference, pays it and is emailed; then takes one unit off more than
 * 24 hours ahead and sees the refund. English on the desktop, Spanish on the phone.
 */
import { addDays } from '../src/shared/domain/calendar'
import { createTraveller, logIn } from './support/accounts'
import { paidBookingOf, pickupLocation, searchGear } from './support/bookings'
import { bearer, soonestRental } from './support/desk'
import { expect, test } from './support/test'

const TEXTS = {
  en: {
    open: 'Change booking',
    returnDate: 'Return date',
    pay: /^You pay €\d+(\.\d\d)? more\.$/,
    refund: /^We refund €\d+(\.\d\d)?\.$/,
    confirm: 'Confirm the change',
    paid: 'Difference paid.',
    refunded: /refunded\.$/,
    less: /^One .+ less$/,
    subject: /has changed \(version 1\)$/,
  },
  es: {
    open: 'Cambiar reserva',
    returnDate: 'Fecha de devolución',
    pay: /^Pagas \d+(,\d\d)?\s€ más\.$/,
    refund: /^Te reembolsamos \d+(,\d\d)?\s€\.$/,
    confirm: 'Confirmar el cambio',
    paid: 'Diferencia pagada.',
    refunded: /reembolsados\.$/,
    less: /^Una unidad menos de /,
    subject: /ha cambiado \(versión 1\)$/,
  },
}

test('a family extends its return and pays the difference, then takes a unit off and is refunded', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const words = TEXTS[lang]
  const location = await pickupLocation(request, 'SVQ')
  // Midday: inside the desk's hours whichever day the return moves to.
  const rental = { ...soonestRental(location, 10), return_time: '12:00' }
  const traveller = await createTraveller(request)
  const auth = await bearer(request, traveller.email, traveller.password)
  await request.patch('/api/users/profile', { headers: auth, data: { language_preference: lang } })
  const longer = { ...rental, end_date: addDays(rental.end_date, 2) }
  const gear = (await searchGear(request, longer)).find((item) => item.available_stock >= 2)!
  const booking = await paidBookingOf(request, traveller, { gearIds: [gear._id, gear._id], rental })
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)

  // Two days more: the difference shows before anything changes, then is paid.
  await page.goto(`/booking/${booking._id}?lang=${lang}`)
  await page.getByRole('button', { name: words.open }).click()
  await page.getByLabel(words.returnDate).fill(longer.end_date)
  await expect(page.getByText(words.pay)).toBeVisible()
  await page.getByRole('button', { name: words.confirm }).click()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(async () => {
    await page.goto(`/booking/${booking._id}?lang=${lang}`)
    await expect(page.getByText(words.paid)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(traveller.email)}`)
  const subjects = ((await mail.json()).items as { subject: string }[]).map((m) => m.subject)
  expect(subjects.some((subject) => words.subject.test(subject))).toBe(true)

  // One unit off, more than 24 hours ahead: refunded.
  await page.getByRole('button', { name: words.open }).click()
  await page.getByRole('button', { name: words.less }).click()
  await expect(page.getByText(words.refund)).toBeVisible()
  await page.getByRole('button', { name: words.confirm }).click()
  await expect(page.getByText(words.refunded).first()).toBeVisible()
})
