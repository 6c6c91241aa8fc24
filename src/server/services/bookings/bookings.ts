import { createHash } from 'node:crypto'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Booking, BookingList } from '../../../shared/contract/bookings'
import { cancellationDeadline } from '../../../shared/domain/checkoutRules'
import type { Language } from '../../../shared/domain/languages'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import {
  bookingDiscounts,
  bookings,
  idempotencyKeys,
  pickupLocations,
  quotes,
  refunds,
} from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { bookingConfirmationEmail } from '../../mail/templates/bookings'
import { PAYMENT_WINDOW_MINUTES, minutesAfter, type BookingContext, type Tx } from './context'
import { emailTraveller, formatDeadline } from './emails'
import { activeHolds, lockInventory, setBookingHolds } from './holds'
import { newBookingReference } from './reference'
import { rentalView } from './rental-view'

type BookingRow = typeof bookings.$inferSelect

const refundView = (refund: typeof refunds.$inferSelect) => ({
  id: refund.providerRefundId,
  status: refund.status,
  amount: refund.amountCents,
  currency: refund.currency,
  date: refund.createdAt.toISOString(),
})

export async function toBooking(
  db: Pick<Tx, 'select'>,
  row: BookingRow,
  language: Language,
  now: Date,
): Promise<Booking> {
  const discounts = await db
    .select()
    .from(bookingDiscounts)
    .where(eq(bookingDiscounts.bookingId, row.id))
  const given = await db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, row.id))
    .orderBy(asc(refunds.createdAt))
  const refund = given.find((candidate) => candidate.reason === 'cancellation')
  return {
    _id: row.id,
    reference: row.reference,
    quote_id: row.quoteId,
    status: row.status,
    payment_status: row.paymentStatus,
    ...(await rentalView(db, row, language)),
    pricing: row.pricing,
    total: row.totalCents,
    currency: row.currency,
    cancellation_deadline: row.cancellationDeadline.toISOString(),
    can_cancel: row.status === 'confirmed' && now < row.cancellationDeadline,
    payment_due: row.paymentStatus === 'unpaid' ? row.paymentDueAt.toISOString() : null,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    applied_discounts: discounts.map((discount) => ({
      code: discount.code,
      amount: discount.amountCents,
      applied_at: discount.appliedAt.toISOString(),
    })),
    refund: refund ? refundView(refund) : null,
    returned_payments: given
      .filter((candidate) => candidate.reason === 'extra_payment')
      .map(refundView),
    created_at: row.createdAt.toISOString(),
  }
}

/** The long-rental discount a booking got, as spec 3 applied discounts (cents saved). */
function discountsOf(row: BookingRow) {
  const { pricing } = row
  if (!pricing.discount) return []
  const saved = pricing.items.reduce(
    (sum, item) =>
      sum +
      (item.original_price_per_day - item.applied_price_per_day) *
        pricing.total_days *
        item.quantity,
    0,
  )
  return [
    { bookingId: row.id, code: `LONG_RENTAL_${pricing.discount.min_days}D`, amountCents: saved },
  ]
}

async function insertBooking(tx: Tx, values: Omit<typeof bookings.$inferInsert, 'reference'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: newBookingReference() })
      .onConflictDoNothing({ target: bookings.reference })
      .returning()
    if (row) return row
  }
  throw new Error('Could not find a free booking reference')
}

interface Answer {
  statusCode: number
  body: Booking
}

/**
 * Books a quote (spec 7 POST /bookings) in one transaction: the quote is locked, then the
 * inventory rows; the quote's holds must still be running (otherwise its units may be gone:
 * 409); the booking gets a reference, its cancellation deadline and discounts, its holds run
 * until the payment is due, and its confirmation email is queued. Booking a quote twice
 * answers the same booking.
 */
