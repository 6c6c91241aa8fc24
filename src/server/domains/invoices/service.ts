import { asc, eq } from 'drizzle-orm'
import type { BillingDetailsInput } from '../../../shared/contract/billing'
import type { BookingInvoice } from '../../../shared/contract/invoices'
import { invoices } from '../../db/schema'
import { giveBillingDetails } from './billing-details'
import type { Db, InvoiceRow, Reader } from './context'
import {
  downloadInvoice,
  invoicePdf,
  listBookingInvoices,
  type DownloadContext,
  type InvoiceViewer,
} from './downloads'
import { verifyChain, type ChainCheck } from './verify'

/** A booking's invoice records, in the order they were issued. */
export const bookingInvoices = (ctx: { db: Db }, { bookingId }: { bookingId: string }) =>
  ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.chainPosition))

/** An invoice's PDF and the name it is downloaded or attached under. */
export interface InvoicePdf {
  filename: string
  bytes: Buffer
}

/** The invoice records: what a booking was issued, their PDFs, and the chain's check. */
export interface InvoiceService {
  /** A booking's invoice records, in the order they were issued. */
  ofBooking(args: { bookingId: string }): Promise<InvoiceRow[]>
  /** A booking's invoices with signed download addresses, for its family or staff (404 else). */
  listForBooking(args: { viewer: InvoiceViewer; bookingId: string }): Promise<BookingInvoice[]>
  /** One of a booking's invoices as a PDF, for its family, staff or a signed address (404 else). */
  download(args: {
    viewer: InvoiceViewer | null
    token?: string
    bookingId: string
    invoiceId: string
  }): Promise<InvoicePdf>
  /**
   * An invoice's PDF in its family's language, read in `tx` when given (the outbox's
   * transaction); null when there is no such record.
   */
  renderPdf(args: { tx?: Reader; invoiceId: string }): Promise<InvoicePdf | null>
  /** Walks the chain and names its first broken link (see verifyChain). */
  verify(): Promise<ChainCheck>
  /** The owner's billing details for a booking's full invoice (see giveBillingDetails). */
  giveBillingDetails(args: {
    userId: string
    bookingId: string
    details: BillingDetailsInput
  }): Promise<InvoiceRow[]>
}

export function createInvoiceService(ctx: DownloadContext): InvoiceService {
  return {
    ofBooking: (args) => bookingInvoices(ctx, args),
    listForBooking: (args) => listBookingInvoices(ctx, args),
    download: (args) => downloadInvoice(ctx, args),
    renderPdf: (args) => invoicePdf(ctx, args),
    verify: () => verifyChain(ctx.db),
    giveBillingDetails: (args) => giveBillingDetails(ctx, args),
  }
}
