/**
 * Validation messages (docs/product.md): checkout contact rules, shared by the form and the server.
 */
import { isValidPhone } from './contactRules'
import { CANCELLATION_WINDOW_HOURS, NOTES_MAX_LENGTH } from './constants'
import { instantOf } from './zonedTime'

export interface CheckoutContact {
  phone: string
  inbound_flight?: string | null
  outbound_flight?: string | null
  /** The inbound flight's scheduled arrival at the location, HH:mm. */
  arrival_time?: string | null
  /** The outbound flight's scheduled departure from the location, HH:mm. */
  departure_time?: string | null
  notes?: string | null
}

export type CheckoutProblem =
  | { field: 'phone'; code: 'PHONE_REQUIRED' | 'INVALID_PHONE' }
  | { field: 'inbound_flight' | 'outbound_flight'; code: 'INVALID_FLIGHT_NUMBER' }
  | { field: 'arrival_time' | 'departure_time'; code: 'INVALID_FLIGHT_TIME' }
  | { field: 'notes'; code: 'NOTES_TOO_LONG' }

/** Airline code (two letters or a letter and a digit) and 1 to 4 digits, e.g. BA123, U24401. */
const FLIGHT_NUMBER = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}[A-Z]?$/i

export const isValidFlightNumber = (value: string) => FLIGHT_NUMBER.test(value.trim())

/** A time of day on the 24-hour clock, 00:00 to 23:59. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

export const isValidTimeOfDay = (value: string) => TIME_OF_DAY.test(value.trim())

/**
 * Every rule the contact details break, in the form's order: phone required and valid, flights
 * like BA123 with their times like 14:30, notes ≤ 500.
 */
export function findCheckoutProblems(contact: CheckoutContact): CheckoutProblem[] {
  const problems: CheckoutProblem[] = []
  const phone = contact.phone.trim()
  if (!phone) problems.push({ field: 'phone', code: 'PHONE_REQUIRED' })
  else if (!isValidPhone(phone)) problems.push({ field: 'phone', code: 'INVALID_PHONE' })
  for (const field of ['inbound_flight', 'outbound_flight'] as const) {
    const flight = contact[field]?.trim()
    if (flight && !isValidFlightNumber(flight)) {
      problems.push({ field, code: 'INVALID_FLIGHT_NUMBER' })
    }
  }
  for (const field of ['arrival_time', 'departure_time'] as const) {
    const time = contact[field]?.trim()
    if (time && !isValidTimeOfDay(time)) problems.push({ field, code: 'INVALID_FLIGHT_TIME' })
  }
  if ((contact.notes ?? '').length > NOTES_MAX_LENGTH) {
    problems.push({ field: 'notes', code: 'NOTES_TOO_LONG' })
  }
  return problems
}

/**
 * Flight numbers as airlines print them: upper case, no space, no leading zero in the number
 * (`ba 0123` is BA123).
 */
export function normaliseFlightNumber(value: string | null | undefined) {
  const compact = value?.replace(/\s+/g, '').toUpperCase()
  if (!compact) return null
  return compact.slice(0, 2) + compact.slice(2).replace(/^0+(?=\d)/, '')
}

/**
 * State machines (docs/product.md): no cancellation within 24 h of pickup. The deadline is the
 * pickup instant at the location's clock minus 24 hours (so a clock change in between is counted in
 * real hours).
 */
export function cancellationDeadline(
  startDate: string,
  pickupTime: string,
  timeZone: string,
): number {
  const pickup = instantOf(startDate, pickupTime, timeZone)
  if (pickup === null) throw new Error(`${startDate} ${pickupTime} does not exist in ${timeZone}`)
  return pickup - CANCELLATION_WINDOW_HOURS * 60 * 60 * 1000
}