async function book(
  ctx: BookingContext,
  tx: Tx,
  userId: string,
  quoteId: string,
  language: Language,
): Promise<Answer> {
  const now = ctx.now()
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update')
  if (!quote || quote.userId !== userId) throw notFound('Quote not found')
  if (quote.status === 'booked') {
    const [existing] = await tx.select().from(bookings).where(eq(bookings.quoteId, quoteId))
    return { statusCode: 200, body: await toBooking(tx, existing!, language, now) }
  }
  if (quote.status === 'expired' || quote.expiresAt <= now) {
    throw new AppError(409, 'QUOTE_EXPIRED', 'This quote has expired. Please check out again.')
  }
  await lockInventory(tx, quote.pickupLocationCode, quote.gearIds)
  if ((await activeHolds(tx, quoteId, now)).length === 0) {
    throw new AppError(409, 'INSUFFICIENT_STOCK', 'The gear of this quote is no longer available.')
  }
  const [location] = await tx
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.code, quote.pickupLocationCode))
  const paymentDueAt = minutesAfter(now, PAYMENT_WINDOW_MINUTES)
  const row = await insertBooking(tx, {
    quoteId,
    userId,
    pickupLocationCode: quote.pickupLocationCode,
    startDate: quote.startDate,
    endDate: quote.endDate,
    pickupTime: quote.pickupTime,
    returnTime: quote.returnTime,
    phone: quote.phone,
    inboundFlight: quote.inboundFlight,
    outboundFlight: quote.outboundFlight,
    notes: quote.notes,
    pricing: quote.pricing,
    totalCents: quote.pricing.grand_total,
    currency: quote.pricing.currency,
    cancellationDeadline: new Date(
      cancellationDeadline(quote.startDate, quote.pickupTime, location!.timeZone),
    ),
    paymentDueAt,
  })
  const discounts = discountsOf(row)
  if (discounts.length > 0) await tx.insert(bookingDiscounts).values(discounts)
  await setBookingHolds(tx, quoteId, row.id, paymentDueAt)
  await tx
    .update(quotes)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId))
  await emailTraveller(tx, ctx.config.publicUrl, row, 'booking_confirmation', (lang, facts) =>
    bookingConfirmationEmail(lang, {
      ...facts,
      payBy: formatDeadline(paymentDueAt, lang, location!.timeZone),
    }),
  )
  return { statusCode: 201, body: await toBooking(tx, row, language, now) }
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

/**
 * With an Idempotency-Key, a retried request gets the answer of the first one, even when the
 * retries arrive together: the key is claimed in the same transaction, and a concurrent claim
 * waits for it, then reads the stored answer. The same key for another request is refused.
 */
export async function createBooking(
  ctx: BookingContext,
  userId: string,
  quoteId: string,
  idempotencyKey: string | undefined,
  language: Language,
): Promise<Answer> {
  const requestHash = hashOf({ quoteId })
  return ctx.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ userId, key: idempotencyKey, requestHash })
        .onConflictDoNothing()
        .returning()
      if (!claimed) {
        const [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
        if (stored?.requestHash !== requestHash) {
          throw new AppError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for another request.',
          )
        }
        return { statusCode: stored.statusCode ?? 200, body: stored.response as Booking }
      }
    }
    const answer = await book(ctx, tx, userId, quoteId, language)
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, response: answer.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
    }
    return answer
  })
}

/** A booking by id or reference, for its traveller (or an admin); anyone else finds nothing. */
export async function getBooking(
  ctx: BookingContext,
  viewer: { userId: string; role: string },
  where: { id: string } | { reference: string },
  language: Language,
) {
  const condition =
    'id' in where ? eq(bookings.id, where.id) : eq(bookings.reference, where.reference)
  const [row] = await ctx.db.select().from(bookings).where(condition)
  if (!row || (row.userId !== viewer.userId && viewer.role !== 'admin'))
    throw notFound('Booking not found')
  return toBooking(ctx.db, row, language, ctx.now())
}

/**
 * The traveller's bookings: upcoming (returning today or later at their location, soonest
 * first) and past (most recent first).
 */
export async function listBookings(
  ctx: BookingContext,
  userId: string,
  language: Language,
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
    const list = booking.endDate >= today && booking.status !== 'completed' ? upcoming : past
    list.push(await toBooking(ctx.db, booking, language, now))
  }
  return { upcoming, past: past.reverse() }
}
