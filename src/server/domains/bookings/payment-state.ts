/**
 * What the payments domain changes on a booking, inside its own transactions: it never writes
 * the bookings table itself. Every path locks the booking row before any payment row.
 */
import { and, eq, lte, sql } from 'drizzle-orm'
import { bookings, deposits, pickupLocations } from '../../db/schema'
import { formatDeadline, formatMoney, paymentReceivedEmail, type EmailAttachment } from '../mail'
import type { BookingContext, BookingRow, Tx } from './context'
import { emailTraveller } from './emails'
import { confirmUnits, setBookingHolds } from './holds'

/** The booking row, locked for the rest of the transaction when `forUpdate`. */
export async function bookingRow({
  tx,
  id,
  forUpdate,
}: {
  tx: Tx
  id: string
  forUpdate: boolean
}) {
  const query = tx.select().from(bookings).where(eq(bookings.id, id))
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** Confirmed bookings still unpaid when their payment was due. */
export async function unpaidPastDue(ctx: BookingContext) {
  const due = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'unpaid'),
        lte(bookings.paymentDueAt, ctx.now()),
      ),
    )
  return due.map(({ id }) => id)
}

/** The booking keeps its units (and may be paid) until `until`, when that is later. */
export async function extendPaymentWindow({
  tx,
  booking,
  until,
}: {
  tx: Tx
  booking: BookingRow
  until: Date
}) {
  await tx
    .update(bookings)
    .set({ paymentDueAt: until, updatedAt: sql`now()` })
    .where(eq(bookings.id, booking.id))
  await setBookingHolds(tx, { quoteId: booking.quoteId, bookingId: booking.id, until })
}

/**
 * Paid (`amountCents` charged): the booking says so, its units are its own for good, and its
 * traveller is told what was charged and how the deposit is taken, with what `attachments`
 * gives once the booking is paid (the payment's invoice).
 */
export async function markPaid(
  ctx: BookingContext,
  {
    tx,
    bookingId,
    amountCents,
    attachments,
  }: {
    tx: Tx
    bookingId: string
    amountCents: number
    attachments?: () => Promise<EmailAttachment[]>
  },
) {
  const [paid] = await tx
    .update(bookings)
    .set({ paymentStatus: 'paid', paidAt: ctx.now(), updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning()
  await confirmUnits(tx, bookingId)
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.bookingId, bookingId))
  const [location] = await tx
    .select({ timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, paid!.pickupLocationCode))
  await emailTraveller(ctx, {
    tx,
    booking: paid!,
    template: 'payment_received',
    attachments: (await attachments?.()) ?? [],
    render: (language, facts) =>
      paymentReceivedEmail(language, {
        ...facts,
        paid: formatMoney({ cents: amountCents, currency: paid!.currency, language }),
        deposit:
          deposit && deposit.amountCents > 0
            ? {
                amount: formatMoney({
                  cents: deposit.amountCents,
                  currency: deposit.currency,
                  language,
                }),
                mode: deposit.mode,
                holdFrom: deposit.holdFrom
                  ? formatDeadline({
                      instant: deposit.holdFrom,
                      language,
                      timeZone: location?.timeZone ?? 'UTC',
                    })
                  : null,
              }
            : null,
      }),
  })
}

/** A cancelled booking's refund went through: the booking ends as refunded. */
export async function markRefunded({ tx, bookingId }: { tx: Tx; bookingId: string }) {
  const [refunded] = await tx
    .update(bookings)
    .set({ status: 'refunded', paymentStatus: 'refunded', updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId))
    .returning()
  return refunded
}
