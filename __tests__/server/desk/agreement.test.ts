/**
 * The rental agreement at check-out: the family signs on the desk's screen and the server keeps
 * the signed PDF (its SHA-256, the terms' snapshot), emails it and lets only the family and
 * staff read it; a check-out without a signature says why, audited; bad signatures are refused.
 */
import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { rentalAgreements, storedFiles, users } from '../../../src/server/db/schema'
import { emailsOf } from '../support/deposits'
import { deliveryCheckout } from '../support/delivery'
import { pdfText } from '../support/pdf'
import { handoverSuite, paidBooking, PICKUP_MORNING, suggestedUnits } from './handover-helpers'

const setup = handoverSuite()
const { suite, handover, auditOf } = setup

/** A signature as a pad draws it: a dark stroke on a transparent canvas. */
function signaturePng(width = 300, height = 100) {
  const png = new PNG({ width, height })
  for (let x = 20; x < width - 20; x++) {
    const y = Math.round(height / 2 + Math.sin(x / 15) * (height / 4))
    const at = (y * width + x) * 4
    png.data[at + 3] = 255
  }
  return PNG.sync.write(png).toString('base64')
}

/** The same PNG with another width in its header. */
function withWidth(base64: string, width: number) {
  const bytes = Buffer.from(base64, 'base64')
  bytes.writeUInt32BE(width, 16)
  return bytes.toString('base64')
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * A paid booking of these items at its pickup, with the desk's suggested units (each test books
 * its own items: they all go out on the same day).
 */
async function atThePickup(codes: string[]) {
  const booked = await paidBooking(
    suite.app,
    codes.map((code) => suite.ids[code]!),
  )
  suite.clock.set(PICKUP_MORNING)
  const suggested = await suggestedUnits(handover, setup.roles.moderator, booked.booking._id)
  return { ...booked, units: suggested.map((unit_id) => ({ unit_id })) }
}

const signed = (language: 'en' | 'es', signature = signaturePng()) => ({
  agreement: { signer_name: 'Lucía Martín', signature_png: signature, language },
})

const pdfOf = (path: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ url: path, headers })

describe('a check-out the family signs', () => {
  it('keeps the signed PDF with its SHA-256 and the terms, emails it and links it from the booking', async () => {
    const { booking, traveller, units, tokens } = await atThePickup(['ZCS208-R', 'ZBS142-C'])
    await suite.app.db
      .update(users)
      .set({ languagePreference: 'es' })
      .where(eq(users.id, tokens.user_id))
    const out = await handover.checkOut(setup.roles.moderator, booking._id, units, signed('es'))
    expect(out.statusCode).toBe(200)
    const tags: string[] = out.json().unit_tags
    expect(out.json().agreement).toMatchObject({
      signer_name: 'Lucía Martín',
      signed_at: '2027-04-09T08:30:00.000Z',
      url: expect.stringMatching(/^\/api\/bookings\/.+\/agreement\.pdf\?token=/),
    })

    const [row] = await suite.app.db
      .select()
      .from(rentalAgreements)
      .where(eq(rentalAgreements.bookingId, booking._id))
    const [file] = await suite.app.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row!.fileId))
    const pdf = await suite.app.files.read({ id: row!.fileId })
    expect(row!.pdfSha256).toBe(sha256(pdf!.bytes))
    expect(file!.attachedAt).not.toBeNull()
    expect(row!.termsText.length).toBeGreaterThan(20)
    expect(row!.termsSha256).toBe(sha256(Buffer.from(row!.termsText)))

    const read = await pdfOf(out.json().agreement.url)
    expect(read.statusCode).toBe(200)
    expect(read.headers['content-type']).toBe('application/pdf')
    expect(sha256(read.rawPayload)).toBe(row!.pdfSha256)
    const text = pdfText(read.rawPayload).replace(/\s+/g, ' ')
    expect(text).toContain('Contrato de alquiler')
    expect(text).toContain('Firmado por Lucía Martín')
    for (const tag of tags) expect(text).toContain(tag)
    expect(text).toMatch(/Fianza: [\d.,]+\s?€/)
    expect(text).toContain('Devolución antes de viernes, 16 de abril de 2027, 18:00, en Aeropuerto')
    expect(text).toContain(row!.termsSha256)
    expect(text).not.toContain('Return by')

    const [email] = await emailsOf(suite.app, traveller.email, 'agreement_signed')
    expect(email!.subject).toContain('Tu contrato de alquiler firmado')
    expect(email!.textBody).toContain(row!.pdfSha256)
    expect(email!.attachments).toEqual([
      { fileId: row!.fileId, filename: `agreement-${booking.reference}.pdf` },
    ])
    const audited = (await auditOf(booking._id)).find(
      (entry) => entry.action === 'booking.agreement_signed',
    )
    expect(audited?.after).toMatchObject({ pdf_sha256: row!.pdfSha256, language: 'es' })
  })

  it('speaks of delivery and collection for a delivery, never of a pickup or return', async () => {
    const { gear_ids: _ids, ...toTheFlat } = deliveryCheckout([])
    const seat = suite.ids['ZCS208-R']!
    const { booking } = await paidBooking(suite.app, [seat], toTheFlat)
    suite.clock.set(PICKUP_MORNING)
    const suggested = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    const out = await handover.checkOut(
      setup.roles.moderator,
      booking._id,
      [{ unit_id: suggested[0]! }],
      signed('en'),
    )
    expect(out.statusCode).toBe(200)
    const text = pdfText((await pdfOf(out.json().agreement.url)).rawPayload).replace(/\s+/g, ' ')
    // What the agreement itself says, before the terms in force (the legal text, shared by all).
    const own = text.slice(0, text.indexOf('Terms in force'))
    expect(own).toContain('Gear delivered')
    expect(own).toContain('Collection: Friday, 16 April 2027, 18:00, at Calle Sierpes 12')
    expect(own).toContain('Delivered on Friday, 9 April 2027, 10:30')
    expect(own).not.toMatch(/pick-?up|return|handed over/i)
  })
})

