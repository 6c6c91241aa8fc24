import { decimalAmount, invoiceNumber } from '../fingerprint'

/**
 * The tax agency's checking address for invoices of a system that does not send its records
 * (a "no VERI*FACTU" system): its QR carries the issuer's tax id, the number, the date and the
 * total, which the agency's page compares with what the issuer later submits.
 */
export const TAX_AGENCY_QR_URL =
  'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu'

export interface QrFields {
  issuerTaxId: string
  series: string
  number: number
  /** YYYY-MM-DD. */
  issueDate: string
  totalCents: number
}

/** The invoice's QR content: the checking address with nif, numserie, fecha and importe. */
export function invoiceQrUrl(fields: QrFields) {
  const [year, month, day] = fields.issueDate.split('-')
  const query = new URLSearchParams({
    nif: fields.issuerTaxId,
    numserie: invoiceNumber(fields),
    fecha: `${day}-${month}-${year}`,
    importe: decimalAmount(fields.totalCents),
  })
  return `${TAX_AGENCY_QR_URL}?${query.toString()}`
}
