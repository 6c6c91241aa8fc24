/**
 * A booking's invoices as PDFs a family can read and keep (docs/money.md, Invoices): listed on
 * the booking for its family and staff, in the family's language, with the issuer, the number,
 * the lines, the VAT and the tax agency's QR code; nobody else finds them.
 */
import { and, eq } from 'drizzle-orm'
import { outboxEmails, users } from '../../../src/server/db/schema'
import { commitChange } from '../support/changes'
import { deskRequests, everyRole } from '../desk/helpers'
import { signedIn, signedInAs } from '../support/accounts'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  settleSandbox,
} from '../support/bookings'
import { pdfQrCode, pdfText } from '../support/pdf'

const suite = bookingTestApp()

/** A paid booking (of a car seat unless told) by Lucía Muñoz, who reads in `language`. */
async function paidBooking(language: 'en' | 'es', gearCode = 'ZCS123-K') {
  const booked = await bookedTraveller(suite.app, [suite.ids[gearCode]!])
  await suite.app.db
    .update(users)
    .set({ firstName: 'Lucía', lastName: 'Muñoz', languagePreference: language })
    .where(eq(users.id, booked.tokens.user_id))
  await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
  return booked
}

const listOf = (auth: Record<string, string>, bookingId: string) =>
  suite.app.inject({ url: `/api/bookings/${bookingId}/invoices`, headers: auth })

const download = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ url, headers })

afterEach(() => settleSandbox(suite.app, suite.clock))

/** The email of `template` sent to a booking's family, with its attachments' names and texts. */
async function emailOf(userId: string, template: string) {
  const [user] = await suite.db.select().from(users).where(eq(users.id, userId))
  const [email] = await suite.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, user!.email), eq(outboxEmails.template, template)))
  const texts = await Promise.all(
    email!.attachments.map(async (_, index) => {
      const content = await suite.app.mail.readAttachment({ emailId: email!.id, index })
      return { contentType: content!.contentType, text: pdfText(content!.bytes) }
    }),
  )
  return { email: email!, texts }
}

