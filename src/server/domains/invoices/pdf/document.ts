import { asc, eq, inArray } from 'drizzle-orm'
import type { Language } from '../../../../shared/domain/languages'
import { bookings, gear, invoiceLines, invoices, users } from '../../../db/schema'
import type { InvoiceLineRow, InvoiceRow, Reader } from '../context'

/** Everything an invoice's PDF shows, read from its record. */
export interface InvoiceDocument {
  invoice: InvoiceRow
  lines: InvoiceLineRow[]
  /** The invoice a corrective one (or the invoice of a difference) refers to. */
  original: Pick<InvoiceRow, 'series' | 'number' | 'issueDate'> | null
  bookingReference: string
  customerName: string
  /** The family's language. */
  language: Language
  /** The names of the rented gear, by gear id, in the family's language. */
  gearNames: Map<string, string>
}

/** An invoice record with all its PDF shows; null when there is no such record. */
export async function loadInvoiceDocument(
  db: Reader,
  { invoiceId }: { invoiceId: string },
): Promise<InvoiceDocument | null> {
  const [found] = await db
    .select({ invoice: invoices, booking: bookings, user: users })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(invoices.id, invoiceId))
  if (!found) return null
  const { invoice, booking, user } = found
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position))
  const [original] = invoice.correctsId
    ? await db
        .select({ series: invoices.series, number: invoices.number, issueDate: invoices.issueDate })
        .from(invoices)
        .where(eq(invoices.id, invoice.correctsId))
    : []
  const gearIds = lines.filter((line) => line.kind === 'rental').map((line) => line.code)
  const named = gearIds.length
    ? await db
        .select({ id: gear.id, names: gear.names })
        .from(gear)
        .where(inArray(gear.id, gearIds))
    : []
  const language = user.languagePreference
  return {
    invoice,
    lines,
    original: original ?? null,
    bookingReference: booking.reference,
    customerName: `${user.firstName} ${user.lastName}`.trim(),
    language,
    gearNames: new Map(named.map((item) => [item.id, item.names[language]])),
  }
}
