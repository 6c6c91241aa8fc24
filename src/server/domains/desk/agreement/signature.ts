import type sharpModule from 'sharp'
import { SIGNATURE_MAX_BYTES, SIGNATURE_SIDES } from '../../../../shared/contract/desk-handover'
import { AppError } from '../../../errors'

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const invalid = (message: string) => new AppError(422, 'SIGNATURE_INVALID', message)

let loadedSharp: Promise<typeof sharpModule> | null = null
/** sharp loads on the first signature, so a start-up that reads none never pays for it. */
const loadSharp = () => (loadedSharp ??= import('sharp').then((module) => module.default))

/**
 * The family's drawn signature, made safe to put in a PDF: base64 (a data: URL prefix allowed)
 * of at most SIGNATURE_MAX_BYTES (413 SIGNATURE_TOO_LARGE), a PNG by its bytes whose header
 * gives sides within SIGNATURE_SIDES, that decodes whole and is not blank (422
 * SIGNATURE_INVALID); encoded again with no metadata.
 */
export async function checkedSignature({ base64 }: { base64: string }): Promise<Buffer> {
  const text = base64.replace(/^data:image\/png;base64,/, '')
  // Counted before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((text.length * 3) / 4) > SIGNATURE_MAX_BYTES + 2) throw tooLarge()
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw invalid('The signature is not base64.')
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length > SIGNATURE_MAX_BYTES) throw tooLarge()
  if (bytes.length < 33 || !PNG_MAGIC.every((byte, index) => bytes[index] === byte)) {
    throw invalid('The signature must be a PNG image.')
  }
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw invalid('The signature PNG is damaged.')
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  const { minWidth, minHeight, maxWidth, maxHeight } = SIGNATURE_SIDES
  if (width < minWidth || height < minHeight || width > maxWidth || height > maxHeight) {
    throw invalid(
      `A signature is ${minWidth}x${minHeight} to ${maxWidth}x${maxHeight} pixels; this one is ` +
        `${width}x${height}.`,
    )
  }
  const sharp = await loadSharp()
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxWidth * maxHeight })
    const { channels } = await image.stats()
    if (channels.every((channel) => channel.min === channel.max)) {
      throw invalid('The signature is blank: the family signs on the pad.')
    }
    return await image.png().toBuffer()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw invalid('The signature PNG is damaged or incomplete.')
  }
}

function tooLarge() {
  return new AppError(
    413,
    'SIGNATURE_TOO_LARGE',
    `A signature may be up to ${SIGNATURE_MAX_BYTES / 1000} kB.`,
  )
}
