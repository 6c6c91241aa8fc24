/**
 * Emails carry stored files (claim photos, later PDFs): queued by id, read when sent, delivered
 * as real attachments, and shown on the captured-mail page.
 */
import { randomBytes, randomUUID, createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { buildApp } from '../../../src/server/app'
import { outboxEmails, storedFiles } from '../../../src/server/db/schema'
import type { EmailAttachment } from '../../../src/server/domains/mail'
import { captureLogs } from '../support/logs'
import { testConfig } from '../support/testApp'
import { createTestDatabase } from '../support/testDatabase'

/** The attachments of a raw MIME message: name, type and decoded bytes of each. */
function attachmentsIn(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1]!)
  const parts = boundaries.reduce<string[]>(
    (pieces, boundary) => pieces.flatMap((piece) => piece.split(`--${boundary}`)),
    [raw],
  )
  return parts.flatMap((part) => {
    const at = part.indexOf('\r\n\r\n')
    const [head, body] = [part.slice(0, at), part.slice(at + 4)]
    if (at < 0 || !/Content-Disposition: attachment/i.test(head)) return []
    return [
      {
        filename: /filename="?([^";\r\n]+)"?/i.exec(head)?.[1],
        contentType: /Content-Type: ([^;\r\n]+)/i.exec(head)?.[1],
        bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
      },
    ]
  })
}

const database = createTestDatabase()
const logs = captureLogs()
// A real nodemailer transport that writes each message out as MIME instead of sending it.
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
const sendMail = jest.spyOn(transport, 'sendMail')
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  app = await buildApp(testConfig({ LOG_LEVEL: 'warn' }), {
    database: await database,
    logStream: logs.stream,
    mailTransport: transport,
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await (await database).close()
})
beforeEach(() => sendMail.mockClear())

/** The raw MIME of each message the transport wrote since the test began. */
async function sentMessages(): Promise<string[]> {
  const infos = await Promise.all(sendMail.mock.results.map((result) => result.value))
  return infos.map((info: { message: Buffer }) => info.message.toString('latin1'))
}

const storePhoto = (bytes = randomBytes(30_000)) =>
  app.files.store({ purpose: 'claim_photo', bytes, contentType: 'image/png', uploadedBy: null })

async function queue(to: string, attachments: EmailAttachment[]) {
  await app.db.transaction((tx) =>
    app.mail.enqueue({
      tx,
      to,
      language: 'en',
      template: 'claim_test',
      content: { subject: 'Your deposit claim', text: 'See the photos.', html: '<p>See.</p>' },
      attachments,
    }),
  )
}

const emailTo = async (to: string) =>
  (await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)))[0]!

it('delivers an email with its stored files attached, byte for byte', async () => {
  const first = randomBytes(50_000)
  const second = Buffer.from([...Array(256).keys()])
  const files = [await storePhoto(first), await storePhoto(second)]
  const to = `family-${randomUUID()}@example.com`
  await queue(to, [
    { fileId: files[0]!.id, filename: 'scratch-1.png' },
    { fileId: files[1]!.id, filename: 'scratch-2.png' },
  ])
  // Queuing marks the files as used, so the sweep never takes them from a waiting email.
  const rows = await app.db.select().from(storedFiles).where(eq(storedFiles.id, files[0]!.id))
  expect(rows[0]!.attachedAt).not.toBeNull()

  expect(await app.mail.processDue()).toBe(1)
  const [raw] = await sentMessages()
  const attachments = attachmentsIn(raw!)
  expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: 'scratch-1.png', contentType: 'image/png' },
    { filename: 'scratch-2.png', contentType: 'image/png' },
  ])
  expect(attachments[0]!.bytes.equals(first)).toBe(true)
  expect(attachments[1]!.bytes.equals(second)).toBe(true)
  expect((await emailTo(to)).status).toBe('sent')
})

it('refuses to queue an email with a file that does not exist, and queues nothing', async () => {
  const to = `family-${randomUUID()}@example.com`
  await expect(queue(to, [{ fileId: randomUUID(), filename: 'gone.png' }])).rejects.toMatchObject({
    statusCode: 404,
  })
  expect(await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).toEqual([])
})

