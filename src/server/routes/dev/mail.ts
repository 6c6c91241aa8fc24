import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

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

/**
 * The captured mail of a machine without SMTP: newest first, as a page at /dev/mail and as
 * JSON at /api/dev/mail. Registered only when mail is captured and the page is enabled.
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
</article>`,
        )
        .join('\n<hr>\n')
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Captured mail · TinyTrip</title></head>
<body><main><h1>Captured mail</h1>
<p>SMTP is not configured, so emails are kept here instead of being sent. Newest first.</p>
${items || '<p>No emails yet.</p>'}
</main></body></html>`)
    },
  )
}

export default devMailRoutes
