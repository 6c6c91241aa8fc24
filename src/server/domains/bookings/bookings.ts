import { eq, sql } from 'drizzle-orm'
import type { Booking } from '../../../shared/contract/bookings'
import { PAYMENT_WINDOW_MINUTES } from '../../../shared/domain/constants'
import type { Language } from '../../../shared/domain/languages'
import { minutesAfter } from '../../../shared/domain/zonedTime'
import { lockLiveAccount } from '../../db/account-lock'
import type { Tx } from '../../db/client'
import { bookingDiscounts, bookings, pickupLocations, quotes } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { bookingConfirmationEmail, formatDeadline } from '../mail'
import { toBooking } from './booking-view'
import type { BookingContext } from './context'
import { recordDeposit } from './deposit-record'
import { emailTraveller } from './emails'
import { activeHolds, setBookingHolds } from './holds'
import { bookingOfQuote, discountsOf, insertBooking } from './booking-rows'
import { markWaitlistBooked } from './waitlist/entries'

/** 201 for a new booking; 200 for one the quote (or the Idempotency-Key) already made. */
export interface BookingAnswer {
  statusCode: 200 | 201
  body: Booking
}

/**
 * Books a quote (POST /bookings in docs/product.md, Calls) in one transaction: the quote is locked,
 * then the inventory rows; the quote's holds must still be running (otherwise its units may be
 * gone: 409); the booking gets a reference, its cancellation deadline and discounts, its holds run
 * until the payment is due, and its confirmation email is queued. Booking a quote twice answers the
 * same booking.
 */
export async function book(
  ctx: BookingContext,
  {
    tx,
    userId,
    quoteId,
    language,
  }: { tx: Tx; userId: string; quoteId: string; language: Language },
): Promise<BookingAnswer> {
  const now = ctx.now()
  await lockLiveAccount(tx, userId)
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update')
  if (!quote || quote.userId !== userId) throw notFound('Quote not found')
  if (quote.status === 'booked') {
    const [existing] = await tx.select().from(bookings).where(eq(bookings.quoteId, quoteId))
    return {
      statusCode: 200,
      body: await toBooking(tx, { row: existing!, language, now, photoUrl: ctx.photoUrl }),
    }
  }
  if (quote.status === 'expired' || quote.expiresAt <= now) {
    throw new AppError(409, 'QUOTE_EXPIRED', 'This quote has expired. Please check out again.')
  }
  await ctx.catalogue.lockStock({
    tx,
    locationCode: quote.pickupLocationCode,
    gearIds: quote.gearIds,
  })
  if ((await activeHolds(tx, { quoteId, now })).length === 0) {
    throw new AppError(409, 'INSUFFICIENT_STOCK', 'The gear of this quote is no longer available.')
  }
  const [location] = await tx
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.code, quote.pickupLocationCode))
  const paymentDueAt = minutesAfter(now, PAYMENT_WINDOW_MINUTES)
  const row = await insertBooking(
    tx,
    bookingOfQuote(quote, { userId, timeZone: location!.timeZone, paymentDueAt }),
  )
  await recordDeposit(tx, {
    booking: row,
    // The mode the family was quoted in: it sets what their checkout charges.
    mode: quote.pricing.deposit_mode ?? ctx.config.depositMode,
    timeZone: location!.timeZone,
    now,
  })
  for (const promo of quote.pricing.discounts ?? []) {
    await ctx.promotions.redeem({
      tx,
      code: promo.code,
      userId,
      bookingId: row.id,
      amountCents: promo.amount,
    })
  }
  const discounts = discountsOf(row)
  if (discounts.length > 0) await tx.insert(bookingDiscounts).values(discounts)
  await setBookingHolds(tx, { quoteId, bookingId: row.id, until: paymentDueAt })
  await tx
    .update(quotes)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId))
  await markWaitlistBooked(tx, { quoteId })
  await emailTraveller(ctx, {
    tx,
    booking: row,
    template: 'booking_confirmation',
    withCode: true,
    render: (lang, facts) =>
      bookingConfirmationEmail(lang, {
        ...facts,
        payBy: formatDeadline({
          instant: paymentDueAt,
          language: lang,
          timeZone: location!.timeZone,
        }),
      }),
  })
  return {
    statusCode: 201,
    body: await toBooking(tx, { row, language, now, photoUrl: ctx.photoUrl }),
  }
}
