import { asc, eq, gt, sql } from 'drizzle-orm'
import { invoiceChain, invoices } from '../../db/schema'
import type { Db } from './context'
import type { InvoiceKind } from '../../../shared/domain/invoices'
import { invoiceFingerprint, invoiceNumber, recordTypeOf } from './fingerprint'

export interface ChainCheck {
  /** Records read, up to the first broken link. */
  checked: number
  /** The first record that does not hold (its number and why), or null when the chain holds. */
  broken: { number: string; chainPosition: number; reason: string } | null
}

const BATCH = 1_000

/**
 * Walks the issuer's chain from its first record: each record must follow the one before (its
 * place, the previous fingerprint it carries), its fingerprint must be that of its fields, and
 * its lines must add up to its total; the chain's head must end on the last record.
 */
export async function verifyChain(db: Db): Promise<ChainCheck> {
  let checked = 0
  let previous: string | null = null
  for (;;) {
    const batch = await db
      .select({
        record: invoices,
        linesTotal: sql<number>`(select coalesce(sum(lines.amount_cents), 0)::int
          from invoice_lines lines where lines.invoice_id = invoices.id)`,
        correctedKind: sql<InvoiceKind | null>`(select corrected.kind from invoices corrected
          where corrected.id = invoices.corrects_id)`,
      })
      .from(invoices)
      .where(gt(invoices.chainPosition, checked))
      .orderBy(asc(invoices.chainPosition))
      .limit(BATCH)
    for (const { record, linesTotal, correctedKind } of batch) {
      const broken = (reason: string) => ({
        checked,
        broken: { number: invoiceNumber(record), chainPosition: record.chainPosition, reason },
      })
      if (record.chainPosition !== checked + 1) {
        return broken(`follows record ${checked} of the chain, not ${record.chainPosition - 1}`)
      }
      if (record.previousFingerprint !== previous) {
        return broken('does not carry the fingerprint of the record before it')
      }
      const recordType = recordTypeOf(record.kind, correctedKind)
      if (invoiceFingerprint({ ...record, recordType }) !== record.fingerprint) {
        return broken('its fields no longer give its fingerprint')
      }
      if (linesTotal !== record.totalCents) {
        return broken(`its lines add up to ${linesTotal} cents, not its total`)
      }
      previous = record.fingerprint
      checked++
    }
    if (batch.length < BATCH) break
  }
  const [head] = await db.select().from(invoiceChain).where(eq(invoiceChain.id, 1))
  if (head && (head.length !== checked || head.lastFingerprint !== previous)) {
    return {
      checked,
      broken: {
        number: `after record ${checked}`,
        chainPosition: checked + 1,
        reason: `the chain's head counts ${head.length} records: a record is missing`,
      },
    }
  }
  return { checked, broken: null }
}
