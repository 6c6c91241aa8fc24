import { and, asc, eq, gte } from 'drizzle-orm'
import { invoices } from '../../db/schema'
import type { EmailAttachment } from '../mail'
import type { InvoiceRow, Reader } from './context'
import { invoiceNumber } from './fingerprint'

/** An invoice record as an email attachment, its PDF rendered when the email is sent. */
export const invoiceAttachments = (
  record: Pick<InvoiceRow, 'id' | 'series' | 'number'> | null | undefined,
): EmailAttachment[] =>
  record ? [{ invoiceId: record.id, filename: `${invoiceNumber(record)}.pdf` }] : []

/**
 * The corrective invoice of a refund of the rental: issued in the transaction that recorded the
 * refund (after its rows, so at or after their creation), for minus its amount; the first such
 * of the booking's, so two refunds of the same amount each find their own.
 */
export async function refundCorrective(
  tx: Reader,
  { bookingId, recordedAt, cents }: { bookingId: string; recordedAt: Date; cents: number },
) {
  const [corrective] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        eq(invoices.kind, 'corrective'),
        eq(invoices.totalCents, -cents),
        gte(invoices.issuedAt, recordedAt),
      ),
    )
    .orderBy(asc(invoices.chainPosition))
    .limit(1)
  return corrective
}
