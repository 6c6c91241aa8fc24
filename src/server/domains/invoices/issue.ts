import { eq, lte, sql } from 'drizzle-orm'
import {
  INVOICE_SERIES_PREFIX,
  type InvoiceKind,
  type VatBreakdown,
} from '../../../shared/domain/invoices'
import type { BillingDetails } from '../../../shared/domain/billing'
import { includedVat } from '../../../shared/domain/money'
import { invoiceChain, invoiceCounters, invoiceLines, invoices } from '../../db/schema'
import type { DraftLine, InvoiceRow, Tx } from './context'
import { invoiceFingerprint, recordTypeOf } from './fingerprint'
import { registroAlta } from './submission/registro'
import { sandboxTaxAgency } from './submission/sandbox'

export interface InvoiceDraft {
  bookingId: string
  kind: InvoiceKind
  /** The booking's original invoice, for a corrective one or the invoice of a difference. */
  correctsId: string | null
  currency: string
  timeZone: string
  lines: DraftLine[]
  /** Who it is issued to: the booking's billing details, when it has them. */
  recipient?: BillingDetails | null
}

/** The VAT inside a signed VAT-included amount, rounded half up away from zero. */
const signedVat = (cents: number, rate: number) =>
  Math.sign(cents) * includedVat(Math.abs(cents), rate)

/** The VAT of the lines at each rate, as the pricing computes it: once on each rate's sum. */
export function vatBreakdown(lines: Pick<DraftLine, 'amountCents' | 'vatRateBasisPoints'>[]) {
  const byRate = new Map<number, number>()
  for (const line of lines) {
    byRate.set(
      line.vatRateBasisPoints,
      (byRate.get(line.vatRateBasisPoints) ?? 0) + line.amountCents,
    )
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]): VatBreakdown => {
      const vat = signedVat(gross, rate)
      return { rate_basis_points: rate, base_cents: gross - vat, vat_cents: vat }
    })
}

/**
 * Issues one record in the caller's transaction, the one that records its money: the chain's
 * head is locked first (records join the chain one at a time, in the order they are numbered),
 * then its series' counter takes the next number, so a transaction rolled back gives its number
 * back and two never take the same one. The issue date is the database's, on the location's
 * clock, at the moment the record joins the chain (never the server's own clock, which tests
 * move and two servers may disagree on), so numbers follow dates in every series; the counter
 * refuses a date earlier than its last. A damage receipt is outside VAT. An invoice
 * (not a receipt) is handed to the tax agency port in the same transaction.
 */
export async function issueRecord(tx: Tx, draft: InvoiceDraft): Promise<InvoiceRow> {
  const [chain] = await tx.select().from(invoiceChain).where(eq(invoiceChain.id, 1)).for('update')
  if (!chain) throw new Error('The invoice chain has no head row (migration 0024)')
  // The time the record joins the chain (not the transaction's start), so dates follow the chain.
  const dated = (await tx.execute(
    sql`select at, to_char(at at time zone ${draft.timeZone}, 'YYYY-MM-DD') as date
        from (select clock_timestamp() as at) now`,
  )) as unknown as { rows: { at: string | Date; date: string }[] }
  const issueDate = dated.rows[0]!.date
  const year = Number(issueDate.slice(0, 4))
  // A series never numbers on an earlier date than its last number's (a database clock set
  // back): the update is refused and the money's transaction rolls back, its number unused.
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ kind: draft.kind, year, lastNumber: 1, lastIssueDate: issueDate })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1`, lastIssueDate: issueDate },
      setWhere: lte(invoiceCounters.lastIssueDate, issueDate),
    })
    .returning({ number: invoiceCounters.lastNumber })
  if (!counter) {
    throw new Error(
      `Series ${INVOICE_SERIES_PREFIX[draft.kind]}${year} has numbers dated after ${issueDate}: not numbering before them`,
    )
  }
  const breakdown = draft.kind === 'damage_receipt' ? [] : vatBreakdown(draft.lines)
  const fields = {
    issuerTaxId: chain.issuerTaxId,
    series: `${INVOICE_SERIES_PREFIX[draft.kind]}${year}`,
    number: counter.number,
    issueDate,
    kind: draft.kind,
    totalCents: draft.lines.reduce((sum, line) => sum + line.amountCents, 0),
    vatCents: breakdown.reduce((sum, rate) => sum + rate.vat_cents, 0),
    previousFingerprint: chain.lastFingerprint,
  }
  const issuedAt = new Date(dated.rows[0]!.at)
  const [corrected] = draft.correctsId
    ? await tx.select().from(invoices).where(eq(invoices.id, draft.correctsId))
    : []
  const fingerprint = invoiceFingerprint({
    ...fields,
    recordType: recordTypeOf(draft.kind, corrected?.kind ?? null),
    issuedAt,
  })
  const [issued] = await tx
    .insert(invoices)
    .values({
      ...fields,
      bookingId: draft.bookingId,
      issuedAt,
      year,
      timeZone: draft.timeZone,
      correctsId: draft.correctsId,
      currency: draft.currency,
      vatBreakdown: breakdown,
      chainPosition: chain.length + 1,
      fingerprint,
      recipient: draft.recipient ?? null,
    })
    .returning()
  await tx
    .insert(invoiceLines)
    .values(
      draft.lines.map((line, index) => ({ ...line, invoiceId: issued!.id, position: index + 1 })),
    )
  await tx
    .update(invoiceChain)
    .set({ length: chain.length + 1, lastFingerprint: fingerprint })
    .where(eq(invoiceChain.id, 1))
  if (issued!.kind !== 'damage_receipt') {
    await sandboxTaxAgency.record(tx, {
      invoiceId: issued!.id,
      record: registroAlta(issued!, corrected ?? null),
    })
  }
  return issued!
}
