import type { FileContent, FileReader, FilesService } from '../files'
import type { EmailAttachment } from './outbox'

/** Renders an invoice record's PDF in the reader's transaction; null when there is none. */
export type InvoicePdfRenderer = (args: {
  tx: FileReader
  invoiceId: string
}) => Promise<{ bytes: Buffer } | null>

/**
 * Draws a booking's QR code as a PNG, signed now, reading in the sender's transaction; null when
 * there is no such booking.
 */
export type BookingCodeRenderer = (args: {
  tx: FileReader
  bookingId: string
}) => Promise<Buffer | null>

export interface AttachmentSources {
  files: Pick<FilesService, 'read'>
  /** Set by the invoices domain when it starts; without it invoices are not attached. */
  renderInvoice: InvoicePdfRenderer | null
  /** Set by the codes domain when it starts; without it booking codes are not attached. */
  renderBookingCode: BookingCodeRenderer | null
}

/** From now on, invoices attached to emails are rendered by `render`. */
export function renderInvoicesWith(sources: AttachmentSources, render: InvoicePdfRenderer) {
  sources.renderInvoice = render
}

/** From now on, booking codes shown in emails are drawn by `render`. */
export function renderBookingCodesWith(sources: AttachmentSources, render: BookingCodeRenderer) {
  sources.renderBookingCode = render
}

/** What an attachment sends, read or rendered now; null when its file or record is gone. */
export async function attachmentContent(
  sources: AttachmentSources,
  { tx, attachment }: { tx: FileReader; attachment: EmailAttachment },
): Promise<FileContent | null> {
  if ('fileId' in attachment) return sources.files.read({ tx, id: attachment.fileId })
  if ('bookingCodeOf' in attachment) {
    const png = await sources.renderBookingCode?.({ tx, bookingId: attachment.bookingCodeOf })
    return png ? { bytes: png, contentType: 'image/png', sizeBytes: png.length } : null
  }
  const pdf = await sources.renderInvoice?.({ tx, invoiceId: attachment.invoiceId })
  if (!pdf) return null
  return { bytes: pdf.bytes, contentType: 'application/pdf', sizeBytes: pdf.bytes.length }
}