it("lists a paid booking's invoice and downloads it in Spanish with its number, total, name and QR", async () => {
  const { auth, booking } = await paidBooking('es')
  const listed = await listOf(auth, booking._id)
  expect(listed.statusCode).toBe(200)
  const [invoice, ...others] = listed.json().invoices
  expect(others).toEqual([])
  expect(invoice).toMatchObject({
    kind: 'simplified',
    number: expect.stringMatching(/^S\d{4}-\d{6}$/),
    corrects: null,
  })

  const pdf = await download(invoice.url)
  expect(pdf.statusCode).toBe(200)
  expect(pdf.headers['content-type']).toBe('application/pdf')
  expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`)
  const text = pdfText(pdf.rawPayload)
  expect(text).toContain('Factura simplificada')
  expect(text).toContain(invoice.number)
  expect(text).toContain('Lucía Muñoz')
  const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(
    invoice.total / 100,
  )
  // pdftotext writes the no-break space before the euro sign as a space.
  expect(text).toContain(euros.replace(/\u00a0/g, ' '))
  expect(euros).toContain('€')
  expect(text).toContain('B00000000')
  expect(text).not.toMatch(/VERI\*?FACTU/i)

  const [year, month, day] = invoice.issue_date.split('-')
  const qr = new URL(pdfQrCode(pdf.rawPayload)!)
  expect(`${qr.origin}${qr.pathname}`).toBe(
    'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu',
  )
  expect(Object.fromEntries(qr.searchParams)).toEqual({
    nif: 'B00000000',
    numserie: invoice.number,
    fecha: `${day}-${month}-${year}`,
    importe: (invoice.total / 100).toFixed(2),
  })
})

it('writes the invoice in English for a family that reads English', async () => {
  const { auth, booking } = await paidBooking('en')
  const [invoice] = (await listOf(auth, booking._id)).json().invoices
  const text = pdfText((await download(invoice.url)).rawPayload)
  expect(text).toContain('Simplified invoice')
  expect(text).toContain(`€${(invoice.total / 100).toFixed(2)}`)
})

it('gives the family and staff the PDF with their sign-in, and nobody else, not even another family', async () => {
  const { auth, booking } = await paidBooking('en')
  const [invoice] = (await listOf(auth, booking._id)).json().invoices
  const plain = `/api/bookings/${booking._id}/invoices/${invoice.id}.pdf`
  expect((await download(plain, auth)).statusCode).toBe(200)
  for (const role of ['moderator', 'admin'] as const) {
    const staff = await signedInAs(suite.app, role)
    expect((await listOf(staff.auth, booking._id)).statusCode).toBe(200)
    expect((await download(plain, staff.auth)).statusCode).toBe(200)
  }
  const other = await signedIn(suite.app)
  expect((await listOf(other.auth, booking._id)).statusCode).toBe(404)
  expect((await download(plain, other.auth)).statusCode).toBe(404)
  expect((await download(plain)).statusCode).toBe(404)
  // A signed address for one booking's invoice opens nothing else.
  const own = await paidBooking('en')
  const [ownInvoice] = (await listOf(own.auth, own.booking._id)).json().invoices
  const foreign = `/api/bookings/${booking._id}/invoices/${ownInvoice.id}.pdf`
  expect((await download(foreign, own.auth)).statusCode).toBe(404)
  expect(
    (await download(`${foreign}?${new URL(ownInvoice.url, 'http://x').searchParams}`)).statusCode,
  ).toBe(404)
})

it('attaches the invoice to the payment email, and the corrective one to the refund email', async () => {
  const { auth, booking, tokens } = await paidBooking('es')
  const [invoice] = (await listOf(auth, booking._id)).json().invoices
  const paid = await emailOf(tokens.user_id, 'payment_received')
  // Queued by reference: the PDF is rendered when the email is sent, never kept in the queue.
  expect(paid.email.attachments).toEqual([
    { invoiceId: invoice.id, filename: `${invoice.number}.pdf` },
  ])
  expect(paid.texts).toEqual([
    { contentType: 'application/pdf', text: expect.stringContaining(invoice.number) },
  ])

  const roles = await everyRole(suite.app)
  const desk = deskRequests(() => suite.app)
  expect((await desk.refund(roles.admin, booking._id, { amount: 1500 })).statusCode).toBe(200)
  await settleSandbox(suite.app, suite.clock)
  const [, corrective] = (await listOf(auth, booking._id)).json().invoices
  expect(corrective).toMatchObject({ kind: 'corrective', total: -1500, corrects: invoice.number })
  const refunded = await emailOf(tokens.user_id, 'refund_issued')
  expect(refunded.email.attachments).toEqual([
    { invoiceId: corrective.id, filename: `${corrective.number}.pdf` },
  ])
  expect(refunded.texts[0]!.text).toContain('Factura rectificativa')
  expect(refunded.texts[0]!.text).toContain(`Rectifica la factura ${invoice.number}`)
  expect(await suite.app.mail.processDue()).toBeGreaterThan(0)
  const [sent] = await suite.db
    .select({ status: outboxEmails.status })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, refunded.email.id))
  expect(sent!.status).toBe('sent')
})

it("attaches the difference's invoice to the email that says a change is paid", async () => {
  const { auth, booking, tokens } = await paidBooking('en')
  const longer = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-18' })
  expect(longer.json().version.status).toBe('awaiting_payment')
  await payThroughSandbox(suite.app, auth, booking._id)
  const [original, difference] = (await listOf(auth, booking._id)).json().invoices
  expect(difference).toMatchObject({ kind: 'simplified', corrects: original.number })
  const paid = await emailOf(tokens.user_id, 'change_paid')
  expect(paid.email.attachments).toEqual([
    { invoiceId: difference.id, filename: `${difference.number}.pdf` },
  ])
  expect(paid.texts[0]!.text).toContain(difference.number)
})

it("prints a full invoice to the billing details it was asked for, with the customer's tax id", async () => {
  const { auth, booking } = await paidBooking('en', 'ZST405-B')
  const asked = await suite.app.inject({
    method: 'PUT',
    url: `/api/bookings/${booking._id}/billing-details`,
    headers: auth,
    payload: {
      name: 'Muñoz Viajes SL',
      address: 'Calle Sierpes 12, 2º',
      postal_code: '41004',
      city: 'Sevilla',
      country: 'ES',
      tax_id: 'B-58378431',
    },
  })
  expect(asked.statusCode).toBe(200)
  const listed = (await listOf(auth, booking._id)).json().invoices as {
    kind: string
    url: string
  }[]
  const full = listed.find((invoice) => invoice.kind === 'full')!
  const text = pdfText((await download(full.url)).rawPayload)
  expect(text).toContain('Muñoz Viajes SL')
  expect(text).toContain('B58378431')
  expect(text).toContain('41004 Sevilla')
  expect(text).not.toContain('Lucía Muñoz')
})
