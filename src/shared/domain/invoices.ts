/**
 * The invoice records of a booking's rental money (docs/money.md, Invoices): one numbering series
 * per kind and year; a damage receipt is not an invoice (damage kept is outside VAT) but is
 * numbered and chained with them.
 */
export const INVOICE_KINDS = ['simplified', 'full', 'corrective', 'damage_receipt'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/** The letter a series' name starts with, before its year: S2027-000012. */
export const INVOICE_SERIES_PREFIX: Record<InvoiceKind, string> = {
  simplified: 'S',
  full: 'F',
  corrective: 'R',
  damage_receipt: 'D',
}

export const INVOICE_LINE_KINDS = [
  'rental',
  'fee',
  'promo',
  'retained',
  'refund',
  'damage',
] as const
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number]

/** The VAT of an invoice at one rate: the base and the VAT, in cents (negative on a corrective). */
export interface VatBreakdown {
  rate_basis_points: number
  base_cents: number
  vat_cents: number
}
