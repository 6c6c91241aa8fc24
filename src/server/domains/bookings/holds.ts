import { and, eq, inArray, sql } from 'drizzle-orm'
import { countUnits } from '../../../shared/domain/basket'
import { occupiedDays } from '../../../shared/domain/rentalPeriod'
import { inventory, reservations } from '../../db/schema'
import type { Tx } from '../../db/client'

/**
 * Locks the inventory rows of the gear a rental needs, in one order (gear id) so that two
 * transactions never wait on each other crosswise. Whoever holds the locks is the only one
 * counting and taking those units until it commits: the stock cannot be oversold.
 */
export async function lockInventory(tx: Tx, locationCode: string, gearIds: readonly string[]) {
  const ids = [...new Set(gearIds)].sort()
  if (ids.length === 0) return
  await tx
    .select({ gearId: inventory.gearId })
    .from(inventory)
    .where(and(eq(inventory.locationCode, locationCode), inArray(inventory.gearId, ids)))
    .orderBy(inventory.gearId)
    .for('update')
}

interface Rental {
  pickupLocationCode: string
  startDate: string
  endDate: string
}

/** Holds the units of a quote until `expiresAt`. */
export async function holdUnits(
  tx: Tx,
  quoteId: string,
  rental: Rental,
  gearIds: string[],
  expiresAt: Date,
) {
  const { from, until } = occupiedDays(rental.startDate, rental.endDate)
  const rows = [...countUnits(gearIds)].map(([gearId, quantity]) => ({
    gearId,
    locationCode: rental.pickupLocationCode,
    startDate: from,
    endDate: until,
    quantity,
    status: 'held' as const,
    expiresAt,
    quoteId,
  }))
  await tx.insert(reservations).values(rows)
}

/** The quote's holds still running at `now` (not released, not expired). */
export async function activeHolds(tx: Tx, quoteId: string, now: Date) {
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

export async function setBookingHolds(tx: Tx, quoteId: string, bookingId: string, until: Date) {
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
