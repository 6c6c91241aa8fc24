/**
 * Delivery zones (docs/product.md, Delivery): a pickup location of type `delivery` is a zone
 * served from a stocked location. Its operating hours are its delivery and collection windows
 * (same rules and messages as a desk's opening hours), it covers a list of postal codes, and a
 * rental must be booked before its lead time. Shared by the forms and the server.
 */
import { addDays } from './calendar'
import { TIME_SLOT_MINUTES } from './openingTimes'
import { instantOf } from './zonedTime'

export const DELIVERY_ADDRESS_FIELDS = [
  'street',
  'number',
  'postal_code',
  'city',
  'place_name',
  'instructions',
] as const
export type DeliveryAddressField = (typeof DELIVERY_ADDRESS_FIELDS)[number]

export const REQUIRED_ADDRESS_FIELDS = ['street', 'number', 'postal_code', 'city'] as const
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number]

/** The longest each field may be, in characters. */
export const DELIVERY_ADDRESS_MAX_LENGTHS: Record<DeliveryAddressField, number> = {
  street: 120,
  number: 20,
  postal_code: 10,
  city: 80,
  place_name: 120,
  instructions: 500,
}

/** An address as typed: every field may be missing or empty. */
export type DeliveryAddressDraft = Partial<Record<DeliveryAddressField, string | null>>

/** An address as stored: required fields trimmed, optional ones null when empty. */
export interface DeliveryAddress {
  street: string
  number: string
  postal_code: string
  city: string
  /** The hotel's or the flat's name. */
  place_name: string | null
  /** Floor, door code, where to leave word. */
  instructions: string | null
}

/** What the address rules need of a zone. */
export interface DeliveryZoneRules {
  postal_codes: readonly string[]
}

export const DELIVERY_ERROR_CODES = [
  /** A quote for a delivery zone came without an address (422). */
  'DELIVERY_ADDRESS_REQUIRED',
  /** A quote for a collection point came with a delivery address (422). */
  'DELIVERY_ADDRESS_NOT_EXPECTED',
  /** Street, number, postal code or city is empty (422, per field). */
  'ADDRESS_FIELD_REQUIRED',
  /** A field is longer than DELIVERY_ADDRESS_MAX_LENGTHS allows (422, per field). */
  'ADDRESS_FIELD_TOO_LONG',
  /** Not a Spanish postal code: five digits (422). */
  'INVALID_POSTAL_CODE',
  /** A valid postal code the zone does not cover; the message names the zone's area (422). */
  'POSTAL_CODE_OUTSIDE_ZONE',
  /** Too late to book a delivery on that date: the zone's lead time has passed (422). */
  'DELIVERY_LEAD_TIME_PASSED',
] as const
export type DeliveryErrorCode = (typeof DELIVERY_ERROR_CODES)[number]

export type DeliveryAddressProblem =
  | { field: RequiredAddressField; code: 'ADDRESS_FIELD_REQUIRED' }
  | { field: DeliveryAddressField; code: 'ADDRESS_FIELD_TOO_LONG' }
  | { field: 'postal_code'; code: 'INVALID_POSTAL_CODE' | 'POSTAL_CODE_OUTSIDE_ZONE' }

const POSTAL_CODE_SHAPE = /^\d{5}$/

/** Postal codes as people type them: spaces left out ("41 004" is 41004). */
export const normalisePostalCode = (value: string) => value.replace(/\s+/g, '')

/** Every rule the address breaks, field by field, in the order of DELIVERY_ADDRESS_FIELDS. */
export function findDeliveryAddressProblems(
  address: DeliveryAddressDraft,
  zone: DeliveryZoneRules,
): DeliveryAddressProblem[] {
  const problems: DeliveryAddressProblem[] = []
  for (const field of DELIVERY_ADDRESS_FIELDS) {
    const value = (address[field] ?? '').trim()
    if (value.length > DELIVERY_ADDRESS_MAX_LENGTHS[field]) {
      problems.push({ field, code: 'ADDRESS_FIELD_TOO_LONG' })
    } else if (!value && isRequired(field)) {
      problems.push({ field, code: 'ADDRESS_FIELD_REQUIRED' })
    } else if (field === 'postal_code' && value) {
      const postalCode = normalisePostalCode(value)
      if (!POSTAL_CODE_SHAPE.test(postalCode)) {
        problems.push({ field, code: 'INVALID_POSTAL_CODE' })
      } else if (!zone.postal_codes.includes(postalCode)) {
        problems.push({ field, code: 'POSTAL_CODE_OUTSIDE_ZONE' })
      }
    }
  }
  return problems
}

const isRequired = (field: DeliveryAddressField): field is RequiredAddressField =>
  (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field)

/** The address tidied for storing; call it only on an address without problems. */
export function normaliseDeliveryAddress(address: DeliveryAddressDraft): DeliveryAddress {
  const text = (field: DeliveryAddressField) => (address[field] ?? '').trim()
  return {
    street: text('street'),
    number: text('number'),
    postal_code: normalisePostalCode(text('postal_code')),
    city: text('city'),
    place_name: text('place_name') || null,
    instructions: text('instructions') || null,
  }
}

/** How long before the delivery day a rental must be booked, on the zone's clock. */
export interface LeadTime {
  /** Whole days before the delivery date (1: the day before). */
  days_before: number
  /** The time that day by which it must be booked (HH:mm). */
  cutoff: string
}

/**
 * The last instant (ms) a delivery on `startDate` can be booked: `cutoff` on the date
 * `days_before` days earlier, on the zone's clock. A cut-off the clock skips counts as the
 * minute after it.
 */
export function bookingDeadline(lead: LeadTime, startDate: string, timeZone: string): number {
  const date = addDays(startDate, -lead.days_before)
  const exact = instantOf(date, lead.cutoff, timeZone)
  if (exact !== null) return exact
  const [hours, minutes] = lead.cutoff.split(':').map(Number) as [number, number]
  const later = `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
  return instantOf(date, later, timeZone) ?? Number.POSITIVE_INFINITY
}

/** Whether a delivery on `startDate` can still be booked at `now` (ms): strictly before the deadline. */
export const isWithinLeadTime = (
  lead: LeadTime,
  startDate: string,
  timeZone: string,
  now: number,
): boolean => now < bookingDeadline(lead, startDate, timeZone)

/** The window a driver promises for a chosen time: the half-hour slot it starts. */
export function deliverySlot(time: string): { from: string; until: string } {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + TIME_SLOT_MINUTES
  const until = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { from: time.slice(0, 5), until }
}

/** One stop of a driver's day: a delivery or a collection at a time and a postal code. */
export interface RunStop {
  time: string
  postal_code: string
  reference: string
}

/** The order of a day's run: by window, then postal code, then reference. */
export function compareRunStops(a: RunStop, b: RunStop): number {
  return (
    a.time.localeCompare(b.time) ||
    a.postal_code.localeCompare(b.postal_code) ||
    a.reference.localeCompare(b.reference)
  )
}
