/**
 * A camera for the desk's scanner in a real Chromium: a video file (YUV4MPEG2, 640×480, grey) of
 * one QR code, played by Chromium's fake capture device in a browser launched for it, since the
 * file is chosen when the browser starts.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { PNG } from 'pngjs'
import QRCode from 'qrcode'
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 10

/** A QR code to film: an image of one (a PNG, as an email carries it), or the text to draw. */
export type QrImage = { png: Buffer } | { text: string }

/** The luma plane of a frame: white, with the QR code in its middle. */
async function qrLuma(image: QrImage): Promise<Buffer> {
  const bytes =
    'png' in image
      ? image.png
      : await QRCode.toBuffer(image.text, { type: 'png', width: 400, margin: 4 })
  const png = PNG.sync.read(bytes)
  if (png.width > WIDTH || png.height > HEIGHT) throw new Error('The QR image is too large')
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  const left = Math.floor((WIDTH - png.width) / 2)
  const top = Math.floor((HEIGHT - png.height) / 2)
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const dark = png.data[(y * png.width + x) * 4]! < 128
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235
    }
  }
  return luma
}

/** Writes a second of video showing the QR code, and answers its path. */
export async function qrVideo(image: QrImage, name: string): Promise<string> {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), await qrLuma(image), chroma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'desk-camera-')), `${name}.y4m`)
  await fs.writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]))
  return file
}

/** A Chromium whose camera (allowed without asking) films `video`. */
export const browserFilming = (video: string): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
