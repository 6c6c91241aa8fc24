import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import type { Download } from '@playwright/test'
import { expect, test } from './support/test'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { createTraveller, logIn, openAccountMenu, signIn } from './support/accounts'
import { leaveInGuestBasket, searchGear, svqRental } from './support/bookings'
import { E2E_ADMIN } from './support/staff'

const THURSDAY = 4

test('a signed-in traveller downloads a problem report that Redux DevTools can import and that holds no email', async ({
  page,
  context,
  baseURL,
}) => {
  const start = nextWeekday(THURSDAY, 14, (date) => isHoliday(date) || isHoliday(addDays(date, 4)))
  const rental = svqRental(start, addDays(start, 4), '10:00', '18:00')
  const catalogue = await searchGear(page.request, rental)
  const seat = catalogue.find((item) => item.name.startsWith('Maxi-Cosi Pebble 360'))!
  await leaveInGuestBasket(context, baseURL!, rental, [seat])
  const traveller = await createTraveller(page.request)
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)

  // Use the basket: add a stroller from the results to the car seat kept from before.
  const stroller = catalogue.find((item) => item.name.startsWith('Bugaboo Butterfly'))!
  const card = page.getByRole('article', { name: stroller.name })
  await card.getByRole('button', { name: `Add to basket: ${stroller.name}` }).click()
  await expect(page.getByRole('button', { name: 'Basket, 2 items' })).toBeVisible()

  await page.getByRole('contentinfo').getByRole('button', { name: 'Report a problem' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report a problem' })
  await dialog.getByLabel('What happened?').fill('The stroller price looks too high')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download report' }).click(),
  ])
  await expect(dialog.getByText('The report has been saved to your device.')).toBeVisible()

  const { report, actionTypes, text } = await readReport(download)
  expect(text).not.toContain(traveller.email)
  expect(actionTypes).toContain('basket/itemAddRequested')
  expect(report.description).toBe('The stroller price looks too high')
  expect(report.tinytrip).toMatchObject({ language: 'en', route: '/search' })
})

test('a traveller sends a report from the account menu and an admin downloads it from the support reports page', async ({
  page,
}) => {
  const traveller = await signIn(page)
  const description = `Nothing happens when I search (${randomUUID()})`
  const menu = await openAccountMenu(page)
  await menu.getByRole('button', { name: 'Report a problem' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report a problem' })
  await dialog.getByLabel('What happened?').fill(description)
  await dialog.getByRole('button', { name: 'Send to support' }).click()
  await expect(dialog.getByText('Your report has reached our support team.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click()

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/search$/)
  await (await openAccountMenu(page)).getByRole('link', { name: 'Support reports' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support reports' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: description })
  await expect(row).toContainText('/search')
  await expect(row).toContainText('English')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download the report of/ }).click(),
  ])
  const { report, text } = await readReport(download)
  expect(report.description).toBe(description)
  expect(text).not.toContain(traveller.email)
})

/** A downloaded report, checked to be in the Redux DevTools import format. */
async function readReport(download: Download) {
  expect(download.suggestedFilename()).toMatch(/^tinytrip-report-.+\.json$/)
  const text = await fs.readFile(await download.path(), 'utf8')
  const report = JSON.parse(text) as Record<string, unknown>
  expect(typeof report.payload).toBe('string')
  expect(typeof report.preloadedState).toBe('string')
  const actions = JSON.parse(report.payload as string) as { type: unknown }[]
  expect(Array.isArray(actions)).toBe(true)
  expect(actions.length).toBeGreaterThan(0)
  expect(actions.every((action) => typeof action.type === 'string')).toBe(true)
  const preloadedState = JSON.parse(report.preloadedState as string) as unknown
  expect(preloadedState).toEqual(expect.objectContaining({ basket: expect.any(Object) }))
  return { report, text, actionTypes: actions.map((action) => action.type) }
}
