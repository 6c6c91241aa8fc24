import type sharpModule from 'sharp'
import type { Sharp, SharpOptions } from 'sharp'
import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_TYPES } from '../../../shared/domain/deposits'
import { AppError } from '../../errors'

export type PhotoType = (typeof CLAIM_PHOTO_TYPES)[number]

/** The longest side of a kept photo, in pixels: enough to see a scratch, small to email. */
export const PHOTO_MAX_SIDE = 2000
/**
 * The most pixels a photo may decode to (a 48-megapixel phone camera fits), so a small file
 * that would unpack to gigabytes (a decompression bomb) is refused before it is decoded.
 */
export const PHOTO_MAX_PIXELS = 50_000_000

/** How each kept type begins, byte by byte (null: any byte). */
const SIGNATURES: [PhotoType, (number | null)[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // RIFF, the chunk's size, WEBP
  ['image/webp', [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
]

/** The type the bytes say they are, whatever they were called. */
function sniff(bytes: Uint8Array): PhotoType | null {
  const match = SIGNATURES.find(([, signature]) =>
    signature.every((byte, index) => byte === null || bytes[index] === byte),
  )
  return match?.[0] ?? null
}

/** What a browser may call a photo: one of the kept types, or "some bytes" when it cannot tell. */
const ACCEPTED_DECLARATIONS = new Set<string>([...CLAIM_PHOTO_TYPES, 'application/octet-stream'])

const ENCODERS: Record<PhotoType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 85 }),
}

let loadedSharp: Promise<typeof sharpModule> | null = null
/** sharp (libvips) loads on the first photo, so a start-up that handles none never pays for it. */
const loadSharp = () => (loadedSharp ??= import('sharp').then((module) => module.default))

const unsupported = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Photos must be JPEG, PNG or WebP.')
const tooLarge = () =>
  new AppError(
    413,
    'FILE_TOO_LARGE',
    `Photos may be up to ${CLAIM_PHOTO_MAX_BYTES / (1024 * 1024)} MB and ` +
      `${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
  )

/**
 * A photo made safe to keep and send: only JPEG, PNG or WebP (by their bytes, and a declared
 * type that agrees or says nothing), at most CLAIM_PHOTO_MAX_BYTES, decoded and encoded again
 * in its own format, turned upright by its EXIF orientation, at most PHOTO_MAX_SIDE on its
 * longest side, in sRGB and with no metadata at all (no EXIF, so no GPS position, no XMP, no
 * ICC profile). 415 UNSUPPORTED_MEDIA_TYPE, 413 FILE_TOO_LARGE, 422 INVALID_IMAGE when it cannot
 * be decoded (damaged or cut short).
 */
export async function normalisePhoto({
  bytes,
  declaredType,
}: {
  bytes: Uint8Array
  /** The type the upload gave (Content-Type), if any. */
  declaredType?: string | null
}): Promise<{ bytes: Buffer; contentType: PhotoType }> {
  const declared = declaredType?.split(';')[0]!.trim().toLowerCase()
  if (declared && !ACCEPTED_DECLARATIONS.has(declared)) throw unsupported()
  if (bytes.byteLength > CLAIM_PHOTO_MAX_BYTES) throw tooLarge()
  const contentType = sniff(bytes)
  if (!contentType) throw unsupported()
  const sharp = await loadSharp()
  const options: SharpOptions = {
    // Cut-short or damaged pixel data fails; a harmless decoder warning does not.
    failOn: 'error',
    limitInputPixels: PHOTO_MAX_PIXELS,
  }
  try {
    const image = sharp(bytes, options).rotate().resize({
      width: PHOTO_MAX_SIDE,
      height: PHOTO_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    // sharp keeps no metadata unless asked (keepMetadata, withExif, ...): none is asked here.
    return { bytes: await ENCODERS[contentType](image).toBuffer(), contentType }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge()
    throw new AppError(
      422,
      'INVALID_IMAGE',
      'The photo could not be read: it is damaged or incomplete.',
    )
  }
}
