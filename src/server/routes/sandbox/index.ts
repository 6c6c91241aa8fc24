import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { BANNER_STYLES } from '../../plugins/test-payments-banner'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox payments</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/sandbox/checkout.css"></head>
<body><main><p class="badge">Sandbox: no real card is charged</p>${body}</main></body></html>`)
}

const STYLES = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f1ec;color:#1d2733}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 8px 32px #0002}
.badge{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:#fff3cd;color:#7a5a00;font-size:.85rem;font-weight:600}
.amount{font-size:2.25rem;font-weight:800;margin:.25rem 0 1rem}
form{margin:.5rem 0}button{width:100%;min-height:48px;border:0;border-radius:999px;font-size:1rem;font-weight:700;cursor:pointer}
.pay{background:#635bff;color:#fff}.decline{background:#fdecea;color:#5f1410}.cancel{background:transparent;color:#635bff;text-decoration:underline}`

/**
 * The sandbox provider's hosted checkout page: Pay, Decline or Cancel. Paying marks the
 * checkout paid, sends the signed webhook, and returns the traveller to the app.
 */
const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.payments.sandbox
  if (!provider) return
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_r, body, done) => done(null, body),
  )

  type CheckoutRow = Awaited<ReturnType<typeof provider.checkoutRow>>
  /** A handler of the checkout the address names; an unknown one gets the not-found page. */
  const withCheckout =
    (handle: (row: CheckoutRow, reply: FastifyReply) => Promise<FastifyReply>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const row = await provider.checkoutRow(request.params.id).catch(() => null)
      if (row) return handle(row, reply)
      return page(reply, 'Not found', '<h1>This checkout does not exist.</h1>', 404)
    }

  const stylesheets = { '/sandbox/checkout.css': STYLES, '/sandbox/banner.css': BANNER_STYLES }
  for (const [url, css] of Object.entries(stylesheets)) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(css),
    )
  }

  app.get<{ Params: { id: string } }>(
    '/sandbox/checkout/:id',
    { schema: { hide: true } },
    withCheckout(async (row, reply) => {
      const checkout = await provider.getCheckout(row.id)
      const amount = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: row.currency,
      }).format(row.amountCents / 100)
      if (checkout.status !== 'open') {
        return page(
          reply,
          'Checkout closed',
          `<h1>This checkout is ${checkout.status === 'complete' ? 'already paid' : 'no longer open'}.</h1>
<p><a href="${escapeHtml(row.cancelUrl)}">Back to TinyTrip</a></p>`,
        )
      }
      const action = (name: string) => `/sandbox/checkout/${encodeURIComponent(row.id)}/${name}`
      const hold = row.mode === 'hold'
      const verb = hold ? `Hold ${escapeHtml(amount)} on the card` : `Pay ${escapeHtml(amount)}`
      // A card kept for later deposit holds can be one that refuses them, to try that path.
      const refusingCard = row.saveCard
        ? `<form method="post" action="${action('pay')}"><input type="hidden" name="card" value="declines_holds"><button class="pay" type="submit">Use a card that declines deposit holds</button></form>`
        : ''
      return page(
        reply,
        hold ? 'Hold' : 'Pay',
        `<h1>${escapeHtml(row.description)}</h1>
<p class="amount">${escapeHtml(amount)}</p>${hold ? '<p>Only held on the card, not charged.</p>' : ''}
<form method="post" action="${action('pay')}"><button class="pay" type="submit">${verb}</button></form>${refusingCard}
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline the card</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel and go back</button></form>`,
      )
    }),
  )

  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/pay',
    { schema: { hide: true } },
    async (request, reply) => {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '')
      const card = form.get('card') === 'declines_holds' ? 'declines_holds' : 'ok'
      const next = await provider.pay(request.params.id, card)
      if (!next)
        return page(reply, 'Checkout closed', '<h1>This checkout can no longer be paid.</h1>', 409)
      return reply.redirect(next, 303)
    },
  )

  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/decline',
    { schema: { hide: true } },
    async (request, reply) =>
      page(
        reply,
        'Declined',
        `<h1>The card was declined.</h1><p>Nothing was charged.</p>
<p><a href="/sandbox/checkout/${encodeURIComponent(request.params.id)}">Try again</a></p>`,
        402,
      ),
  )

  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/cancel',
    { schema: { hide: true } },
    withCheckout(async (row, reply) => reply.redirect(row.cancelUrl, 303)),
  )
}

export default sandboxRoutes
