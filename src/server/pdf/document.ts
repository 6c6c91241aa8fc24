import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { pdfFonts } from './fonts'

// What every PDF the server makes shares (invoices, unit labels): A4, the embedded DejaVu Sans
// faces as 'regular' and 'bold', and QR codes drawn as vectors.

/** A new A4 document with the fonts registered, and its bytes once `doc.end()` is called. */
export function startPdf({ margin, info }: { margin: number; info: PDFKit.DocumentInfo }) {
  const fonts = pdfFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    // No standard font: every text is in the embedded DejaVu Sans.
    font: '',
    info,
  })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, finished }
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
