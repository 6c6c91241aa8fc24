import type { DeskBookingChangeRequest } from '../../../shared/contract/bookingChanges'
import type { Booking } from '../../../shared/contract/bookings'
import type { StockShortage } from '../../../shared/contract/common'

/** Who changes the booking: the family from its booking page, or staff at the desk. */
export type ChangeBy = 'family' | 'desk'

/**
 * What the change form reads of a booking, the family's (`changedBookingOf`) or the desk's (a
 * `DeskBookingDetail` as it is).
 */
export type ChangedBooking = Pick<
  Booking,
  | 'status'
  | 'currency'
  | 'time_zone'
  | 'location_type'
  | 'pickup_location_code'
  | 'start_date'
  | 'end_date'
  | 'pickup_time'
  | 'return_time'
  | 'versions'
> & { id: string; items: { gear_id: string; quantity: number }[] }

/** The family's booking as the change form reads it. */
export const changedBookingOf = (booking: Booking): ChangedBooking => ({
  ...booking,
  id: booking._id,
  items: booking.pricing.items,
})

/** The booking's terms as the change form edits them: dates, times, units per item. */
export interface ChangeDraft {
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
  /** Units of each item, in the booking's order. */
  units: Record<string, number>
}

export type ChangeTerm = Exclude<keyof ChangeDraft, 'units'>

/** The booking's terms as they stand, the draft a change starts from. */
export function draftOf(booking: ChangedBooking): ChangeDraft {
  const units: Record<string, number> = {}
  for (const item of booking.items) units[item.gear_id] = item.quantity
  const { start_date, end_date, pickup_time, return_time } = booking
  return { start_date, end_date, pickup_time, return_time, units }
}

const TERMS: readonly ChangeTerm[] = ['start_date', 'end_date', 'pickup_time', 'return_time']

const gearIdsOf = (units: ChangeDraft['units']) =>
  Object.entries(units).flatMap(([gearId, count]) => Array<string>(count).fill(gearId))

/**
 * What the draft asks of the booking: only what differs from it (the gear as its whole new list,
 * one id per unit), or null when nothing does.
 */
export function changeRequestOf(
  original: ChangeDraft,
  draft: ChangeDraft,
): DeskBookingChangeRequest | null {
  const request: DeskBookingChangeRequest = {}
  for (const term of TERMS) if (draft[term] !== original[term]) request[term] = draft[term]
  const gearIds = gearIdsOf(draft.units)
  if (gearIds.join() !== gearIdsOf(original.units).join()) request.gear_ids = gearIds
  return Object.keys(request).length > 0 ? request : null
}

/** What a preview's answer depends on: the request, its fields always in the same order. */
export const changeSignature = (request: DeskBookingChangeRequest) => JSON.stringify(request)

/**
 * The draft's request and signature, or null when it asks for nothing new; an admin's reason
 * to refund a reduction anyway goes with a change, never alone.
 */
export function changeAskOf(change: {
  bookingId: string | null
  original: ChangeDraft | null
  draft: ChangeDraft | null
  overrideReason?: string
}) {
  const { bookingId, original, draft } = change
  const request = bookingId && original && draft ? changeRequestOf(original, draft) : null
  if (!request) return null
  const reason = change.overrideReason?.trim()
  if (reason) request.refund_override_reason = reason
  return { bookingId: bookingId!, request, signature: changeSignature(request) }
}

/** Why a change is not priced or not made: the server's code, and a stock shortage's numbers. */
export interface ChangeError {
  code: string | null
  shortage: StockShortage | null
}
