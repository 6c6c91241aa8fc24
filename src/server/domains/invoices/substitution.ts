import { and, asc, eq, inArray } from 'drizzle-orm'
import { bookings, invoiceLines, invoices } from '../../db/schema'
import type { InvoiceRow, Tx } from './context'
import { issueRecord } from './issue'
import { issueRentalInvoices } from './rental-invoices'
import { linesToIssue, statedLines } from './rental-lines'

/**
 * Replaces a booking's simplified invoices by a full one, the legal way, in the caller's
 * transaction (the one that gave the booking its billing details, its row locked): a corrective
 * invoice by substitution cancels all that its simplified invoices (and their corrective ones)
 * state, then a full invoice states the rental it keeps, to its billing details. Issued records
 * are never edited. Nothing when no simplified invoice is in force (not paid yet: its first
 * invoice will be the full one).
 */
export async function substituteSimplifiedInvoices(
  tx: Tx,
  { bookingId }: { bookingId: string },
): Promise<InvoiceRow[]> {
  const issued = await tx
    .select({ line: invoiceLines, invoice: invoices })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(eq(invoices.bookingId, bookingId), inArray(invoices.kind, ['simplified', 'corrective'])),
    )
    .orderBy(asc(invoices.chainPosition), asc(invoiceLines.position))
  const original = issued.find((row) => row.invoice.kind === 'simplified')?.invoice
  if (!original) return []
  const cancelling = linesToIssue([], statedLines(issued.map((row) => row.line)))
  const total = cancelling.reduce((sum, line) => sum + line.amountCents, 0)
  const pair: InvoiceRow[] = []
  if (total < 0) {
    const [booking] = await tx
      .select({ billingDetails: bookings.billingDetails })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
    pair.push(
      await issueRecord(tx, {
        bookingId,
        kind: 'corrective',
        correctsId: original.id,
        recipient: booking?.billingDetails ?? null,
        currency: original.currency,
        timeZone: original.timeZone,
        lines: cancelling,
      }),
    )
  }
  const full = await issueRentalInvoices(tx, { bookingId })
  return full ? [...pair, full] : pair
}
