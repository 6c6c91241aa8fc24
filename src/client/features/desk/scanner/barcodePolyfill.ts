import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm'

// The ZXing WebAssembly polyfill of BarcodeDetector, for browsers without one. Its .wasm file is
// a file of our build (webpack copies it under /assets/), never fetched from a CDN.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
})

export const polyfillDetector = (formats: string[]) =>
  new BarcodeDetector({ formats: formats as BarcodeFormat[] })

type BarcodeFormat = ConstructorParameters<typeof BarcodeDetector>[0] extends
  { formats?: (infer F)[] } | undefined
  ? F
  : never
