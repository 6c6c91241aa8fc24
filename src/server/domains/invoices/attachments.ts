import { eq } from 'drizzle-orm'
import { invoices } from '../../db/schema'
import type { EmailAttachment } from '../mail'
import type { InvoiceRow, Reader } from './context'
import { invoiceNumber } from './fingerprint'

/** An invoice record as an email attachment, its PDF rendered when the email is sent. */
export const invoiceAttachments = (
  record: Pick<InvoiceRow, 'id' | 'series' | 'number'> | null | undefined,
): EmailAttachment[] =>
  record ? [{ invoiceId: record.id, filename: `${invoiceNumber(record)}.pdf` }] : []

/** The record `id` names (a refund's corrective invoice, `refunds.invoice_id`); none for null. */
export async function invoiceRecord(tx: Reader, id: string | null) {
  if (!id) return undefined
  const [record] = await tx.select().from(invoices).where(eq(invoices.id, id))
  return record
}
