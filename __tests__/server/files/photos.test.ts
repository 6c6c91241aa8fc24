/**
 * Claim photos made safe: real images made here with sharp, carrying what a phone puts in a
 * photo (an EXIF orientation and GPS position, XMP, a wide-gamut ICC profile), go in; only
 * upright, bounded, metadata-free pixels come out.
 */
import sharp from 'sharp'
import { normalisePhoto, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE } from '../../../src/server/domains/files'
import { CLAIM_PHOTO_MAX_BYTES } from '../../../src/shared/domain/deposits'
import en from '../../../translations/en/errors.json'
import es from '../../../translations/es/errors.json'

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Ana Family</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>'

/** A 300 × 200 picture that a phone held on its side would take: shown upright, it is 200 × 300. */
function phonePhoto(format: 'jpeg' | 'png' | 'webp', size = { width: 300, height: 200 }) {
  return sharp({
    create: { ...size, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 23/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '5/1 59/1 4321/100',
      },
    })
    .withXmp(XMP)
    .toBuffer()
}

describe.each([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
] as const)('photos of type %s', (type, format) => {
  it('comes out in its own format, upright, with no EXIF, GPS, XMP or ICC profile', async () => {
    const input = await phonePhoto(format)
    const before = await sharp(input).metadata()
    expect(before).toMatchObject({ format, orientation: 6, hasProfile: true })
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker')
    expect(before.xmp).toBeDefined()

    const photo = await normalisePhoto({ bytes: input, declaredType: type })
    expect(photo.contentType).toBe(type)
    const after = await sharp(photo.bytes).metadata()
    expect(after).toMatchObject({ format, width: 200, height: 300, space: 'srgb' })
    expect(after.orientation).toBeUndefined()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.hasProfile).toBe(false)
    for (const trace of ['PhoneMaker', 'Ana Family', 'GPS', 'xmpmeta']) {
      expect(photo.bytes.toString('latin1')).not.toContain(trace)
    }
  })

  it(`is shrunk to ${PHOTO_MAX_SIDE} px on its longest side, and never enlarged`, async () => {
    const wide = await sharp({
      create: { width: 3000, height: 1200, channels: 3, background: '#4080c0' },
    })
      .toFormat(format)
      .toBuffer()
    const photo = await normalisePhoto({ bytes: wide, declaredType: type })
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ width: 2000, height: 800 })
    const small = await phonePhoto(format)
    const kept = await normalisePhoto({ bytes: small, declaredType: null })
    expect(await sharp(kept.bytes).metadata()).toMatchObject({ width: 200, height: 300 })
  })
})

describe('what is refused', () => {
  const refusal = (status: number, code: string) =>
    expect.objectContaining({ statusCode: status, code })

  it('refuses a GIF, even called a JPEG, with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const gif = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer()
    for (const declaredType of ['image/gif', 'image/jpeg', null]) {
      await expect(normalisePhoto({ bytes: gif, declaredType })).rejects.toEqual(
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE'),
      )
    }
    await expect(normalisePhoto({ bytes: gif, declaredType: 'image/gif' })).rejects.toThrow(
      'Photos must be JPEG, PNG or WebP.',
    )
  })

  it('refuses a text file, and a real JPEG declared as something else', async () => {
    const text = Buffer.from('name,email\nAna,ana@example.com\n')
    for (const declaredType of ['text/plain', 'image/jpeg']) {
      await expect(normalisePhoto({ bytes: text, declaredType })).rejects.toEqual(
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE'),
      )
    }
    const jpeg = await phonePhoto('jpeg')
    await expect(normalisePhoto({ bytes: jpeg, declaredType: 'text/html' })).rejects.toEqual(
      refusal(415, 'UNSUPPORTED_MEDIA_TYPE'),
    )
  })

  it('goes by the bytes when the declared type is another photo type or says nothing', async () => {
    const png = await phonePhoto('png')
    for (const declaredType of ['image/jpeg', 'application/octet-stream', 'IMAGE/PNG; x=1']) {
      expect((await normalisePhoto({ bytes: png, declaredType })).contentType).toBe('image/png')
    }
  })

  it('refuses a file over the size limit with 413 FILE_TOO_LARGE, before decoding it', async () => {
    const jpeg = await phonePhoto('jpeg')
    const oversized = Buffer.concat([jpeg, Buffer.alloc(CLAIM_PHOTO_MAX_BYTES - jpeg.length + 1)])
    await expect(normalisePhoto({ bytes: oversized, declaredType: 'image/jpeg' })).rejects.toEqual(
      refusal(413, 'FILE_TOO_LARGE'),
    )
  })

  it('refuses a small file that would decode to more pixels than allowed (a bomb)', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(CLAIM_PHOTO_MAX_BYTES)
    expect(10_000 * 6_000).toBeGreaterThan(PHOTO_MAX_PIXELS)
    await expect(normalisePhoto({ bytes: bomb, declaredType: 'image/png' })).rejects.toEqual(
      refusal(413, 'FILE_TOO_LARGE'),
    )
  })

  it('refuses a truncated JPEG, or bytes that only start like one, with 422 INVALID_IMAGE', async () => {
    const noise = Buffer.alloc(400 * 300 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251
    const jpeg = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer()
    await normalisePhoto({ bytes: jpeg, declaredType: 'image/jpeg' })
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6))
    await expect(normalisePhoto({ bytes: truncated, declaredType: 'image/jpeg' })).rejects.toEqual(
      refusal(422, 'INVALID_IMAGE'),
    )
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not a picture')])
    await expect(normalisePhoto({ bytes: fake, declaredType: 'image/jpeg' })).rejects.toEqual(
      refusal(422, 'INVALID_IMAGE'),
    )
  })
})

it('tells the desk the limits it enforces, in both languages', () => {
  const megabytes = String(CLAIM_PHOTO_MAX_BYTES / (1024 * 1024))
  const megapixels = String(PHOTO_MAX_PIXELS / 1_000_000)
  for (const texts of [en.codes, es.codes]) {
    expect(texts.FILE_TOO_LARGE).toContain(`${megabytes} MB`)
    expect(texts.FILE_TOO_LARGE).toContain(megapixels)
    expect(texts.UNSUPPORTED_MEDIA_TYPE).toContain('JPEG, PNG')
    expect(texts.INVALID_IMAGE).toBeTruthy()
  }
})