it('sends the email without a file gone since, and logs which without personal data', async () => {
  const kept = await storePhoto()
  const lost = await storePhoto()
  const to = `family-${randomUUID()}@example.com`
  await queue(to, [
    { fileId: lost.id, filename: 'lost.png' },
    { fileId: kept.id, filename: 'kept.png' },
  ])
  await app.db.delete(storedFiles).where(eq(storedFiles.id, lost.id))

  expect(await app.mail.processDue()).toBe(1)
  const [raw] = await sentMessages()
  expect(attachmentsIn(raw!).map((attachment) => attachment.filename)).toEqual(['kept.png'])
  const email = await emailTo(to)
  expect(email.status).toBe('sent')
  const warning = logs
    .lines()
    .find((line) => line.msg === 'email attachment missing: sent without it')
  expect(warning).toMatchObject({ level: 40, email_id: email.id, file_id: lost.id })
  expect(logs.text()).not.toContain(to)
})

it('retries an email whose file cannot be read now, as any failed delivery', async () => {
  // A file kept in a bucket this server is not configured for: unreadable, not gone.
  const bytes = randomBytes(10)
  const [file] = await app.db
    .insert(storedFiles)
    .values({
      purpose: 'claim_photo',
      contentType: 'image/png',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage: 's3',
    })
    .returning({ id: storedFiles.id })
  const to = `family-${randomUUID()}@example.com`
  await queue(to, [{ fileId: file!.id, filename: 'far.png' }])

  expect(await app.mail.processDue()).toBe(0)
  expect(sendMail).not.toHaveBeenCalled()
  expect(await emailTo(to)).toMatchObject({
    status: 'pending',
    attempts: 1,
    lastError: expect.stringContaining('FILES_S3_BUCKET'),
  })
})

describe('the captured-mail page', () => {
  it('lists each attachment by name and downloads its exact bytes', async () => {
    const bytes = randomBytes(2_000)
    const file = await storePhoto(bytes)
    const to = `family-${randomUUID()}@example.com`
    await queue(to, [{ fileId: file.id, filename: 'silla daño "1".png' }])
    const email = await emailTo(to)

    const listed = await app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(to)}` })
    const url = `/dev/mail/${email.id}/attachments/0`
    expect(listed.json().items[0].attachments).toEqual([{ filename: 'silla daño "1".png', url }])
    const page = await app.inject({ url: `/dev/mail?to=${encodeURIComponent(to)}` })
    expect(page.body).toContain(`<a href="${url}">silla daño &#34;1&#34;.png</a>`)

    const download = await app.inject({ url })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('image/png')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="silla da_o _1_.png"; filename*=UTF-8''${encodeURIComponent('silla daño "1".png')}`,
    )
    expect(download.rawPayload.equals(bytes)).toBe(true)

    expect((await app.inject({ url: `/dev/mail/${email.id}/attachments/1` })).statusCode).toBe(404)
    expect((await app.inject({ url: `/dev/mail/${randomUUID()}/attachments/0` })).statusCode).toBe(
      404,
    )
    expect((await app.inject({ url: '/dev/mail/nope/attachments/0' })).statusCode).toBe(400)
  })

  it('is not served where the captured-mail page is not', async () => {
    const hidden = await buildApp(testConfig({ MAIL_CAPTURE_PAGE: 'false' }), {
      database: await database,
    })
    try {
      const [email] = await app.db.select({ id: outboxEmails.id }).from(outboxEmails).limit(1)
      expect(hidden.hasRoute({ method: 'GET', url: '/dev/mail/:id/attachments/:index' })).toBe(
        false,
      )
      // Without a route of its own, the address is just a page of the (here unbuilt) web app.
      const res = await hidden.inject({ url: `/dev/mail/${email!.id}/attachments/0` })
      expect(res.statusCode).toBe(503)
      expect(res.headers['content-type']).not.toBe('image/png')
    } finally {
      await hidden.close()
    }
  })
})
