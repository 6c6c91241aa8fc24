import { asc, inArray } from 'drizzle-orm'
import { units } from '../../../db/schema'
import { AppError } from '../../../errors'
import type { Tx } from '../context'
import type { LockedBooking } from './handover-action'
import { onRentalDays } from './rules'

export const mismatch = (message: string) => new AppError(422, 'UNITS_MISMATCH', message)
const conflict = (
  code: 'BOOKING_NOT_PAID' | 'NOT_READY_FOR_HANDOVER' | 'ALREADY_HANDED_OUT',
  message: string,
) => new AppError(409, code, message)

/** A paid, confirmed booking on its rental days that has not gone out yet; 409 otherwise. */
export function checkReady({ booking, today }: LockedBooking) {
  if (booking.status !== 'confirmed') {
    throw conflict('NOT_READY_FOR_HANDOVER', `This booking is ${booking.status}: nothing goes out.`)
  }
  if (booking.handedOutAt) {
    throw conflict('ALREADY_HANDED_OUT', 'This booking was already checked out.')
  }
  if (booking.paymentStatus !== 'paid') {
    throw conflict(
      'BOOKING_NOT_PAID',
      'This booking is not paid: the traveller pays from their booking page before the gear goes out.',
    )
  }
  if (!onRentalDays(booking, today)) {
    throw conflict(
      'NOT_READY_FOR_HANDOVER',
      `Gear goes out from the pickup day (${booking.startDate}) to the return day (${booking.endDate}).`,
    )
  }
}

/** The units asked for, locked in id order; each once (422 otherwise) and known (422). */
export async function chosenUnits(tx: Tx, ids: string[]) {
  if (new Set(ids).size !== ids.length) throw mismatch('A unit is listed more than once.')
  const rows = await tx
    .select({ id: units.id, gearId: units.gearId, assetTag: units.assetTag })
    .from(units)
    .where(inArray(units.id, ids))
    .orderBy(asc(units.id))
    .for('update')
  if (rows.length !== ids.length) throw mismatch('A unit sent is not a unit of this desk.')
  return rows
}
