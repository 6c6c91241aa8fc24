import { asc, desc, eq, type SQL } from 'drizzle-orm'
import type { Booking, BookingList } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import { bookings, pickupLocations } from '../../db/schema'
import { notFound } from '../../errors'
import { toBooking } from './booking-view'
import type { BookingContext, Viewer } from './context'

/** A booking by id, for its traveller (or an admin); anyone else finds nothing. */
export async function getBooking(
  ctx: BookingContext,
  { viewer, id, language }: { viewer: Viewer; id: string; language: Language },
) {
  return bookingWhere(ctx, { viewer, condition: eq(bookings.id, id), language })
}

/** A booking by its reference, for its traveller (or an admin); anyone else finds nothing. */
export async function getBookingByReference(
  ctx: BookingContext,
  { viewer, reference, language }: { viewer: Viewer; reference: string; language: Language },
) {
  return bookingWhere(ctx, { viewer, condition: eq(bookings.reference, reference), language })
}

async function bookingWhere(
  ctx: BookingContext,
  { viewer, condition, language }: { viewer: Viewer; condition: SQL; language: Language },
) {
  const [row] = await ctx.db.select().from(bookings).where(condition)
  if (!row || (row.userId !== viewer.userId && viewer.role !== 'admin'))
    throw notFound('Booking not found')
  return toBooking(ctx.db, { row, language, now: ctx.now(), photoUrl: ctx.photoUrl })
}

/**
 * The traveller's bookings: upcoming (confirmed and returning today or later at their location,
 * soonest first) and past (the rest, cancelled and refunded ones included, most recent first).
 */
export async function listBookings(
  ctx: BookingContext,
  { userId, language }: { userId: string; language: Language },
): Promise<BookingList> {
  const rows = await ctx.db
    .select({ booking: bookings, timeZone: pickupLocations.timeZone })
    .from(bookings)
    .innerJoin(pickupLocations, eq(pickupLocations.code, bookings.pickupLocationCode))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.startDate), desc(bookings.createdAt))
  const now = ctx.now()
  const upcoming: Booking[] = []
  const past: Booking[] = []
  for (const { booking, timeZone } of rows) {
    const today = wallClockAt(now.getTime(), timeZone).date
    const list = booking.endDate >= today && booking.status === 'confirmed' ? upcoming : past
    list.push(await toBooking(ctx.db, { row: booking, language, now, photoUrl: ctx.photoUrl }))
  }
  return { upcoming, past: past.reverse() }
}
