/**
 * A booking's QR code (docs/security.md, Links without login): its family and staff get it, nobody
 * else; it names the booking and nothing personal; the confirmation and reminder emails show it
 * inline, in the family's language, with the words a pickup or a delivery needs.
 */
import { and, eq } from 'drizzle-orm'
import jsQR from 'jsqr'
import nodemailer from 'nodemailer'
import { PNG } from 'pngjs'
import { bookings, outboxEmails, users } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { everyRole, type Auth } from '../desk/helpers'
import { bookedTraveller, gearIds, movableClock, payThroughSandbox } from '../support/bookings'
import { cityAddress } from '../support/delivery'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

// A real nodemailer transport that writes each message out as MIME instead of sending it.
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
const sendMail = jest.spyOn(transport, 'sendMail')
const clock = movableClock('2027-03-01T10:00:00Z')
let ctx: TestContext
let ids: Record<string, string>
let roles: Awaited<ReturnType<typeof everyRole>>
beforeAll(async () => {
  ctx = await startTestApp({}, { clock, mailTransport: transport })
  ids = await gearIds(ctx.app)
  roles = await everyRole(ctx.app)
})
afterAll(() => stopTestApp(ctx))
beforeEach(() => clock.set('2027-03-01T10:00:00Z'))

const codeOf = (auth: Auth, bookingId: string) =>
  ctx.app.inject({ url: `/api/bookings/${bookingId}/code`, headers: auth })

/** The text a QR code in a PNG holds. */
function qrIn(png: Buffer) {
  const image = PNG.sync.read(png)
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
}

/** The email of `template` sent to a booking's family. */
async function emailOf(userId: string, template: string) {
  const [user] = await ctx.app.db.select().from(users).where(eq(users.id, userId))
  const [email] = await ctx.app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, user!.email), eq(outboxEmails.template, template)))
  return email!
}

describe("a booking's code", () => {
  it('is given to the family that booked and to staff, and to nobody else (404)', async () => {
    const { auth, booking } = await bookedTraveller(ctx.app, [ids['ZBS142-C']!])
    const own = await codeOf(auth, booking._id)
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, no-store')
    const { token, svg, expires_at } = own.json()
    expect(svg).toMatch(/^<svg [^>]*viewBox/)
    // A week after the return on 2027-04-16 at 18:00 in Seville.
    expect(expires_at).toBe('2027-04-23T16:00:00.000Z')
    for (const staff of [roles.moderator, roles.admin]) {
      expect((await codeOf(staff, booking._id)).json()).toMatchObject({ token })
    }
    const stranger = await signedIn(ctx.app)
    expect((await codeOf(stranger.auth, booking._id)).statusCode).toBe(404)
    expect((await codeOf(roles.guest, booking._id)).statusCode).toBe(401)
    expect((await codeOf(auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })

  it('names the booking and its expiry only: nothing of the family, the reference or the phone', async () => {
    const { auth, booking, traveller } = await bookedTraveller(ctx.app, [ids['ZBS142-C']!])
    const { token } = (await codeOf(auth, booking._id)).json()
    const payload = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'))
    expect(Object.keys(payload).sort()).toEqual(['b', 'e', 'p'])
    expect(payload).toMatchObject({ p: 'booking_code', b: booking._id })
    const decoded = JSON.stringify(payload)
    for (const personal of [
      traveller.email,
      traveller.first_name,
      traveller.last_name,
      booking.reference,
      '612',
    ]) {
      expect(decoded).not.toContain(personal)
    }
  })
})

describe('the emails show the code', () => {
  it('inline in the confirmation, as a PNG the desk scans to open the booking', async () => {
    sendMail.mockClear()
    const { booking, tokens } = await bookedTraveller(ctx.app, [ids['ZBS142-C']!])
    const email = await emailOf(tokens.user_id, 'booking_confirmation')
    expect(email.textBody).toContain('Show this code at the desk: scanning it opens your booking.')
    expect(email.htmlBody).toContain(
      `<img src="cid:booking-code@tinytrip" alt="QR code of booking ${booking.reference}"`,
    )
    const png = await ctx.app.mail.readAttachment({ emailId: email.id, index: 0 })
    expect(png).toMatchObject({ contentType: 'image/png', filename: 'booking-code.png' })
    const scanned = await ctx.app.inject({
      method: 'POST',
      url: '/api/desk/scans',
      headers: roles.moderator,
      payload: { code: qrIn(png!.bytes), location: 'SVQ' },
    })
    expect(scanned.json()).toMatchObject({ kind: 'booking', booking_id: booking._id })

    await ctx.app.mail.processDue({ limit: 500 })
    const messages = await Promise.all(sendMail.mock.results.map((result) => result.value))
    const raw = messages
      .map((info: { message: Buffer }) => info.message.toString('latin1'))
      .find((message) => message.includes(booking.reference))!
    // Shown in the body: an inline part the HTML names by its Content-ID.
    expect(raw).toMatch(/Content-Type: image\/png[\s\S]*Content-ID: <booking-code@tinytrip>/)
    expect(raw).toMatch(/Content-Disposition: inline; filename=booking-code\.png/)
  })

  it('in the Spanish reminder of a delivery, without a word of pickups or desks', async () => {
    const booked = await bookedTraveller(ctx.app, [ids['ZBS142-C']!], {
      pickup_location_code: 'SVQ-CITY',
      inbound_flight: null,
      delivery_address: cityAddress(),
    })
    await ctx.app.db
      .update(users)
      .set({ languagePreference: 'es' })
      .where(eq(users.id, booked.tokens.user_id))
    await payThroughSandbox(ctx.app, booked.auth, booked.booking._id)
    clock.set('2027-04-08T09:00:00Z')
    await ctx.app.bookings.followTheCalendar()
    const [row] = await ctx.app.db
      .select({ reminded: bookings.reminderSentAt })
      .from(bookings)
      .where(eq(bookings.id, booked.booking._id))
    expect(row!.reminded).not.toBeNull()
    const email = await emailOf(booked.tokens.user_id, 'pickup_reminder')
    expect(email.textBody).toContain(
      'Muestra este código cuando te llevemos el equipo: abre tu reserva al escanearlo.',
    )
    expect(email.htmlBody).toContain(`alt="Código QR de la reserva ${booked.booking.reference}"`)
    expect(email.textBody).not.toMatch(/recog|mostrador|devoluci/i)
    expect(email.attachments).toEqual([
      {
        bookingCodeOf: booked.booking._id,
        filename: 'booking-code.png',
        cid: 'booking-code@tinytrip',
      },
    ])
  })
})