describe('a check-out without a signature', () => {
  it('is refused without a reason (422), and audited with one', async () => {
    const { booking, units } = await atThePickup(['ZCS123-K'])
    const refused = await handover.checkOut(setup.roles.moderator, booking._id, units, {})
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('AGREEMENT_UNSIGNED')
    const blank = await handover.checkOut(setup.roles.moderator, booking._id, units, {
      unsigned_reason: '   ',
    })
    expect(blank.json().code).toBe('AGREEMENT_UNSIGNED')
    expect(await auditOf(booking._id)).toEqual([])

    const out = await handover.checkOut(setup.roles.moderator, booking._id, units, {
      unsigned_reason: 'The pad is broken: signed the paper copy',
    })
    expect(out.statusCode).toBe(200)
    expect(out.json().agreement).toBeNull()
    const unsigned = (await auditOf(booking._id)).filter(
      (entry) => entry.action === 'booking.check_out_unsigned',
    )
    expect(unsigned).toHaveLength(1)
    expect(unsigned[0]!.after).toEqual({ reason: 'The pad is broken: signed the paper copy' })
  })
})

describe('bad signatures', () => {
  const solid = () => {
    const png = new PNG({ width: 300, height: 100 })
    png.data.fill(255)
    return PNG.sync.write(png).toString('base64')
  }
  const cases: [string, () => string, number, string][] = [
    ['too large', () => Buffer.alloc(300_000, 1).toString('base64'), 413, 'SIGNATURE_TOO_LARGE'],
    [
      'not a PNG',
      () => Buffer.from('GIF89a, not a signature at all').toString('base64'),
      422,
      'SIGNATURE_INVALID',
    ],
    ['not base64', () => '%%%not base64%%%', 422, 'SIGNATURE_INVALID'],
    ['too small', () => signaturePng(20, 10), 422, 'SIGNATURE_INVALID'],
    ['too wide', () => withWidth(signaturePng(), 5000), 422, 'SIGNATURE_INVALID'],
    [
      'cut short',
      () => Buffer.from(signaturePng(), 'base64').subarray(0, 60).toString('base64'),
      422,
      'SIGNATURE_INVALID',
    ],
    ['blank', solid, 422, 'SIGNATURE_INVALID'],
  ]
  let pickup: Awaited<ReturnType<typeof atThePickup>>
  beforeAll(async () => {
    suite.clock.set('2027-03-01T10:00:00Z')
    pickup = await atThePickup(['ZST405-B'])
  })
  it.each(cases)(
    'refuses a signature %s, and nothing goes out',
    async (_case, make, status, code) => {
      const { booking, units } = pickup
      suite.clock.set(PICKUP_MORNING)
      const res = await handover.checkOut(
        setup.roles.moderator,
        booking._id,
        units,
        signed('en', make()),
      )
      expect([res.statusCode, res.json().code]).toEqual([status, code])
      expect(res.json().message.length).toBeGreaterThan(10)
      expect(await auditOf(booking._id)).toEqual([])
    },
  )
})

describe('who may read the signed agreement', () => {
  it('lets the family and staff read it, 404 to other travellers, 401 to a guest', async () => {
    const { booking, auth, units } = await atThePickup(['ZTC502-J'])
    await handover.checkOut(setup.roles.moderator, booking._id, units, signed('en'))
    const path = `/api/bookings/${booking._id}/agreement`
    for (const reader of [auth, setup.roles.moderator, setup.roles.admin]) {
      const link = await pdfOf(path, reader)
      expect(link.statusCode).toBe(200)
      expect((await pdfOf(`${path}.pdf`, reader)).statusCode).toBe(200)
    }
    const family = (await pdfOf(path, auth)).json()
    expect((await pdfOf(family.url)).statusCode).toBe(200)
    expect((await pdfOf(path, setup.roles.traveller)).statusCode).toBe(404)
    expect((await pdfOf(`${path}.pdf`, setup.roles.traveller)).statusCode).toBe(404)
    expect((await pdfOf(path)).statusCode).toBe(401)
    expect((await pdfOf(`${path}.pdf`)).statusCode).toBe(401)
    // A signed address works for its own booking only.
    const token = new URL(family.url, 'http://x').searchParams.get('token')
    const other = await pdfOf(`/api/bookings/${randomUUID()}/agreement.pdf?token=${token}`)
    expect(other.statusCode).toBe(404)
  })

  it('answers 404 while a booking has no signed agreement', async () => {
    const { booking, auth } = await atThePickup(['ZBS311-B'])
    expect((await pdfOf(`/api/bookings/${booking._id}/agreement`, auth)).statusCode).toBe(404)
    expect((await pdfOf(`/api/bookings/${booking._id}/agreement.pdf`, auth)).statusCode).toBe(404)
  })
})

describe('a signed agreement is a record', () => {
  it('is never changed nor removed: the database refuses', async () => {
    const { booking, units } = await atThePickup(['ZHC601-S'])
    await handover.checkOut(setup.roles.moderator, booking._id, units, signed('en'))
    const byBooking = eq(rentalAgreements.bookingId, booking._id)
    await expect(
      suite.app.db.update(rentalAgreements).set({ signerName: 'Someone else' }).where(byBooking),
    ).rejects.toThrow()
    await expect(suite.app.db.delete(rentalAgreements).where(byBooking)).rejects.toThrow()
  })
})
