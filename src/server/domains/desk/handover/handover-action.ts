import { eq } from 'drizzle-orm'
import type { Language } from '../../../../shared/domain/languages'
import { wallClockAt } from '../../../../shared/domain/zonedTime'
import {
  OFFLINE_ACTION_MAX_AGE_HOURS,
  OFFLINE_CLOCK_SKEW_MS,
} from '../../../../shared/domain/offlineActions'
import { claimIdempotencyKey, storeIdempotentAnswer } from '../../../db/idempotency'
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
  /** Once per key (an action the desk queued offline and sends until answered). */
  idempotencyKey?: string
  /** When staff took it (ISO), for one taken offline: the audit keeps it beside the arrival. */
  takenAt?: string
}

/** The locked booking a handover acts on, with its location's clock. */
export interface LockedBooking {
  booking: BookingRow
  location: LocationHours
  timeZone: string
  today: string
  now: Date
  /** When staff took the action, when it was sent later; null when sent as it was taken. */
  takenAt: Date | null
}

export const unitNotFree = (message: string) => new AppError(409, 'UNIT_NOT_FREE', message)

/**
 * The time an action was taken, as sent: not ahead of our clock (beyond a little skew) and not
 * older than OFFLINE_ACTION_MAX_AGE_HOURS (422 TAKEN_AT_OUT_OF_RANGE); null when none was sent.
 */
export function takenAtOf(takenAt: string | undefined, now: Date): Date | null {
  if (takenAt === undefined) return null
  const at = new Date(takenAt)
  const outOfRange = (message: string) => new AppError(422, 'TAKEN_AT_OUT_OF_RANGE', message)
  if (Number.isNaN(at.getTime())) throw outOfRange('Taken-At is not a time.')
  if (at.getTime() > now.getTime() + OFFLINE_CLOCK_SKEW_MS) {
    throw outOfRange("Taken-At is in the future: check the desk's clock.")
  }
  if (now.getTime() - at.getTime() > OFFLINE_ACTION_MAX_AGE_HOURS * 3_600_000) {
    throw outOfRange(
      `Taken-At is more than ${OFFLINE_ACTION_MAX_AGE_HOURS} hours ago: do this again at the desk.`,
    )
  }
  return at
}

/**
 * Runs one handover action in one transaction: the booking row locked first (404 when there is
 * none), then whatever the action locks and writes with its audit rows. A unit taken by a
 * racing handover (the partial unique index on units out) answers 409 UNIT_NOT_FREE. Answers
 * the booking as the desk shows it once committed. With an Idempotency-Key the action happens
 * once: the key is claimed in the transaction (a concurrent repeat waits for it), a repeat
 * changes nothing and answers the booking again, and a refusal keeps no key (nothing changed,
 * so a repeat is judged again).
 */
export async function handoverAction(
  ctx: DeskContext,
  {
    request,
    action,
    body,
    change,
  }: {
    request: HandoverRequest
    /** The action and what was asked, which a reused key must match. */
    action: string
    body: unknown
    change: (tx: Tx, locked: LockedBooking) => Promise<void>
  },
) {
  const takenAt = takenAtOf(request.takenAt, ctx.now())
  const claim = request.idempotencyKey && {
    userId: request.actorId,
    key: request.idempotencyKey,
    request: { action, bookingId: request.bookingId, body, takenAt: request.takenAt ?? null },
  }
  try {
    await ctx.db.transaction(async (tx) => {
      if (claim && (await claimIdempotencyKey(tx, claim))) return
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
      await change(tx, { booking, location: location!, timeZone, today, now, takenAt })
      if (claim) await storeIdempotentAnswer(tx, claim, 200, { bookingId: booking.id })
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw unitNotFree('A unit was just handed out with another booking: choose another one.')
    }
    throw error
  }
  return deskBookingDetail(ctx, { where: { id: request.bookingId }, language: request.language })
}
