import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

// What a person sees in a PDF: its text as poppler's pdftotext extracts it, and the QR code of
// an area of its first page as a phone would read it (rendered by pdftoppm, decoded by jsQR).

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

/** Part of a page, in PDF points from its top left corner. */
export interface PageArea {
  x: number
  y: number
  width: number
  height: number
}

/** The top of an A4 page (its first 7.5 cm), where an invoice prints its QR code. */
const TOP_OF_PAGE: PageArea = { x: 0, y: 0, width: 595, height: 212 }
const DPI = 150

/**
 * The text of the QR code in one area of the PDF's first page (by default its top, where an
 * invoice prints it; one label of a sheet of many); null when none is found there. Only that
 * area is rendered and decoded: the whole page takes jsQR about four times as long.
 */
export const pdfQrCode = (bytes: Buffer, area: PageArea = TOP_OF_PAGE) =>
  inTemporaryDirectory(bytes, (pdf, dir) => {
    const pixels = (points: number) => String(Math.round((points * DPI) / 72))
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(DPI),
      '-f',
      '1',
      '-l',
      '1',
      '-x',
      pixels(area.x),
      '-y',
      pixels(area.y),
      '-W',
      pixels(area.width),
      '-H',
      pixels(area.height),
      '-singlefile',
      pdf,
      path.join(dir, 'page'),
    ])
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')))
    const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    return found?.data ?? null
  })
