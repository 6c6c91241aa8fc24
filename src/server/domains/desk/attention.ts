import { inArray } from 'drizzle-orm'
import {
  UNPAID_ATTENTION_HOURS,
  type AttentionKind,
  type AttentionList,
} from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings } from '../../db/schema'
import type { AttentionCandidate, DeskContext } from './context'
import { deskBookings } from './desk-rows'
import { actionFor } from './attention-actions'
import { locationClock } from './location'
import { instantOf } from '../../../shared/domain/zonedTime'

const ORDER: AttentionKind[] = [
  'no_show_due',
  'late_return',
  'left_short',
  'deposit_missing',
  'unpaid_near_pickup',
  'claim_open',
]

/** Every booking needing attention at a location, with what to do. */
export async function attentionAt(
  ctx: DeskContext,
  args: { locationCode: string; language: Language },
): Promise<AttentionList> {
  const now = ctx.now()
  const location = await locationClock(ctx.db, { code: args.locationCode, now })
  const found: AttentionCandidate[] = (
    await Promise.all(
      ctx.attentionSources.map((source) =>
        source({ locationCode: location.code, today: location.today, now }),
      ),
    )
  ).flat()
  const ids = [...new Set(found.map((candidate) => candidate.bookingId))]
  const rows =
    ids.length === 0
      ? []
      : await deskBookings(ctx, {
          where: inArray(bookings.id, ids),
          language: args.language,
          now,
        })
  const byId = new Map(rows.map((row) => [row.id, row]))
  const horizon = now.getTime() + UNPAID_ATTENTION_HOURS * 3_600_000
  const items = found
    .map((candidate) => ({ candidate, booking: byId.get(candidate.bookingId)! }))
    .filter(({ candidate, booking }) => {
      if (!booking) return false
      if (candidate.kind === 'late_return') return booking.flags.late_return
      if (candidate.kind === 'unpaid_near_pickup') {
        return booking.flags.unpaid && pickupInstant(booking) <= horizon
      }
      if (candidate.kind === 'deposit_missing') return booking.flags.deposit_missing
      if (candidate.kind === 'no_show_due') return booking.flags.no_show
      return true
    })
    .map(({ candidate, booking }) => ({
      kind: candidate.kind,
      action: actionFor({ kind: candidate.kind, booking, language: args.language }),
      booking,
    }))
    .sort(
      (a, b) =>
        ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
        pickupInstant(a.booking) - pickupInstant(b.booking),
    )
  return { now: now.toISOString(), items }
}

function pickupInstant(booking: { start_date: string; pickup_time: string; time_zone: string }) {
  return instantOf(booking.start_date, booking.pickup_time, booking.time_zone) ?? 0
}
