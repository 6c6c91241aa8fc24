import { readFileSync } from 'node:fs'

// DejaVu Sans (the dejavu-fonts-ttf package; a free licence that allows embedding), so that
// every PDF prints "Muñoz" and "€" whatever the reader has installed.

const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`)

let loaded: { regular: Buffer; bold: Buffer } | null = null

/** The regular and bold faces, read once per process. */
export function pdfFonts() {
  loaded ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  }
  return loaded
}
