import { invoiceNumber } from '../fingerprint'
import type { InvoiceDocument } from './document'
import { drawQr, startPdf } from '../../../pdf/document'
import { formatMoney } from '../../mail'
import { lineDescription, pdfDate, vatRate } from './format'
import { invoiceQrUrl } from './qr'
import { invoiceTexts, type InvoiceTexts } from './texts'

/** The business that issues the invoices, as the configuration names it. */
export interface InvoiceIssuer {
  name: string
  address: string
}

const LEFT = 50
const RIGHT = 545
/** The QR's side: 35 mm, within the 30 to 40 mm the tax agency asks for. */
const QR_SIDE = 99
/** Table columns: description, units, days, price per day, amount (right-aligned after the first). */
const COLUMNS = [
  { x: LEFT, width: 235 },
  { x: 290, width: 50 },
  { x: 345, width: 40 },
  { x: 390, width: 75 },
  { x: 470, width: 75 },
] as const

/** An invoice record (or a damage receipt) as an A4 PDF in the family's language. */
export function renderInvoicePdf(
  document: InvoiceDocument,
  issuer: InvoiceIssuer,
): Promise<Buffer> {
  const { invoice, lines, original, language } = document
  const t = invoiceTexts(language)
  const money = (cents: number) => formatMoney({ cents, currency: invoice.currency, language })
  const number = invoiceNumber(invoice)
  const { doc, finished } = startPdf({
    margin: LEFT,
    info: {
      Title: `${t.title[invoice.kind]} ${number}`,
      Author: issuer.name,
      CreationDate: invoice.issuedAt,
    },
  })

  drawQr(doc, { text: invoiceQrUrl(invoice), x: LEFT, y: LEFT, size: QR_SIDE })
  const headerX = LEFT + QR_SIDE + 20
  doc.font('bold').fontSize(18).text(t.title[invoice.kind], headerX, LEFT)
  doc.font('regular').fontSize(10).moveDown(0.5)
  doc.text(`${t.number}: ${number}`, headerX)
  doc.text(`${t.date}: ${pdfDate(invoice.issueDate, language)}`, headerX)
  doc.text(`${t.booking}: ${document.bookingReference}`, headerX)
  if (original) {
    doc.text(t.corrects(invoiceNumber(original), pdfDate(original.issueDate, language)), headerX)
  }

  const partiesY = Math.max(doc.y, LEFT + QR_SIDE) + 25
  doc.font('bold').text(t.issuer, LEFT, partiesY)
  doc
    .font('regular')
    .text(issuer.name)
    .text(`${t.taxId}: ${invoice.issuerTaxId}`)
    .text(issuer.address, { width: 230 })
  const issuerEnd = doc.y
  doc.font('bold').text(t.customer, 310, partiesY)
  doc.font('regular').text(customerLines(document, t).join('\n'), 310, doc.y, { width: 230 })

  let y = Math.max(issuerEnd, doc.y) + 25
  const headings = [t.description, t.quantity, t.days, t.pricePerDay, t.amount]
  doc.font('bold').fontSize(9)
  headings.forEach((heading, index) => {
    const column = COLUMNS[index]!
    doc.text(heading, column.x, y, { width: column.width, align: index === 0 ? 'left' : 'right' })
  })
  y = doc.y + 4
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).stroke()
  y += 6
  doc.font('regular')
  for (const line of lines) {
    const cells = [
      lineDescription({ line, document, t }),
      line.quantity == null ? '' : String(line.quantity),
      line.days == null ? '' : String(line.days),
      line.pricePerDayCents == null ? '' : money(line.pricePerDayCents),
      money(line.amountCents),
    ]
    const height = doc.heightOfString(cells[0]!, { width: COLUMNS[0].width })
    if (y + height > 760) {
      doc.addPage()
      y = LEFT
    }
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!
      doc.text(cell, column.x, y, { width: column.width, align: index === 0 ? 'left' : 'right' })
    })
    y += height + 6
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke()
  y += 10

  const right = (label: string, value: string) => {
    doc.text(label, 290, y, { width: 175, align: 'right' })
    doc.text(value, 470, y, { width: 75, align: 'right' })
    y = doc.y + 4
  }
  for (const rate of invoice.vatBreakdown) {
    right(
      `${t.base} (${t.vatRate} ${vatRate(rate.rate_basis_points, language)})`,
      money(rate.base_cents),
    )
    right(`${t.vat} ${vatRate(rate.rate_basis_points, language)}`, money(rate.vat_cents))
  }
  doc.font('bold').fontSize(11)
  right(t.total, money(invoice.totalCents))
  doc.font('regular').fontSize(8)
  doc.text(invoice.kind === 'damage_receipt' ? t.outsideVat : t.vatIncluded, LEFT, y + 16, {
    width: RIGHT - LEFT,
  })
  doc.end()
  return finished
}

/** Who the invoice is issued to: a full invoice's billing details, else the family's name. */
function customerLines({ invoice, customerName }: InvoiceDocument, t: InvoiceTexts) {
  const recipient = invoice.recipient
  if (!recipient) return [customerName]
  return [
    recipient.name,
    `${t.taxId}: ${recipient.tax_id}`,
    recipient.address,
    `${recipient.postal_code} ${recipient.city}`,
    recipient.country,
  ]
}
