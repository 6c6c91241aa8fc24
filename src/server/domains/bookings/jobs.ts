import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { addDays } from '../../../shared/domain/calendar'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import { bookings, pickupLocations, quotes } from '../../db/schema'
import { pickupReminderEmail } from '../mail'
import type { BookingContext, Tx } from './context'
import { emailTraveller } from './emails'

/** The booking clock's work on quotes and bookings (payments has its own share). */

/**
 * The rows `where` selects that no other process is changing at this moment, locked for the
 * statement: with the booking clock running in several processes, each due row is changed by
 * one of them, and none waits for (or deadlocks with) another's round.
 */
const unclaimed = (db: Pick<Tx, 'select'>, table: typeof bookings | typeof quotes, where: SQL) =>
  inArray(
    table.id,
    db.select({ id: table.id }).from(table).where(where).for('update', { skipLocked: true }),
  )

/** Pending quotes whose hold has run out are expired; how many. */
export async function expireQuotes(ctx: BookingContext) {
  const due = and(eq(quotes.status, 'pending'), lte(quotes.expiresAt, ctx.now()))!
  const expired = await ctx.db
    .update(quotes)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(due, unclaimed(ctx.db, quotes, due)))
    .returning({ id: quotes.id })
  return expired.length
}

/** Per pickup location: bookings returned are completed; tomorrow's pickups get a reminder. */
export async function followTheCalendar(ctx: BookingContext) {
  const now = ctx.now()
  const locations = await ctx.db.select().from(pickupLocations)
  let completed = 0
  let reminders = 0
  for (const location of locations) {
    const today = wallClockAt(now.getTime(), location.timeZone).date
    const returned = and(
      eq(bookings.pickupLocationCode, location.code),
      eq(bookings.status, 'confirmed'),
      eq(bookings.paymentStatus, 'paid'),
      sql`${bookings.endDate} < ${today}::date`,
    )!
    const done = await ctx.db
      .update(bookings)
      .set({ status: 'completed', completedAt: now, updatedAt: sql`now()` })
      .where(and(returned, unclaimed(ctx.db, bookings, returned)))
      .returning({ id: bookings.id })
    completed += done.length
    const pickedUpTomorrow = and(
      eq(bookings.pickupLocationCode, location.code),
      eq(bookings.status, 'confirmed'),
      eq(bookings.paymentStatus, 'paid'),
      isNull(bookings.reminderSentAt),
      sql`${bookings.startDate} = ${addDays(today, 1)}::date`,
    )!
    await ctx.db.transaction(async (tx) => {
      const tomorrow = await tx
        .update(bookings)
        .set({ reminderSentAt: now, updatedAt: sql`now()` })
        .where(and(pickedUpTomorrow, unclaimed(tx, bookings, pickedUpTomorrow)))
        .returning()
      for (const booking of tomorrow) {
        await emailTraveller(ctx, {
          tx,
          booking,
          template: 'pickup_reminder',
          withCode: true,
          render: (language, facts, extra) =>
            pickupReminderEmail(language, { ...facts, address: extra.address }),
        })
      }
      reminders += tomorrow.length
    })
  }
  return { completed, reminders }
}
