/**
 * An invoice as a family keeps it: its PDF downloaded from its link on the booking page, read as
 * the server's PDF tests read one (its text by pdftotext, the QR of its first page rendered by
 * pdftoppm and decoded by jsQR), and compared with the invoice as the booking lists it.
 */
import { readFile } from 'node:fs/promises'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { BookingInvoice } from '../../src/shared/contract/invoices'
import { pdfQrCode, pdfText } from '../../__tests__/server/support/pdf'

/** Where the QR of an invoice from a system that sends nothing to the tax agency points. */
const TAX_AGENCY_CHECK = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu'

export interface DownloadedInvoice {
  filename: string
  text: string
  /** The QR's content; null when no QR was found on the first page. */
  qr: string | null
}

/** A booking's invoices as GET /api/bookings/{id}/invoices lists them, in the order issued. */
export async function listedInvoices(
  request: APIRequestContext,
  bookingId: string,
  headers: Record<string, string>,
): Promise<BookingInvoice[]> {
  const answer = await request.get(`/api/bookings/${bookingId}/invoices`, { headers })
  expect(answer.status()).toBe(200)
  return (await answer.json()).invoices
}

/** Clicks an invoice's link and reads the PDF the browser downloads. */
export async function downloadInvoice(page: Page, link: Locator): Promise<DownloadedInvoice> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const bytes = await readFile((await download.path())!)
  return { filename: download.suggestedFilename(), text: pdfText(bytes), qr: pdfQrCode(bytes) }
}

/** An amount in cents as the PDF prints it in `locale` ("-€64.70", "-64,70 €"). */
export const printedMoney = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ')

/**
 * The PDF is the listed invoice's: named by its number, printing its number and total, and its QR
 * carrying the issuer's tax id, the number, the date (DD-MM-YYYY) and the total (euros with a
 * point) for the tax agency's checking page.
 */
export function expectPdfOf(
  pdf: DownloadedInvoice,
  invoice: BookingInvoice,
  { issuerTaxId, locale }: { issuerTaxId: string; locale: string },
) {
  expect(pdf.filename).toBe(`${invoice.number}.pdf`)
  expect(pdf.text).toContain(invoice.number)
  expect(pdf.text).toContain(printedMoney(invoice.total, locale))
  expect(pdf.qr).not.toBeNull()
  const qr = new URL(pdf.qr!)
  expect(`${qr.origin}${qr.pathname}`).toBe(TAX_AGENCY_CHECK)
  const [year, month, day] = invoice.issue_date.split('-')
  expect(Object.fromEntries(qr.searchParams)).toEqual({
    nif: issuerTaxId,
    numserie: invoice.number,
    fecha: `${day}-${month}-${year}`,
    importe: (invoice.total / 100).toFixed(2),
  })
}
