import { NO_SHOW_GRACE_MINUTES, type DeskFlags } from '../../../shared/contract/desk-bookings'
import { instantOf } from '../../../shared/domain/zonedTime'
import type { deposits } from '../../db/schema'
import { depositMissing } from '../deposits'
import type { BookingRow } from './context'

const momentOf = ({ date, time, timeZone }: { date: string; time: string; timeZone: string }) =>
  instantOf(date, time, timeZone) ?? Date.parse(`${date}T${time}:00Z`)

/** Nobody came for a confirmed booking: its pickup time plus the grace period has passed. */
export function noShowDue({
  booking: row,
  timeZone,
  now,
}: {
  booking: BookingRow
  timeZone: string
  now: Date
}) {
  const pickupAt = momentOf({ date: row.startDate, time: row.pickupTime, timeZone })
  return (
    row.status === 'confirmed' &&
    !row.handedOutAt &&
    now.getTime() > pickupAt + NO_SHOW_GRACE_MINUTES * 60_000
  )
}

/** What stands out at the desk about a booking (with its deposit), as of `now`. */
export function flagsOf({
  booking: row,
  deposit,
  timeZone,
  now,
}: {
  booking: BookingRow
  deposit: typeof deposits.$inferSelect
  timeZone: string
  now: Date
}): DeskFlags {
  const live = row.status === 'confirmed' || row.status === 'completed'
  const returnBy = momentOf({ date: row.endDate, time: row.returnTime, timeZone })
  return {
    unpaid: row.status === 'confirmed' && row.paymentStatus === 'unpaid',
    no_show: noShowDue({ booking: row, timeZone, now }),
    late_return: live && !!row.handedOutAt && !row.returnedAt && now.getTime() > returnBy,
    deposit_missing: depositMissing({ deposit, booking: row, now }),
  }
}
