/**
 * A family pays a booking in the sandbox and downloads its invoice from the booking page: a PDF
 * in their language with the number, the total and their name as written (docs/money.md,
 * Invoices); in English on the desktop and in Spanish on the phone.
 */
import { execFileSync } from 'node:child_process'
import { createTraveller, logIn } from './support/accounts'
import { paidBookingOf, pickupLocation, searchGear } from './support/bookings'
import { bearer, soonestRental } from './support/desk'
import { expect, test } from './support/test'

const FAMILY = {
  en: { title: 'Invoices', kind: 'Simplified invoice', money: 'en-GB' },
  es: { title: 'Facturas', kind: 'Factura simplificada', money: 'es-ES' },
}

test('a family pays a booking and downloads its invoice from the booking page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const texts = FAMILY[lang]
  const location = await pickupLocation(request, 'SVQ')
  const rental = soonestRental(location, 10)
  const [gear] = (await searchGear(request, rental)).filter((item) => item.available_stock > 0)
  const traveller = await createTraveller(request)
  const auth = await bearer(request, traveller.email, traveller.password)
  const profile = await request.patch('/api/users/profile', {
    headers: auth,
    data: { language_preference: lang, last_name: 'Muñoz' },
  })
  expect(profile.status()).toBe(200)
  const booking = await paidBookingOf(request, traveller, { gearIds: [gear!._id], rental })

  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)
  const invoices = page.getByRole('region', { name: texts.title })
  const link = invoices.getByRole('link', { name: new RegExp(`^${texts.kind} \\S+ \\(PDF\\)$`) })
  // The payment's invoice is issued when the provider's webhook is recorded.
  await expect(async () => {
    await page.goto(`/booking/${booking._id}?lang=${lang}`)
    await expect(link).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const number = /\S+(?= \(PDF\)$)/.exec((await link.textContent())!)![0]

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const file = testInfo.outputPath(`${number}.pdf`)
  await download.saveAs(file)
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  })
  const [listed] = (
    await (await request.get(`/api/bookings/${booking._id}/invoices`, { headers: auth })).json()
  ).invoices
  const total = new Intl.NumberFormat(texts.money, { style: 'currency', currency: 'EUR' })
    .format(listed.total / 100)
    .replace(/\u00a0/g, ' ')
  expect(text).toContain(texts.kind)
  expect(text).toContain(number)
  expect(text).toContain(total)
  expect(text).toContain('€')
  expect(text).toContain(`${traveller.firstName} Muñoz`)
})
