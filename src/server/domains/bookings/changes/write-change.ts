import { eq, sql } from 'drizzle-orm'
import { cancellationDeadline } from '../../../../shared/domain/checkoutRules'
import { bookingDiscounts, bookings, pickupLocations } from '../../../db/schema'
import { discountsOf } from '../booking-rows'
import type { BookingContext, BookingRow, Tx } from '../context'
import { reserveUnits } from '../holds'
import type { RepricedChange } from './reprice'
import { gearIdsOf } from './terms'
import { insertVersion } from './versions'

/** The booking's discounts as its new pricing gives them, each keeping when it was applied. */
async function replaceDiscounts(tx: Tx, changed: BookingRow) {
  const old = await tx
    .select()
    .from(bookingDiscounts)
    .where(eq(bookingDiscounts.bookingId, changed.id))
  const appliedAt = new Map(old.map((row) => [row.code, row.appliedAt]))
  await tx.delete(bookingDiscounts).where(eq(bookingDiscounts.bookingId, changed.id))
  const rows = discountsOf(changed).map((row) => ({ ...row, appliedAt: appliedAt.get(row.code) }))
  if (rows.length > 0) await tx.insert(bookingDiscounts).values(rows)
}

/**
 * Commits a repriced change in its transaction, the stock still locked: the new reservations
 * (held until the payment is due on an unpaid booking, confirmed on a paid one), the booking's
 * new terms and price, its discounts, and the version that records it (the deposits domain
 * follows with the deposit, as a registered change handler). The
 * cancellation deadline never moves later: moving the pickup does not reopen the window.
 */
export async function writeChange(
  ctx: BookingContext,
  {
    tx,
    booking,
    repriced,
    actor,
    overrideReason,
  }: {
    tx: Tx
    booking: BookingRow
    repriced: RepricedChange
    actor: { id: string; kind: 'family' | 'staff' }
    overrideReason: string | null
  },
) {
  const { terms, pricing, settlement } = repriced
  const { after } = terms
  const gearIds = gearIdsOf(after)
  const [location] = await tx
    .select({ timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, booking.pickupLocationCode))
  await reserveUnits(tx, {
    quoteId: booking.quoteId,
    bookingId: booking.id,
    rental: {
      stockLocationCode: await ctx.catalogue.stockLocationOf({
        tx,
        code: booking.pickupLocationCode,
      }),
      startDate: after.start_date,
      endDate: after.end_date,
    },
    gearIds,
    turnaroundDays: await ctx.catalogue.turnaroundByGear({ tx, gearIds }),
    expiresAt: booking.paymentStatus === 'paid' ? null : booking.paymentDueAt,
  })
  const deadline = cancellationDeadline(after.start_date, after.pickup_time, location!.timeZone)
  const [changed] = await tx
    .update(bookings)
    .set({
      startDate: after.start_date,
      endDate: after.end_date,
      pickupTime: after.pickup_time,
      returnTime: after.return_time,
      pricing,
      totalCents: pricing.grand_total,
      cancellationDeadline: new Date(Math.min(deadline, booking.cancellationDeadline.getTime())),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
    .returning()
  await replaceDiscounts(tx, changed!)
  const version = await insertVersion(tx, {
    bookingId: booking.id,
    actorId: actor.id,
    actor: actor.kind,
    before: terms.before,
    after,
    totalBeforeCents: booking.totalCents,
    totalAfterCents: pricing.grand_total,
    differenceCents: settlement.differenceCents,
    refundCents: settlement.refundCents,
    retainedCents: settlement.retainedCents,
    status: settlement.status,
    overrideReason,
  })
  return { changed: changed!, version }
}
