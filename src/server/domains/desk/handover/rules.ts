import { wallClockAt } from '../../../../shared/domain/zonedTime'
import type { BookingRow } from '../context'

/** What the desk may do with a booking now, as its detail tells the counter. */
export function handoverState({
  booking,
  timeZone,
  now,
  unitsOut,
  noShowDue,
}: {
  booking: BookingRow
  timeZone: string
  now: Date
  unitsOut: number
  /** Its no-show time has passed (no-show-time.ts). */
  noShowDue: boolean
}) {
  const today = wallClockAt(now.getTime(), timeZone).date
  return {
    can_check_out:
      booking.status === 'confirmed' &&
      booking.paymentStatus === 'paid' &&
      !booking.handedOutAt &&
      onRentalDays(booking, today),
    can_check_in: !!booking.handedOutAt && unitsOut > 0,
    can_mark_no_show: noShowDue,
  }
}

/** Handover happens from the pickup day to the return day (a traveller may come late). */
export const onRentalDays = (booking: BookingRow, today: string) =>
  booking.startDate <= today && today <= booking.endDate

/** Units of each gear item the booking rents, by gear id. */
export function itemsOf(booking: BookingRow): Map<string, number> {
  const items = new Map<string, number>()
  for (const item of booking.pricing.items) {
    items.set(item.gear_id, (items.get(item.gear_id) ?? 0) + item.quantity)
  }
  return items
}
