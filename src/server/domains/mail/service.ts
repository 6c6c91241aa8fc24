import type { FileContent } from '../files'
import {
  renderBookingCodesWith,
  renderInvoicesWith,
  type BookingCodeRenderer,
  type InvoicePdfRenderer,
} from './attachments'
import { latestEmails, readAttachment, type CapturedEmail } from './captured'
import type { MailContext } from './context'
import { queueEmail, type OutgoingEmail, type Writer } from './outbox'

/** Email as the other domains see it: queued in their transactions, delivered after commit. */
export interface MailService {
  /**
   * Queues an email in the caller's transaction (`tx`, or the database itself). Its attachments
   * are stored files, marked as used (`app.files.attach`) in that transaction.
   */
  enqueue(email: OutgoingEmail & { tx: Writer }): Promise<void>
  /** Sends every email that is due now; how many were delivered. */
  processDue(options?: { limit?: number }): Promise<number>
  /** Delivers what is due after the run in progress, without waiting for the next tick. */
  kick(): void
  /** How the PDFs of the invoices emails attach are rendered (the invoices domain's). */
  renderInvoicesWith(render: InvoicePdfRenderer): void
  /** How the booking codes emails show are drawn (the codes domain's). */
  renderBookingCodesWith(render: BookingCodeRenderer): void
  /** The latest emails, newest first (to one address when given), for the development page. */
  listCaptured(filter: { to?: string }): Promise<CapturedEmail[]>
  /** An email's attachment by its position, for the development page; null when none. */
  readAttachment(args: {
    emailId: string
    index: number
  }): Promise<(FileContent & { filename: string }) | null>
}

export function createMailService(ctx: MailContext): MailService {
  return {
    enqueue: (email) => queueEmail(ctx, email),
    processDue: (args) => ctx.worker.processDue(args),
    kick: () => ctx.worker.kick(),
    renderInvoicesWith: (render) => renderInvoicesWith(ctx.sources, render),
    renderBookingCodesWith: (render) => renderBookingCodesWith(ctx.sources, render),
    listCaptured: (filter) => latestEmails(ctx, filter),
    readAttachment: (args) => readAttachment(ctx, args),
  }
}
