import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

// What a person sees in a PDF: its text as poppler's pdftotext extracts it, and the QR code of
// the top of its first page as a phone would read it (rendered by pdftoppm, decoded by jsQR).

function inTemporaryDirectory<T>(bytes: Buffer, read: (pdf: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'))
  try {
    const pdf = path.join(dir, 'document.pdf')
    writeFileSync(pdf, bytes)
    return read(pdf, dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The PDF's text, laid out as on the page. */
export const pdfText = (bytes: Buffer) =>
  inTemporaryDirectory(bytes, (pdf) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }),
  )

/** The top of an A4 page at 150 dpi (its first 7.5 cm), where an invoice prints its QR code. */
const TOP_OF_PAGE_PIXELS = 440

/**
 * The text of the QR code at the top of the PDF's first page; null when none is found there.
 * Only the top is decoded: the whole page takes jsQR about four times as long.
 */
export const pdfQrCode = (bytes: Buffer) =>
  inTemporaryDirectory(bytes, (pdf, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-H',
      String(TOP_OF_PAGE_PIXELS),
      '-singlefile',
      pdf,
      path.join(dir, 'page'),
    ])
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')))
    const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    return found?.data ?? null
  })
