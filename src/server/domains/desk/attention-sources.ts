import { and, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import { UNPAID_ATTENTION_HOURS, type AttentionKind } from '../../../shared/contract/desk-bookings'
import { addDays } from '../../../shared/domain/calendar'
import { bookedFromStockOf } from '../../db/booked-from'
import { bookings } from '../../db/schema'
import type { AttentionSource, DeskContext } from './context'

/**
 * A source of one kind: the bookings at the location, or delivered from its stock, matching
 * `where` (on that day).
 */
function bookingsWhere(
  ctx: DeskContext,
  { kind, where }: { kind: AttentionKind; where: (today: string) => SQL[] },
): AttentionSource {
  return async ({ locationCode, today }) => {
    const rows = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(bookedFromStockOf(locationCode), ...where(today)))
    return rows.map(({ id }) => ({ kind, bookingId: id }))
  }
}

/** Confirmed, unpaid, pickup within UNPAID_ATTENTION_HOURS (read from the dates, then the clock). */
export const unpaidNearPickup = (ctx: DeskContext) =>
  bookingsWhere(ctx, {
    kind: 'unpaid_near_pickup',
    where: (today) => [
      eq(bookings.status, 'confirmed'),
      eq(bookings.paymentStatus, 'unpaid'),
      gte(bookings.startDate, addDays(today, -1)),
      lte(bookings.startDate, addDays(today, Math.ceil(UNPAID_ATTENTION_HOURS / 24))),
    ],
  })

/** Handed out, not back, return day today or earlier (the clock decides below). */
export const lateReturns = (ctx: DeskContext) =>
  bookingsWhere(ctx, {
    kind: 'late_return',
    where: (today) => [
      inArray(bookings.status, ['confirmed', 'completed']),
      isNotNull(bookings.handedOutAt),
      isNull(bookings.returnedAt),
      lte(bookings.endDate, today),
    ],
  })

/** Confirmed pickups of yesterday or today not handed out (their no-show time decides below). */
export const pastNoShowTime = (ctx: DeskContext) =>
  bookingsWhere(ctx, {
    kind: 'no_show_due',
    where: (today) => [
      eq(bookings.status, 'confirmed'),
      isNull(bookings.handedOutAt),
      gte(bookings.startDate, addDays(today, -1)),
      lte(bookings.startDate, today),
    ],
  })
