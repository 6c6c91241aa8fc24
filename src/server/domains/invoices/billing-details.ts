import { and, eq } from 'drizzle-orm'
import type { BillingDetailsInput } from '../../../shared/contract/billing'
import { sameBillingDetails } from '../../../shared/domain/billing'
import { bookings, invoices } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { checkedBillingDetails } from './billing-rules'
import type { InvoiceContext, InvoiceRow } from './context'
import { substituteSimplifiedInvoices } from './substitution'

/**
 * A family asks for a full invoice from the booking page: the booking keeps its billing details
 * and, when its rental was invoiced by simplified invoices, they are replaced in the same
 * transaction (substituteSimplifiedInvoices). The booking row is locked first, so the same
 * details sent twice, even at once, issue one pair; other details once a full invoice was issued
 * are refused (409 FULL_INVOICE_ALREADY_ISSUED): a full invoice is not reissued to someone else.
 * Answers the records it issued (none when nothing changed).
 */
export async function giveBillingDetails(
  ctx: InvoiceContext,
  {
    userId,
    bookingId,
    details: input,
  }: { userId: string; bookingId: string; details: BillingDetailsInput },
): Promise<InvoiceRow[]> {
  const details = checkedBillingDetails(input, '')!
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update')
    if (!booking || booking.userId !== userId) throw notFound('Booking not found')
    if (sameBillingDetails(booking.billingDetails, details)) return []
    const [full] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'full')))
      .limit(1)
    if (full) {
      throw new AppError(
        409,
        'FULL_INVOICE_ALREADY_ISSUED',
        'A full invoice was already issued to other billing details; they cannot be changed.',
      )
    }
    await tx.update(bookings).set({ billingDetails: details }).where(eq(bookings.id, bookingId))
    return substituteSimplifiedInvoices(tx, { bookingId })
  })
}
