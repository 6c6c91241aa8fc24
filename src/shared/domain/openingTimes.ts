/**
 * When a pickup location's desk is open on a given date. A time is inside an opening window when
 * `open <= time < close`: a desk open 07:00–23:00 takes its last pickup or return at 22:59, so
 * the staff can close on time.
 */
import { weekdayOf } from './calendar'
import type { OpeningSchedule, OpeningWindow } from './operatingHours'
import { instantOf } from './zonedTime'

/** The opening window on `date`, or null when the desk is closed that day. */
export function openingWindowOn(location: OpeningSchedule, date: string): OpeningWindow | null {
  if (location.closed_days.includes(date)) return null
  return location.operating_hours[weekdayOf(date)]
}

export function isWithinWindow(window: OpeningWindow, time: string): boolean {
  return window.open <= time && time < window.close
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const fromMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export const TIME_SLOT_MINUTES = 30

/**
 * The times a traveller can choose on `date`: every half hour from opening until before closing,
 * leaving out times the clock skips when it goes forward and, when `after` is given, every
 * time up to and including it (for today, the time now).
 */
export function timeSlotsOn(location: OpeningSchedule, date: string, after?: string): string[] {
  const window = openingWindowOn(location, date)
  if (!window) return []
  const slots: string[] = []
  const first = Math.ceil(toMinutes(window.open) / TIME_SLOT_MINUTES) * TIME_SLOT_MINUTES
  for (let minutes = first; minutes < toMinutes(window.close); minutes += TIME_SLOT_MINUTES) {
    const time = fromMinutes(minutes)
    if (after !== undefined && time <= after) continue
    if (instantOf(date, time, location.time_zone) !== null) slots.push(time)
  }
  return slots
}
