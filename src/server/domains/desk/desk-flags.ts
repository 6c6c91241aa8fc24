import type { DeskFlags } from '../../../shared/contract/desk-bookings'
import { instantOf } from '../../../shared/domain/zonedTime'
import type { deposits } from '../../db/schema'
import { depositMissing } from '../deposits'
import type { BookingRow } from './context'

/** What stands out at the desk about a booking (with its deposit), as of `now`. */
export function flagsOf({
  booking: row,
  deposit,
  timeZone,
  now,
  noShowFrom,
}: {
  booking: BookingRow
  deposit: typeof deposits.$inferSelect
  timeZone: string
  now: Date
  /** From when it may be marked a no-show (see no-show-time.ts). */
  noShowFrom: Date | null
}): DeskFlags {
  const live = row.status === 'confirmed' || row.status === 'completed'
  const returnBy =
    instantOf(row.endDate, row.returnTime, timeZone) ??
    Date.parse(`${row.endDate}T${row.returnTime}:00Z`)
  return {
    unpaid: row.status === 'confirmed' && row.paymentStatus === 'unpaid',
    no_show: noShowFrom !== null && now >= noShowFrom,
    late_return: live && !!row.handedOutAt && !row.returnedAt && now.getTime() > returnBy,
    deposit_missing: depositMissing({ deposit, booking: row, now }),
  }
}
