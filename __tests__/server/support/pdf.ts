import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

// What a person sees in a PDF: its text as poppler's pdftotext extracts it, and the QR code of
// its first page as a phone would read it (the page rendered by pdftoppm, decoded by jsQR).

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

/** The pixels of `area` (in points) of a page rendered at `dpi`. */
function cropped(png: PNG, area: PageArea, dpi: number) {
  const scale = dpi / 72
  const [left, top] = [Math.round(area.x * scale), Math.round(area.y * scale)]
  const width = Math.min(Math.round(area.width * scale), png.width - left)
  const height = Math.min(Math.round(area.height * scale), png.height - top)
  const data = new Uint8ClampedArray(width * height * 4)
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * png.width + left) * 4
    data.set(png.data.subarray(from, from + width * 4), row * width * 4)
  }
  return { data, width, height }
}

/**
 * The text of the QR code on the PDF's first page (or in one `area` of it, for a page of many);
 * null when none is found.
 */
export const pdfQrCode = (bytes: Buffer, area?: PageArea) =>
  inTemporaryDirectory(bytes, (pdf, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      path.join(dir, 'page'),
    ])
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')))
    const image = area
      ? cropped(png, area, 150)
      : { data: new Uint8ClampedArray(png.data), width: png.width, height: png.height }
    const found = jsQR(image.data, image.width, image.height)
    return found?.data ?? null
  })
