import { and, eq, inArray, sql } from 'drizzle-orm'
import { countUnits } from '../../../shared/domain/basket'
import { keptDays } from '../../../shared/domain/rentalPeriod'
import { reservations } from '../../db/schema'
import type { Tx } from '../../db/client'

interface Rental {
  /** Where the units are: the pickup location, or the location a delivery zone is served from. */
  stockLocationCode: string
  startDate: string
  endDate: string
}

/**
 * Keeps the units of a quote or booking over the rental's days plus each item's turnaround
 * (`turnaroundDays`, by gear id): the days availability counted for it. Held until `expiresAt`,
 * or confirmed for good.
 */
export async function reserveUnits(
  tx: Tx,
  {
    quoteId,
    bookingId = null,
    rental,
    gearIds,
    turnaroundDays,
    expiresAt,
  }: {
    quoteId: string
    bookingId?: string | null
    rental: Rental
    gearIds: string[]
    turnaroundDays: ReadonlyMap<string, number>
    /** Null: confirmed (a paid booking's units). */
    expiresAt: Date | null
  },
) {
  const rows = [...countUnits(gearIds)].map(([gearId, quantity]) => {
    const { from, until } = keptDays(
      rental.startDate,
      rental.endDate,
      turnaroundDays.get(gearId) ?? 0,
    )
    return {
      gearId,
      locationCode: rental.stockLocationCode,
      startDate: from,
      endDate: until,
      quantity,
      status: expiresAt ? ('held' as const) : ('confirmed' as const),
      expiresAt,
      quoteId,
      bookingId,
    }
  })
  await tx.insert(reservations).values(rows)
}

/** Holds the units of a quote until `expiresAt` (see reserveUnits). */
export const holdUnits = (
  tx: Tx,
  args: Omit<Parameters<typeof reserveUnits>[1], 'expiresAt' | 'bookingId'> & { expiresAt: Date },
) => reserveUnits(tx, args)

/** The quote's holds still running at `now` (not released, not expired). */
export async function activeHolds(tx: Tx, { quoteId, now }: { quoteId: string; now: Date }) {
  return tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.quoteId, quoteId),
        eq(reservations.status, 'held'),
        sql`${reservations.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
}

/** The quote's running holds become the booking's, until `until`. */
export async function setBookingHolds(
  tx: Tx,
  { quoteId, bookingId, until }: { quoteId: string; bookingId: string; until: Date },
) {
  await tx
    .update(reservations)
    .set({ bookingId, expiresAt: until, updatedAt: sql`now()` })
    .where(and(eq(reservations.quoteId, quoteId), eq(reservations.status, 'held')))
}

/** Paid: the units are the booking's for good. */
export const confirmUnits = (tx: Tx, bookingId: string) => settleUnits(tx, bookingId, 'confirmed')

/** Cancelled or expired: the units go back to the stock. */
export const releaseUnits = (tx: Tx, bookingId: string) => settleUnits(tx, bookingId, 'released')

/** A booking's held or confirmed units end their hold as `status`. */
async function settleUnits(tx: Tx, bookingId: string, status: 'confirmed' | 'released') {
  await tx
    .update(reservations)
    .set({ status, expiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(reservations.bookingId, bookingId),
        inArray(reservations.status, ['held', 'confirmed']),
      ),
    )
}
