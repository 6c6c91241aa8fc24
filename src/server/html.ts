import type { FastifyReply } from 'fastify'

/** Text made safe to stand in HTML, as content or as a quoted attribute's value. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Sends a page the server writes itself (the sandbox's checkout, the captured mail), never
 * cached. `title` is text; `head` and `body` are HTML.
 */
export function sendServerPage(
  reply: FastifyReply,
  {
    title,
    head = '',
    body,
    status = 200,
  }: { title: string; head?: string; body: string; status?: number },
) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head}</head>
<body><main>${body}</main></body></html>`)
}
