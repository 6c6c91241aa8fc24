import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { addDays } from '../../../shared/domain/calendar'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import { bookings, pickupLocations, quotes } from '../../db/schema'
import { pickupReminderEmail } from '../../mail/templates/bookings'
import { endBooking } from './cancellation'
import type { BookingContext } from './context'
import { emailTraveller } from './emails'
import { sendPendingRefunds } from './refunds'
import { hasUnsettledAttempts, settleAttempts } from './settle-attempts'

export interface JobsReport {
  attemptsSettled: number
  expiredBookings: number
  completed: number
  reminders: number
  refundsSent: number
}

/**
 * Unpaid bookings past their payment time lose their hold and are cancelled, once the provider
 * has said how each of their checkouts ended (a payment taken meanwhile is recorded instead).
 */
async function expireUnpaid(ctx: BookingContext, now: Date) {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'unpaid'),
        lte(bookings.paymentDueAt, now),
      ),
    )
  let expired = 0
  for (const { id } of due) {
    if (await hasUnsettledAttempts(ctx, id)) continue
    await ctx.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
      if (booking?.status !== 'confirmed' || booking.paymentStatus !== 'unpaid') return
      await endBooking(ctx, tx, booking, 'payment_expired')
      expired++
    })
  }
  return expired
}

/** Per pickup location: bookings returned are completed; tomorrow's pickups get a reminder. */
async function followTheCalendar(ctx: BookingContext, now: Date) {
  const locations = await ctx.db.select().from(pickupLocations)
  let completed = 0
  let reminders = 0
  for (const location of locations) {
    const today = wallClockAt(now.getTime(), location.timeZone).date
    const done = await ctx.db
      .update(bookings)
      .set({ status: 'completed', completedAt: now, updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.pickupLocationCode, location.code),
          eq(bookings.status, 'confirmed'),
          eq(bookings.paymentStatus, 'paid'),
          sql`${bookings.endDate} < ${today}::date`,
        ),
      )
      .returning({ id: bookings.id })
    completed += done.length
    await ctx.db.transaction(async (tx) => {
      const tomorrow = await tx
        .update(bookings)
        .set({ reminderSentAt: now, updatedAt: sql`now()` })
        .where(
          and(
            eq(bookings.pickupLocationCode, location.code),
            eq(bookings.status, 'confirmed'),
            eq(bookings.paymentStatus, 'paid'),
            isNull(bookings.reminderSentAt),
            sql`${bookings.startDate} = ${addDays(today, 1)}::date`,
          ),
        )
        .returning()
      for (const booking of tomorrow) {
        await emailTraveller(
          tx,
          ctx.config.publicUrl,
          booking,
          'pickup_reminder',
          (language, facts, extra) =>
            pickupReminderEmail(language, { ...facts, address: extra.address }),
        )
      }
      reminders += tomorrow.length
    })
  }
  return { completed, reminders }
}

/**
 * The booking clock, run every few seconds by the server (and on demand by tests): expired
 * quotes, checkouts that can no longer be paid, unpaid bookings, refunds still to send,
 * completed bookings, reminders.
 */
export async function runBookingJobs(ctx: BookingContext): Promise<JobsReport> {
  const now = ctx.now()
  await ctx.db
    .update(quotes)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(quotes.status, 'pending'), lte(quotes.expiresAt, now)))
  const attemptsSettled = await settleAttempts(ctx)
  const expiredBookings = await expireUnpaid(ctx, now)
  const refundsSent = await sendPendingRefunds(ctx)
  const { completed, reminders } = await followTheCalendar(ctx, now)
  return { attemptsSettled, expiredBookings, completed, reminders, refundsSent }
}
