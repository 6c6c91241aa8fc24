import type { BookingChangeRequest, BookingTerms } from '../../../../shared/contract/bookingChanges'
import { countUnits } from '../../../../shared/domain/basket'
import { AppError } from '../../../errors'
import type { BookingRow } from '../context'

const byGear = (a: { gear_id: string }, b: { gear_id: string }) =>
  a.gear_id.localeCompare(b.gear_id)

/** A booking's rental terms as they are: its dates, times and units per item. */
export function termsOf(booking: BookingRow): BookingTerms {
  return {
    start_date: booking.startDate,
    end_date: booking.endDate,
    pickup_time: booking.pickupTime,
    return_time: booking.returnTime,
    items: booking.pricing.items
      .map((item) => ({ gear_id: item.gear_id, quantity: item.quantity }))
      .sort(byGear),
  }
}

/** The terms a change asks for: what it names, the rest as it is. */
export function requestedTerms(current: BookingTerms, request: BookingChangeRequest): BookingTerms {
  return {
    start_date: request.start_date ?? current.start_date,
    end_date: request.end_date ?? current.end_date,
    pickup_time: request.pickup_time ?? current.pickup_time,
    return_time: request.return_time ?? current.return_time,
    items: request.gear_ids
      ? [...countUnits(request.gear_ids)]
          .map(([gear_id, quantity]) => ({ gear_id, quantity }))
          .sort(byGear)
      : current.items,
  }
}

/** Each unit's gear id, once per unit, as pricing and quotes take them. */
export const gearIdsOf = (terms: BookingTerms) =>
  terms.items.flatMap((item) => Array<string>(item.quantity).fill(item.gear_id))

const FIELDS = ['start_date', 'end_date', 'pickup_time', 'return_time'] as const

/** The names of the terms that differ: dates and times by name, the gear as `items`. */
export function changedTerms(before: BookingTerms, after: BookingTerms): string[] {
  const changed: string[] = FIELDS.filter((field) => before[field] !== after[field])
  return JSON.stringify(before.items) === JSON.stringify(after.items)
    ? changed
    : [...changed, 'items']
}

/**
 * What may change now (docs/money.md, Changes): a live booking, something that differs, and
 * while the gear is out with the family only its return.
 */
export function checkChangeable(booking: BookingRow, changed: readonly string[]) {
  if (booking.status === 'cancelled' || booking.status === 'refunded') {
    throw new AppError(409, 'ALREADY_CANCELLED', 'This booking is already cancelled.')
  }
  if (booking.status === 'completed' || booking.returnedAt) {
    throw new AppError(409, 'ALREADY_COMPLETED', 'This booking is already completed.')
  }
  if (changed.length === 0) {
    throw new AppError(422, 'CHANGE_EMPTY', 'The change asks for the booking as it already is.')
  }
  const outWith = booking.handedOutAt !== null
  if (outWith && changed.some((field) => !['end_date', 'return_time'].includes(field))) {
    throw new AppError(
      409,
      'GEAR_ALREADY_OUT',
      'The gear is out with the family: only the return date and time may change.',
    )
  }
}
