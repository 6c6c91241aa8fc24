import { and, eq, sql } from 'drizzle-orm'
import type { CheckInRequest } from '../../../../shared/contract/desk-handover'
import { bookingUnits, bookings, units } from '../../../db/schema'
import { AppError } from '../../../errors'
import type { DeskContext, Tx } from '../context'
import type { LockedBooking } from './handover-action'
import { endRentalsOn } from './rental-end'

/** A unit handed back, as the desk reports it. */
export type Returned = CheckInRequest['units'][number]

/** The units asked for, each out with this booking now (locked); 409 UNIT_NOT_OUT otherwise. */
export async function unitsOut(
  tx: Tx,
  { bookingId, returned }: { bookingId: string; returned: Returned[] },
) {
  const ids = returned.map((unit) => unit.unit_id)
  if (new Set(ids).size !== ids.length) {
    throw new AppError(422, 'UNITS_MISMATCH', 'A unit is listed more than once.')
  }
  const rows = await tx
    .select({ id: units.id, gearId: units.gearId, assetTag: units.assetTag })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .where(and(eq(bookingUnits.bookingId, bookingId), sql`${bookingUnits.returnedAt} is null`))
    .orderBy(units.id)
    .for('update', { of: bookingUnits })
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = ids.find((id) => !byId.has(id))
  if (missing) {
    const [unit] = await tx
      .select({ assetTag: units.assetTag })
      .from(units)
      .where(eq(units.id, missing))
    throw new AppError(
      409,
      'UNIT_NOT_OUT',
      `Unit ${unit?.assetTag ?? missing} is not out with this booking: it was already checked ` +
        'in, or it went out with another booking.',
    )
  }
  return ids.map((id) => byId.get(id)!)
}

export const pairs = <Unit extends { id: string }>(out: Unit[], returned: Returned[]) =>
  out.map((unit) => ({ unit, returned: returned.find((r) => r.unit_id === unit.id)! }))

/**
 * Completes the booking once none of its units is out; its rentals end today and its deposit
 * is released (or, with claims, waits for an admin's decision).
 */
export async function completeWhenAllBack(
  ctx: DeskContext,
  { tx, locked }: { tx: Tx; locked: LockedBooking },
) {
  const { booking, today, now } = locked
  const handed = await tx
    .select({
      gearId: units.gearId,
      returnedAt: bookingUnits.returnedAt,
      outcome: bookingUnits.returnOutcome,
    })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .where(eq(bookingUnits.bookingId, booking.id))
  if (handed.some((unit) => unit.returnedAt === null)) return false
  const outOfService = new Map<string, number>()
  for (const unit of handed) {
    if (unit.outcome !== 'fine')
      outOfService.set(unit.gearId, (outOfService.get(unit.gearId) ?? 0) + 1)
  }
  const turnaround = await ctx.catalogue.turnaroundByGear({
    tx,
    gearIds: handed.map((unit) => unit.gearId),
  })
  await endRentalsOn(tx, { booking, returnDay: today, turnaround, outOfService })
  await tx
    .update(bookings)
    .set({
      status: booking.status === 'confirmed' ? 'completed' : booking.status,
      returnedAt: now,
      completedAt: booking.completedAt ?? now,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
  // Everything is back: the deposit goes back at once, unless a unit was claimed on.
  await ctx.deposits.afterReturn({ tx, booking })
  return true
}
