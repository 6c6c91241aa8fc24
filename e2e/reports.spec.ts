/**
 * An admin reads the desk's reports (docs/money.md, Reports): a chart and a table of the last 90
 * days, and the revenue of this month's days, its CSV and the Money screen's rental kept of the
 * month all the same; then the reports in Spanish. At Santa Justa station, as the Money journey.
 */
import fs from 'node:fs/promises'
import { wallClockAt } from '../src/shared/domain/zonedTime'
import { createTraveller, logIn } from './support/accounts'
import { pickupLocation } from './support/bookings'
import { paidBooking, soonestRental } from './support/desk'
import { E2E_ADMIN } from './support/staff'
import { expect, test } from './support/test'

test.use({ viewport: { width: 820, height: 1180 } })

/** Euros as the desk writes them ("€1,234.50") in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100)

test("an admin sees this month's revenue by day equal its CSV and the Money screen", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The desk journeys run once, on the desktop')
  test.setTimeout(60_000)
  const location = await pickupLocation(request, 'SJA')
  const traveller = await createTraveller(request)
  await paidBooking(request, traveller, soonestRental(location, 50))
  const today = wallClockAt(Date.now(), location.time_zone).date

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/desk/reports')
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible()
  await page.getByLabel('Location').selectOption('SJA')
  await expect(page.getByLabel('To')).toHaveValue(today)
  await expect(page.getByRole('img', { name: 'Utilisation and revenue per item' })).toBeVisible()
  await expect(page.locator('canvas').first()).toBeVisible()

  await page
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name: 'Bookings and revenue by day' }) })
    .selectOption({ label: 'Bookings and revenue by day' })
  await page.getByLabel('From').fill(`${today.slice(0, 7)}-01`)
  const total = page.locator('tfoot tr')
  await expect(total).toContainText('Total')
  const screenTotal = async () => cents((await total.getByRole('cell').nth(2).textContent()) ?? '')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Table (CSV)' }).click()
  const csv = await fs.readFile((await (await download).path())!, 'utf8')
  const [header, ...lines] = csv.trimEnd().split('\r\n')
  expect(header).toBe('day,bookings,revenue')
  const csvCents = lines.reduce(
    (sum, line) => sum + Math.round(Number(line.split(',')[2]) * 100),
    0,
  )
  // The screen's table, once it has the new period, totals what the CSV does.
  await expect.poll(screenTotal).toBe(csvCents)
  const screenCents = await screenTotal()
  expect(screenCents).toBeGreaterThan(0)

  await page.getByRole('link', { name: 'Money' }).click()
  await page.getByLabel('Location').selectOption('SJA')
  const rental = page.getByRole('list', { name: 'Balances' }).getByRole('listitem').first()
  await expect(rental).toContainText('reconciles')
  const kept = /: (€[\d,.]+) =/.exec((await rental.textContent()) ?? '')?.[1] ?? ''
  expect(cents(kept)).toBe(screenCents)

  // The same screen in Spanish: its heading, its chart and its export speak the reader's language.
  await page.goto('/desk/reports?lang=es')
  await expect(page.getByRole('heading', { level: 2, name: 'Informes' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Uso e ingresos por artículo' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tabla (CSV)' })).toBeVisible()
})
