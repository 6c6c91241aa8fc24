import QRCode from 'qrcode'
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

/** A QR code of `text`, its dark modules as squares, `size` points a side at (x, y), level M. */
export function drawQr(
  doc: PDFKit.PDFDocument,
  { text, x, y, size }: { text: string; x: number; y: number; size: number },
) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const module = size / modules.size
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + column * module, y + row * module, module, module)
    }
  }
  doc.fill('#000000')
}
