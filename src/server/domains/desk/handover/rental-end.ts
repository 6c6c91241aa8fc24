import { and, eq, sql } from 'drizzle-orm'
import { keptDays, occupiedDays } from '../../../../shared/domain/rentalPeriod'
import { reservations } from '../../../db/schema'
import type { BookingRow, Tx } from '../context'

/**
 * When the last unit of a booking is back on `returnDay`, its rentals end then: an early
 * return frees the remaining days at once, a late one keeps its units until then, and the
 * turnaround runs from that day. Units that came back out of service (`outOfService`, by gear
 * id) skip the turnaround: their own period keeps them from the return day on, so they are
 * split off into a rental that ends on it, and no day counts them twice.
 */
export async function endRentalsOn(
  tx: Tx,
  {
    booking,
    returnDay,
    turnaround,
    outOfService,
  }: {
    booking: BookingRow
    returnDay: string
    turnaround: ReadonlyMap<string, number>
    outOfService: ReadonlyMap<string, number>
  },
) {
  const rentals = await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.bookingId, booking.id),
        eq(reservations.kind, 'rental'),
        eq(reservations.status, 'confirmed'),
      ),
    )
  const left = new Map(outOfService)
  for (const rental of rentals) {
    const broken = Math.min(left.get(rental.gearId) ?? 0, rental.quantity)
    left.set(rental.gearId, (left.get(rental.gearId) ?? 0) - broken)
    const back = occupiedDays(rental.startDate, returnDay).until
    const kept = keptDays(rental.startDate, returnDay, turnaround.get(rental.gearId) ?? 0).until
    const fine = rental.quantity - broken
    await tx
      .update(reservations)
      .set({ quantity: fine || broken, endDate: fine ? kept : back, updatedAt: sql`now()` })
      .where(eq(reservations.id, rental.id))
    if (fine > 0 && broken > 0) {
      await tx.insert(reservations).values({
        gearId: rental.gearId,
        locationCode: rental.locationCode,
        startDate: rental.startDate,
        endDate: back,
        quantity: broken,
        status: 'confirmed',
        kind: 'rental',
        bookingId: booking.id,
      })
    }
  }
}
