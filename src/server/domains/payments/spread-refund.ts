import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { payments, refunds } from '../../db/schema'
import type { BookingRow } from '../bookings'
import { issueRentalInvoices } from '../invoices'
import type { Tx } from './context'

export type RefundRow = typeof refunds.$inferSelect

/**
 * Refunds `cents` of a booking from its kept payments in the order they were paid (the first
 * payment, then each paid difference), each giving at most what is left of it, since a card
 * provider refunds no more than a payment took: one refund row per payment drawn on, the rows
 * after the first naming it (`part_of`), so the family and the emails see one refund. Answers
 * the rows written; their sum is less than `cents` only when the payments have no more to give.
 */
export async function refundAcrossPayments(
  tx: Tx,
  {
    booking,
    cents,
    reason,
    changeId = null,
    requestedBy = null,
    note = null,
  }: {
    booking: BookingRow
    cents: number
    reason: 'cancellation' | 'change' | 'staff' | 'deposit'
    changeId?: string | null
    requestedBy?: string | null
    note?: string | null
  },
): Promise<RefundRow[]> {
  const kept = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.kept, true)))
    .orderBy(asc(payments.paidAt))
  const written: RefundRow[] = []
  let left = cents
  for (const payment of kept) {
    if (left === 0) break
    const [given] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')))
    const amount = Math.min(left, (payment.receivedCents ?? 0) - (given?.cents ?? 0))
    if (amount <= 0) continue
    const [row] = await tx
      .insert(refunds)
      .values({
        bookingId: booking.id,
        paymentId: payment.id,
        reason,
        provider: payment.provider,
        amountCents: amount,
        currency: payment.receivedCurrency ?? booking.currency,
        changeId,
        requestedBy,
        note,
        partOf: written[0]?.id ?? null,
      })
      .onConflictDoNothing()
      .returning()
    if (row) written.push(row)
    left -= amount
  }
  return written
}

/**
 * Issues what a refund of the rental calls for (its corrective invoice), in the transaction that
 * wrote the refund's rows, and names that invoice on each of them, so the refund's email attaches
 * its own corrective invoice however many refunds of the same amount land together. Nothing is
 * named when nothing is issued (a booking made before invoicing began).
 */
export async function invoiceRefund(
  tx: Tx,
  { booking, parts }: { booking: BookingRow; parts: RefundRow[] },
) {
  const invoice = await issueRentalInvoices(tx, { bookingId: booking.id })
  if (invoice && parts.length > 0) {
    await tx
      .update(refunds)
      .set({ invoiceId: invoice.id })
      .where(
        inArray(
          refunds.id,
          parts.map((part) => part.id),
        ),
      )
  }
  return invoice
}
