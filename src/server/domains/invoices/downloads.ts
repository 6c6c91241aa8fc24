import { and, asc, eq } from 'drizzle-orm'
import type { BookingInvoice } from '../../../shared/contract/invoices'
import { bookings, invoices } from '../../db/schema'
import { notFound } from '../../errors'
import type { SignedLinks } from '../../plugins/signed-links'
import type { Db, Reader } from './context'
import { invoiceNumber } from './fingerprint'
import { loadInvoiceDocument } from './pdf/document'
import { renderInvoicePdf, type InvoiceIssuer } from './pdf/render'

/** Who asks: the family that booked, or staff (a moderator or an admin). */
export interface InvoiceViewer {
  userId: string
  role: string
}

export interface DownloadContext {
  db: Db
  links: SignedLinks
  issuer: InvoiceIssuer
  now: () => Date
}

/** A signed download address lives this long; the list gives fresh ones. */
const LINK_MINUTES = 60

const canSee = (viewer: InvoiceViewer, ownerId: string) =>
  viewer.userId === ownerId || viewer.role === 'admin' || viewer.role === 'moderator'

const bookingNotFound = () => notFound('Booking not found')

/** A booking's invoices with their download addresses, for its family or staff; 404 otherwise. */
export async function listBookingInvoices(
  ctx: DownloadContext,
  { viewer, bookingId }: { viewer: InvoiceViewer; bookingId: string },
): Promise<BookingInvoice[]> {
  const [booking] = await ctx.db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
  if (!booking || !canSee(viewer, booking.userId)) throw bookingNotFound()
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.chainPosition))
  const numbers = new Map(rows.map((row) => [row.id, invoiceNumber(row)]))
  const expiresAt = new Date(ctx.now().getTime() + LINK_MINUTES * 60_000)
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: invoiceNumber(row),
    issue_date: row.issueDate,
    total: row.totalCents,
    currency: row.currency,
    corrects: row.correctsId ? (numbers.get(row.correctsId) ?? null) : null,
    url: `/api/bookings/${bookingId}/invoices/${row.id}.pdf?token=${ctx.links.sign({
      purpose: 'invoice',
      bookingId,
      subject: row.id,
      expiresAt,
    })}`,
  }))
}

/**
 * An invoice's PDF, under its number as a file name, read in `tx` when given; null when there
 * is no such record.
 */
export async function invoicePdf(
  ctx: { db: Reader; issuer: InvoiceIssuer },
  { tx, invoiceId }: { tx?: Reader; invoiceId: string },
) {
  const document = await loadInvoiceDocument(tx ?? ctx.db, { invoiceId })
  if (!document) return null
  return {
    filename: `${invoiceNumber(document.invoice)}.pdf`,
    bytes: await renderInvoicePdf(document, ctx.issuer),
  }
}

/**
 * The PDF of one of a booking's invoices, for its family or staff (signed in), or for the
 * holder of a download address signed for it; 404 to anyone else, and for an invoice of
 * another booking.
 */
export async function downloadInvoice(
  ctx: DownloadContext,
  {
    viewer,
    token,
    bookingId,
    invoiceId,
  }: { viewer: InvoiceViewer | null; token?: string; bookingId: string; invoiceId: string },
) {
  if (token !== undefined) {
    const signed = ctx.links.verify({ token, purpose: 'invoice' })
    if (signed.bookingId !== bookingId || signed.subject !== invoiceId) throw bookingNotFound()
  } else {
    const [booking] = await ctx.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
    if (!booking || !viewer || !canSee(viewer, booking.userId)) throw bookingNotFound()
  }
  const [invoice] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.bookingId, bookingId)))
  const pdf = invoice && (await invoicePdf(ctx, { invoiceId: invoice.id }))
  if (!pdf) throw notFound('Invoice not found')
  return pdf
}
