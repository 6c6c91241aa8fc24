import { eq } from 'drizzle-orm'
import type { Language } from '../../../../shared/domain/languages'
import { wallClockAt } from '../../../../shared/domain/zonedTime'
import { pickupLocations } from '../../../db/schema'
import { isUniqueViolation } from '../../../db/unique-violation'
import { AppError, notFound } from '../../../errors'
import { deskBookingDetail } from '../booking-detail'
import type { BookingRow, DeskContext, Tx } from '../context'
import type { LocationHours } from '../no-show-time'

/** A handover request: who does it, on which booking, answered in which language. */
export interface HandoverRequest {
  actorId: string
  bookingId: string
  language: Language
}

/** The locked booking a handover acts on, with its location's clock. */
export interface LockedBooking {
  booking: BookingRow
  location: LocationHours
  timeZone: string
  today: string
  now: Date
}

export const unitNotFree = (message: string) => new AppError(409, 'UNIT_NOT_FREE', message)

/**
 * Runs one handover action in one transaction: the booking row locked first (404 when there is
 * none), then whatever the action locks and writes with its audit rows. A unit taken by a
 * racing handover (the partial unique index on units out) answers 409 UNIT_NOT_FREE. Answers
 * the booking as the desk shows it once committed.
 */
export async function handoverAction(
  ctx: DeskContext,
  {
    request,
    change,
  }: { request: HandoverRequest; change: (tx: Tx, locked: LockedBooking) => Promise<void> },
) {
  try {
    await ctx.db.transaction(async (tx) => {
      const booking = await ctx.bookings.bookingRow({ tx, id: request.bookingId, forUpdate: true })
      if (!booking) throw notFound('Booking not found')
      const [location] = await tx
        .select({
          timeZone: pickupLocations.timeZone,
          type: pickupLocations.type,
          operatingHours: pickupLocations.operatingHours,
          closedDays: pickupLocations.closedDays,
        })
        .from(pickupLocations)
        .where(eq(pickupLocations.code, booking.pickupLocationCode))
      const now = ctx.now()
      const { timeZone } = location!
      const today = wallClockAt(now.getTime(), timeZone).date
      await change(tx, { booking, location: location!, timeZone, today, now })
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw unitNotFree('A unit was just handed out with another booking: choose another one.')
    }
    throw error
  }
  return deskBookingDetail(ctx, { where: { id: request.bookingId }, language: request.language })
}
