import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { addDays, isHoliday, nextWeekday, pickDate } from './support/calendar'
import { openAccountMenu, signIn } from './support/accounts'

const FRIDAY = 5
const SATURDAY = 6

async function switchLanguage(page: Page, name: 'Español' | 'English') {
  await openAccountMenu(page)
  await page.getByRole('button', { name }).click()
}

test('a guest sees the from-prices per day on the home page', async ({ page }) => {
  await page.goto('/')
  const prices = page.getByRole('region', { name: 'Prices per day' })
  await expect(prices.getByRole('link', { name: /Car seats/ })).toContainText('from €7 a day')
  await expect(prices.getByRole('link', { name: /Strollers/ })).toContainText('from €9 a day')
  await expect(prices.getByRole('link', { name: /Booster seats/ })).toContainText('from €3 a day')
  await expect(prices.getByRole('link', { name: /Travel cots/ })).toContainText('from €5 a day')
})

test('a traveller searches Seville airport and opens a gear page in English and Spanish', async ({
  page,
}) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await signIn(page)
  const pickup = nextWeekday(FRIDAY, 14, (date) => isHoliday(date) || isHoliday(addDays(date, 7)))
  const back = addDays(pickup, 7)

  await page.goto('/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('SVQ')
  await pickDate(page, 'Pickup date', pickup)
  await page.getByRole('combobox', { name: 'Pickup time' }).selectOption('10:00')
  await pickDate(page, 'Return date', back)
  await page.getByRole('combobox', { name: 'Return time' }).selectOption('10:00')

  const seat = page.getByRole('article', { name: 'Maxi-Cosi Pebble 360 infant car seat' })
  await expect(seat).toContainText('€7 / day')
  await expect(seat).toContainText('6 available')
  await expect(seat.getByRole('button', { name: /^Add to basket: / })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(9)
  await expect(page.getByText('9 items at Seville Airport (SVQ) for 7 rental days')).toBeVisible()

  await seat.getByRole('link', { name: 'Maxi-Cosi Pebble 360 infant car seat' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Maxi-Cosi Pebble 360 infant car seat' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Technical details' })).toBeVisible()
  await expect(page.getByText('ECE R129 (i-Size)')).toBeVisible()
  await expect(page.getByText('6 available')).toBeVisible()
  await expect(page).toHaveTitle('Maxi-Cosi Pebble 360 infant car seat · TinyTrip')

  await switchLanguage(page, 'Español')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Silla de coche para bebé Maxi-Cosi Pebble 360' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Características técnicas' })).toBeVisible()
  await expect(
    page.getByText('Desde el nacimiento hasta unos 15 meses', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('6 disponibles')).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a traveller sees the spec messages for times outside opening hours and 22 days', async ({
  page,
}) => {
  await signIn(page)
  // Saturday: open until 23:30. Two days earlier, Thursday: only until 23:00.
  const saturday = nextWeekday(SATURDAY, 14, (date) =>
    [addDays(date, -2), date, addDays(date, 20)].some(isHoliday),
  )
  await page.goto('/search')
  await pickDate(page, 'Pickup date', saturday)
  await page.getByRole('combobox', { name: 'Pickup time' }).selectOption('23:00')
  await pickDate(page, 'Return date', addDays(saturday, 20))
  await page.getByRole('combobox', { name: 'Return time' }).selectOption('10:00')
  await expect(page.getByRole('article').first()).toBeVisible()

  await pickDate(page, 'Pickup date', addDays(saturday, -2))
  const problems = page.getByRole('alert').filter({ hasText: 'Please select' })
  await expect(problems).toContainText(
    "Selected times are outside the pickup location's operating hours. Please select different times.",
  )
  await expect(problems).toContainText(
    'Maximum rental period is 21 days. Please select an earlier return date.',
  )
  await expect(page.getByText(/22 rental days/)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
})

/** Each date field and time select of the search panel, with its label and shown text. */
async function criteriaBoxes(page: Page) {
  return page.evaluate(() =>
    ['pickup-date', 'pickup-time', 'return-date', 'return-time'].map((id) => {
      const control = document.getElementById(id)!
      const box = control.getBoundingClientRect()
      const label = control.parentElement!.firstElementChild!.getBoundingClientRect()
      let textFits = true
      if (control instanceof HTMLSelectElement) {
        const style = getComputedStyle(control)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = control.options[control.selectedIndex]?.text ?? ''
        const room = control.clientWidth - parseFloat(style.paddingLeft) * 2 - 16
        textFits = context.measureText(text).width <= room
      }
      return {
        id,
        top: box.top,
        left: box.left,
        width: box.width,
        labelHeight: label.height,
        textFits,
      }
    }),
  )
}

test('the search panel lines each date up with its time and shows whole texts, at 390 and 1280 px in English and Spanish', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/search')
  for (const language of ['English', 'Español'] as const) {
    if (language === 'Español') {
      await page.setViewportSize({ width: 1280, height: 900 })
      await switchLanguage(page, language)
      await expect(page.getByRole('heading', { level: 1, name: 'Buscar equipo' })).toBeVisible()
    }
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(page.locator('#pickup-date')).toBeEnabled()
      const [pickupDate, pickupTime, returnDate, returnTime] = await criteriaBoxes(page)
      for (const [date, time] of [
        [pickupDate!, pickupTime!],
        [returnDate!, returnTime!],
      ]) {
        const sideBySide = Math.abs(date.top - time.top) < 1
        const stacked = Math.abs(date.left - time.left) < 1 && Math.abs(date.width - time.width) < 1
        expect(sideBySide || stacked, `${language} ${width}px: ${date.id} and ${time.id}`).toBe(
          true,
        )
        // Labels on one line each, so neither field starts lower than the other.
        expect(time.labelHeight, `${language} ${width}px: ${time.id} label`).toBeCloseTo(
          date.labelHeight,
          0,
        )
        expect(time.textFits, `${language} ${width}px: ${time.id} shows its whole text`).toBe(true)
      }
    }
  }
})
