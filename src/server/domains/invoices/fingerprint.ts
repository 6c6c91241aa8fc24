import { createHash } from 'node:crypto'
import type { InvoiceKind } from '../../../shared/domain/invoices'

/** What a record's fingerprint covers: its identifying fields and the chain's previous link. */
export interface FingerprintFields {
  issuerTaxId: string
  series: string
  number: number
  /** YYYY-MM-DD on the location's clock. */
  issueDate: string
  kind: InvoiceKind
  totalCents: number
  vatCents: number
  previousFingerprint: string | null
}

/** The record's number as printed: series, a dash and six digits (S2027-000012). */
export const invoiceNumber = ({ series, number }: { series: string; number: number }) =>
  `${series}-${String(number).padStart(6, '0')}`

/** Cents as euros with two decimals and a point, signed: -12.05. */
export function decimalAmount(cents: number) {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * The SHA-256 fingerprint of an invoice record, in upper-case hex, over its fields written as
 * the VERI*FACTU records write theirs (name=value pairs joined by &, the date as DD-MM-YYYY,
 * amounts with two decimals, the previous record's fingerprint last, empty for the first).
 */
export function invoiceFingerprint(fields: FingerprintFields) {
  const [year, month, day] = fields.issueDate.split('-')
  const text = [
    `IDEmisorFactura=${fields.issuerTaxId}`,
    `NumSerieFactura=${invoiceNumber(fields)}`,
    `FechaExpedicionFactura=${day}-${month}-${year}`,
    `TipoFactura=${fields.kind}`,
    `CuotaTotal=${decimalAmount(fields.vatCents)}`,
    `ImporteTotal=${decimalAmount(fields.totalCents)}`,
    `Huella=${fields.previousFingerprint ?? ''}`,
  ].join('&')
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase()
}
