/**
 * Calendar dates as `YYYY-MM-DD` strings. They name a day on the wall calendar of a pickup
 * location, not an instant, so the arithmetic runs on UTC day numbers, where every day has 24
 * hours and no clock change can shift a date.
 */
import { WEEKDAYS, type Weekday } from './operatingHours'

const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date)
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** True for a real calendar date written `YYYY-MM-DD` (so 2027-02-29 is false). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const day = dayNumber(value)
  return Number.isFinite(day) && fromDayNumber(day) === value
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days)
}

/** Whole calendar days from `from` to `to`: 2027-04-01 to 2027-04-22 is 21. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  const sundayFirst = new Date(dayNumber(date) * DAY_MS).getUTCDay()
  return WEEKDAYS[(sundayFirst + 6) % 7]!
}

/** `YYYY-MM` of a date, for month navigation. */
export const monthOf = (date: string) => date.slice(0, 7)

/** `date` plus whole years; 29 February in a year without one becomes 1 March. */
export function addYears(date: string, years: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCFullYear(day.getUTCFullYear() + years)
  return day.toISOString().slice(0, 10)
}
