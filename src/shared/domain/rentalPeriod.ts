/**
 * The rental period rules (docs/product.md, Validation messages), shared by the server's validation
 * and the search screen's pickers and messages. Dates and times are read on the pickup location's
 * clock.
 *
 * How days are counted: a rental lasts the number of calendar days from the pickup date to the
 * return date, and one day when both fall on the same date. The times of day do not change the
 * count, and neither does a clock change inside the rental. Picked up on 1 April and returned on
 * 22 April is 21 days, the maximum (allowed); returned on 23 April is 22 days (refused).
 */
import { addDays, daysBetween } from './calendar'
import { MAX_RENTAL_DAYS } from './constants'
import { isWithinWindow, openingWindowOn } from './openingTimes'
import type { OpeningSchedule } from './operatingHours'
import { instantOf, wallClockAt } from './zonedTime'

/** Rules of a rental period a request can break (each an error code of the API, errorCodes.ts). */
export const RENTAL_PERIOD_CODES = [
  'LOCATION_CLOSED',
  'OUTSIDE_OPERATING_HOURS',
  'TIME_NOT_ON_CLOCK',
  'PICKUP_IN_PAST',
  'RETURN_BEFORE_PICKUP',
  'RENTAL_TOO_LONG',
] as const
export type RentalPeriodCode = (typeof RENTAL_PERIOD_CODES)[number]

export interface RentalPeriod {
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
}

export interface RentalPeriodProblem {
  code: RentalPeriodCode
  /** The input to change. */
  field: keyof RentalPeriod
}

/** Days charged and counted against the 21-day maximum (see the top of this file). */
export function rentalDays(startDate: string, endDate: string): number {
  return Math.max(1, daysBetween(startDate, endDate))
}

/** The last return date allowed for a pickup on `startDate`. */
export const latestReturnDate = (startDate: string) => addDays(startDate, MAX_RENTAL_DAYS)

/**
 * The days a rental keeps its units, as a half-open range [from, until): the return date is free
 * for the next pickup, so back-to-back rentals do not collide. A same-day rental keeps its day.
 */
export function occupiedDays(startDate: string, endDate: string) {
  return { from: startDate, until: endDate > startDate ? endDate : addDays(startDate, 1) }
}

/**
 * The days a rental keeps its units including its category's turnaround: a unit returned on
 * day D is free again from D + turnaround (the rental's occupied days, then `turnaroundDays`
 * more). What a booking or hold reserves, and what a new rental must find free.
 */
export function keptDays(startDate: string, endDate: string, turnaroundDays: number) {
  const { from, until } = occupiedDays(startDate, endDate)
  return { from, until: addDays(until, turnaroundDays) }
}

function checkMoment(
  location: OpeningSchedule,
  date: string | null | undefined,
  time: string | null | undefined,
  fields: { date: keyof RentalPeriod; time: keyof RentalPeriod },
): RentalPeriodProblem | null {
  if (!date) return null
  const window = openingWindowOn(location, date)
  if (!window) return { code: 'LOCATION_CLOSED', field: fields.date }
  if (!time) return null
  if (!isWithinWindow(window, time)) return { code: 'OUTSIDE_OPERATING_HOURS', field: fields.time }
  if (instantOf(date, time, location.time_zone) === null) {
    return { code: 'TIME_NOT_ON_CLOCK', field: fields.time }
  }
  return null
}

function checkPickupNotPast(
  location: OpeningSchedule,
  date: string | null | undefined,
  time: string | null | undefined,
  now: number,
): RentalPeriodProblem | null {
  if (!date) return null
  if (date < wallClockAt(now, location.time_zone).date) {
    return { code: 'PICKUP_IN_PAST', field: 'start_date' }
  }
  const pickupAt = time ? instantOf(date, time, location.time_zone) : null
  return pickupAt !== null && pickupAt <= now
    ? { code: 'PICKUP_IN_PAST', field: 'pickup_time' }
    : null
}

function checkRange(period: Partial<Nullable<RentalPeriod>>): RentalPeriodProblem | null {
  const { start_date: start, end_date: end, pickup_time: pickup, return_time: back } = period
  if (!start || !end) return null
  if (end < start) return { code: 'RETURN_BEFORE_PICKUP', field: 'end_date' }
  if (end === start && pickup && back && back <= pickup) {
    return { code: 'RETURN_BEFORE_PICKUP', field: 'return_time' }
  }
  if (rentalDays(start, end) > MAX_RENTAL_DAYS)
    return { code: 'RENTAL_TOO_LONG', field: 'end_date' }
  return null
}

type Nullable<T> = { [K in keyof T]: T[K] | null }

/**
 * Every rule the period breaks at `location` at the instant `now` (epoch ms), pickup first.
 * Missing parts are skipped, so the search screen can check a period while it is being chosen;
 * the server always passes a complete one. Times must fall inside that date's opening window
 * and exist on the clock; neither date may be a closed day; pickup must be after `now`; return
 * after pickup; at most 21 days.
 */
export function findRentalPeriodProblems(
  location: OpeningSchedule,
  period: Partial<Nullable<RentalPeriod>>,
  now: number,
): RentalPeriodProblem[] {
  const problems = [
    checkMoment(location, period.start_date, period.pickup_time, {
      date: 'start_date',
      time: 'pickup_time',
    }),
    checkPickupNotPast(location, period.start_date, period.pickup_time, now),
    checkMoment(location, period.end_date, period.return_time, {
      date: 'end_date',
      time: 'return_time',
    }),
    checkRange(period),
  ]
  return problems.filter((problem) => problem !== null)
}
