import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../errors'
import { escapeHtml, sendServerPage } from '../../html'

/** "Label: https://..." lines become links named by their label. */
function linkify(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const labelled = /^(.+): (https?:\/\/\S+)$/.exec(line)
      if (labelled) {
        return `<a href="${escapeHtml(labelled[2]!)}">${escapeHtml(labelled[1]!)}</a>`
      }
      return escapeHtml(line).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)
    })
    .join('\n')
}

const MailQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) })
const AttachmentParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  index: Type.Integer({ minimum: 0, maximum: 99 }),
})

const attachmentUrl = (emailId: string, index: number) =>
  `/dev/mail/${emailId}/attachments/${index}`

/** Content-Disposition naming a download, in plain ASCII and exactly (RFC 6266). */
function downloadAs(filename: string) {
  const plain = filename.replace(/[^\w .()-]/g, '_')
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/** Download links of the email's attachments; nothing when it has none. */
function attachmentList(emailId: string, filenames: string[]) {
  if (filenames.length === 0) return ''
  const items = filenames.map(
    (filename, index) =>
      `<li><a href="${attachmentUrl(emailId, index)}">${escapeHtml(filename)}</a></li>`,
  )
  return `<p>Attachments:</p>\n<ul>${items.join('')}</ul>\n`
}

/**
 * The captured mail of a machine without SMTP: newest first, as a page at /dev/mail and as
 * JSON at /api/dev/mail, each attachment a download (read-only). Registered only when mail is
 * captured and the page is enabled.
 */
const devMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const recent = (to?: string) => app.mail.listCaptured({ to })

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['development'],
        summary: 'Captured emails (only when SMTP is not configured)',
        querystring: MailQuery,
      },
    },
    async (request) => ({
      items: (await recent(request.query.to)).map((email) => ({
        id: email.id,
        to: email.to,
        subject: email.subject,
        template: email.template,
        language: email.language,
        status: email.status,
        created_at: email.createdAt.toISOString(),
        text: email.text,
        attachments: email.attachments.map((filename, index) => ({
          filename,
          url: attachmentUrl(email.id, index),
        })),
      })),
    }),
  )

  app.get(
    '/dev/mail',
    { schema: { hide: true, querystring: MailQuery } },
    async (request, reply) => {
      const emails = await recent(request.query.to)
      const items = emails
        .map(
          (email) => `<article>
<h2>${escapeHtml(email.subject)}</h2>
<p>To ${escapeHtml(email.to)} · ${email.createdAt.toISOString()} · ${email.status}</p>
<pre>${linkify(email.text)}</pre>
${attachmentList(email.id, email.attachments)}</article>`,
        )
        .join('\n<hr>\n')
      reply.header('referrer-policy', 'no-referrer')
      return sendServerPage(reply, {
        title: 'Captured mail · TinyTrip',
        body: `<h1>Captured mail</h1>
<p>SMTP is not configured, so emails are kept here instead of being sent. Newest first.</p>
${items || '<p>No emails yet.</p>'}`,
      })
    },
  )

  app.get(
    '/dev/mail/:id/attachments/:index',
    { schema: { hide: true, params: AttachmentParams } },
    async (request, reply) => {
      const { id, index } = request.params
      const file = await app.mail.readAttachment({ emailId: id, index })
      if (!file) throw notFound('No such attachment.')
      return reply
        .type(file.contentType)
        .header('content-disposition', downloadAs(file.filename))
        .header('cache-control', 'no-store')
        .send(file.bytes)
    },
  )
}

export default devMailRoutes
