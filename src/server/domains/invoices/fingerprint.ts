import { createHash } from 'node:crypto'
import type { InvoiceKind } from '../../../shared/domain/invoices'
import type { TipoFactura } from '../../../shared/domain/tax-agency'

/**
 * A record's type in the chain: the tax agency's invoice type (TipoFactura) for an invoice, and
 * `D` for a damage receipt, which is not an invoice and is never sent.
 */
export type RecordType = TipoFactura | 'D'

/** What a record's fingerprint covers: its identifying fields and the chain's previous link. */
export interface FingerprintFields {
  issuerTaxId: string
  series: string
  number: number
  /** YYYY-MM-DD on the location's clock. */
  issueDate: string
  recordType: RecordType
  totalCents: number
  vatCents: number
  previousFingerprint: string | null
  /** When the record joined the chain. */
  issuedAt: Date
}

/** F2 a simplified invoice, F1 a full one; a corrective one R5 when it corrects a simplified one, else R4. */
export function tipoFacturaOf(
  kind: Exclude<InvoiceKind, 'damage_receipt'>,
  correctedKind: InvoiceKind | null,
): TipoFactura {
  if (kind === 'simplified') return 'F2'
  if (kind === 'full') return 'F1'
  return correctedKind === 'simplified' ? 'R5' : 'R4'
}

export const recordTypeOf = (kind: InvoiceKind, correctedKind: InvoiceKind | null): RecordType =>
  kind === 'damage_receipt' ? 'D' : tipoFacturaOf(kind, correctedKind)

/** The record's number as printed: series, a dash and six digits (S2027-000012). */
export const invoiceNumber = ({ series, number }: { series: string; number: number }) =>
  `${series}-${String(number).padStart(6, '0')}`

/** Cents as euros with two decimals and a point, signed: -12.05. */
export function decimalAmount(cents: number) {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A date as the records write it: DD-MM-YYYY. */
export const recordDate = (isoDate: string) => isoDate.split('-').reverse().join('-')

/** A moment as the records write it: to the second, with its offset (2027-04-02T08:00:00+00:00). */
export const recordTimestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00')

/** The fields of a registro de alta that its fingerprint (Huella) covers, as the record writes them. */
export interface HuellaFields {
  IDEmisorFactura: string
  NumSerieFactura: string
  FechaExpedicionFactura: string
  TipoFactura: string
  CuotaTotal: string
  ImporteTotal: string
  /** The previous record's fingerprint, empty for the first. */
  HuellaAnterior: string
  FechaHoraHusoGenRegistro: string
}

/**
 * The VERI*FACTU fingerprint of a registro de alta: SHA-256, in upper-case hex, of its fields as
 * name=value pairs joined by &, in the order the tax agency's specification sets.
 */
export function huella(fields: HuellaFields) {
  const text = [
    `IDEmisorFactura=${fields.IDEmisorFactura}`,
    `NumSerieFactura=${fields.NumSerieFactura}`,
    `FechaExpedicionFactura=${fields.FechaExpedicionFactura}`,
    `TipoFactura=${fields.TipoFactura}`,
    `CuotaTotal=${fields.CuotaTotal}`,
    `ImporteTotal=${fields.ImporteTotal}`,
    `Huella=${fields.HuellaAnterior}`,
    `FechaHoraHusoGenRegistro=${fields.FechaHoraHusoGenRegistro}`,
  ].join('&')
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase()
}

/** A record's fingerprint: the huella of its fields as its registro de alta writes them. */
export function invoiceFingerprint(fields: FingerprintFields) {
  return huella({
    IDEmisorFactura: fields.issuerTaxId,
    NumSerieFactura: invoiceNumber(fields),
    FechaExpedicionFactura: recordDate(fields.issueDate),
    TipoFactura: fields.recordType,
    CuotaTotal: decimalAmount(fields.vatCents),
    ImporteTotal: decimalAmount(fields.totalCents),
    HuellaAnterior: fields.previousFingerprint ?? '',
    FechaHoraHusoGenRegistro: recordTimestamp(fields.issuedAt),
  })
}
