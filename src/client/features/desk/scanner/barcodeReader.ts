/** What the scanner needs of a barcode detector: the texts of the codes in a video frame. */
export interface CodeReader {
  read(video: HTMLVideoElement): Promise<string[]>
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector
  getSupportedFormats(): Promise<string[]>
}

const FORMATS = ['qr_code']

const readerOf = (detector: Detector): CodeReader => ({
  read: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
})

/**
 * The browser's own `BarcodeDetector` when it reads QR codes; otherwise the ZXing WebAssembly
 * polyfill, a chunk of its own whose .wasm file our server serves.
 */
export async function codeReader(): Promise<CodeReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (native && (await native.getSupportedFormats()).includes('qr_code')) {
    return readerOf(new native({ formats: FORMATS }))
  }
  const { polyfillDetector } = await import(
    /* webpackChunkName: "DeskScannerPolyfill" */ './barcodePolyfill'
  )
  return readerOf(polyfillDetector(FORMATS))
}
