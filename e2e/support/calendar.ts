import { expect, type Page } from '@playwright/test'

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar date `days` after `from` (both YYYY-MM-DD). */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/** Today in Seville. */
export const todayInSeville = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())

/** The first date at least `minDaysAhead` away that falls on `day` (0 Sunday … 6 Saturday). */
export function nextWeekday(day: number, minDaysAhead: number, avoid: (date: string) => boolean) {
  let date = addDays(todayInSeville(), minDaysAhead)
  while (weekday(date) !== day || avoid(date)) date = addDays(date, 1)
  return date
}

/** Seville airport closes on Christmas Day and New Year's Day. */
export const isHoliday = (date: string) => /-(12-25|01-01)$/.test(date)

/** "Friday, 9 April 2027" (the comma depends on the ICU version), as the day buttons read. */
function dayName(date: string): RegExp {
  const text = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T00:00:00Z`))
  return new RegExp(`^${text.replace(/^(\w+),? /, '$1,? ')}$`)
}

/** Opens the calendar of the date field `field` and picks `date`, moving month by month. */
export async function pickDate(
  page: Page,
  field: 'Pickup date' | 'Return date' | 'Delivery date' | 'Collection date',
  date: string,
) {
  await page.getByRole('button', { name: new RegExp(`^${field}:`) }).click()
  const calendar = page.getByRole('dialog', { name: field })
  const day = calendar.getByRole('button', { name: dayName(date) })
  for (let step = 0; step < 24 && !(await day.isVisible()); step++) {
    await calendar.getByRole('button', { name: /next month/i }).click()
  }
  await day.click()
  await expect(calendar).toBeHidden()
}

/**
 * With the keyboard only: opens the calendar of the focused date field `field` with Enter, moves
 * to `date` with the arrow keys and chooses it with Enter; focus comes back to the field.
 */
export async function pickDateWithKeyboard(
  page: Page,
  field: 'Pickup date' | 'Return date',
  date: string,
) {
  const button = page.getByRole('button', { name: new RegExp(`^${field}:`) })
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  const calendar = page.getByRole('dialog', { name: field })
  await expect(calendar).toBeVisible()
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'))
  for (let step = 0; step < 200; step++) {
    const day = await focusedDay()
    if (!day) throw new Error(`Focus left the ${field} calendar`)
    if (day === date) break
    const ahead = (Date.parse(date) - Date.parse(day)) / DAY_MS
    await page.keyboard.press(
      ahead >= 7 ? 'ArrowDown' : ahead > 0 ? 'ArrowRight' : ahead <= -7 ? 'ArrowUp' : 'ArrowLeft',
    )
  }
  expect(await focusedDay()).toBe(date)
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(button).toBeFocused()
}
