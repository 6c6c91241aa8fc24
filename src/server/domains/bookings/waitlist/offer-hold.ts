import { and, eq, isNull, sql } from 'drizzle-orm'
import { quotes, reservations, users } from '../../../db/schema'
import type { BookingContext, Tx } from '../context'
import { holdUnits } from '../holds'
import type { QuoteRow } from '../quote-view'
import type { WaitlistRow } from './entries'

/**
 * The hold of a waitlist offer: a quote for the family of `units` units of the entry's item,
 * priced like any quote and holding its units until `expiresAt` (the same reservations
 * availability counts), which the family books from the quote page. The caller holds the stock
 * lock and has counted the units free. The quote takes the family's account phone; they may
 * change their contact details on the quote page before booking.
 */
export async function holdOffer(
  ctx: BookingContext,
  { tx, entry, units, expiresAt }: { tx: Tx; entry: WaitlistRow; units: number; expiresAt: Date },
): Promise<QuoteRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, entry.userId))
  const gearIds = Array.from({ length: units }, () => entry.gearId)
  const request = {
    gear_ids: gearIds,
    pickup_location_code: entry.locationCode,
    start_date: entry.startDate,
    end_date: entry.endDate,
    pickup_time: entry.pickupTime,
    return_time: entry.returnTime,
  }
  const pricing = await ctx.pricing.priceRental({
    tx,
    request,
    language: entry.language,
    userId: entry.userId,
  })
  const [quote] = await tx
    .insert(quotes)
    .values({
      userId: entry.userId,
      pickupLocationCode: entry.locationCode,
      startDate: entry.startDate,
      endDate: entry.endDate,
      pickupTime: entry.pickupTime,
      returnTime: entry.returnTime,
      gearIds,
      phone: user!.phone,
      pricing,
      expiresAt,
    })
    .returning()
  await holdUnits(tx, {
    quoteId: quote!.id,
    rental: {
      stockLocationCode: await ctx.catalogue.stockLocationOf({ tx, code: entry.locationCode }),
      startDate: entry.startDate,
      endDate: entry.endDate,
    },
    gearIds,
    turnaroundDays: await ctx.catalogue.turnaroundByGear({ tx, gearIds: [entry.gearId] }),
    expiresAt,
  })
  return quote!
}

/** A family left the line while offered: the hold's units go back and its quote expires. */
export async function releaseOffer(tx: Tx, quoteId: string) {
  await tx
    .update(reservations)
    .set({ status: 'released', expiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(reservations.quoteId, quoteId),
        eq(reservations.status, 'held'),
        isNull(reservations.bookingId),
      ),
    )
  await tx
    .update(quotes)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'pending')))
}
