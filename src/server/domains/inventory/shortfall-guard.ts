import { and, inArray, isNotNull, sql } from 'drizzle-orm'
import type { ShortBooking } from '../../../shared/contract/desk'
import { bookings } from '../../db/schema'
import { AppError } from '../../errors'
import type { Tx } from './context'
import { findShortRentals, type UnitsRemoved } from './shortfall'

/**
 * Refuses a change that leaves rentals short (409 UNITS_SHORT listing them) unless confirmed;
 * a confirmed one marks the short bookings as needing attention. Returns what was flagged.
 */
export async function guardShortRentals(
  tx: Tx,
  { change, ...options }: { change: UnitsRemoved; confirm: boolean; attention: string; now: Date },
): Promise<ShortBooking[]> {
  const { short, bookingIds } = await findShortRentals(tx, { change, now: options.now })
  if (short.length === 0) return []
  if (!options.confirm) {
    throw new AppError(
      409,
      'UNITS_SHORT',
      'Not enough units would be left for bookings already made on those days. ' +
        'Send the change again with confirm: true to make it and flag those bookings.',
      undefined,
      undefined,
      { short_bookings: short },
    )
  }
  if (bookingIds.length > 0) {
    await tx
      .update(bookings)
      .set({ attention: options.attention, updatedAt: sql`now()` })
      .where(and(inArray(bookings.id, bookingIds), isNotNull(bookings.id)))
  }
  return short
}
