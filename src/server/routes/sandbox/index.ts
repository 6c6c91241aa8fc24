import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { BANNER_STYLES } from '../../plugins/test-payments-banner'
import { CHECKOUT_STYLES, checkoutPage, sandboxPage, type CheckoutRow } from './checkout-page'

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

  /** A handler of the checkout the address names; an unknown one gets the not-found page. */
  const withCheckout =
    (handle: (row: CheckoutRow, reply: FastifyReply) => Promise<FastifyReply>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const row = await provider.checkoutRow(request.params.id).catch(() => null)
      if (row) return handle(row, reply)
      return sandboxPage(reply, 'Not found', '<h1>This checkout does not exist.</h1>', 404)
    }

  const stylesheets = {
    '/sandbox/checkout.css': CHECKOUT_STYLES,
    '/sandbox/banner.css': BANNER_STYLES,
  }
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
      const { status } = await provider.getCheckout(row.id)
      return checkoutPage(reply, { row, status })
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
        return sandboxPage(
          reply,
          'Checkout closed',
          '<h1>This checkout can no longer be paid.</h1>',
          409,
        )
      return reply.redirect(next, 303)
    },
  )

  app.post<{ Params: { id: string } }>(
    '/sandbox/checkout/:id/decline',
    { schema: { hide: true } },
    async (request, reply) =>
      sandboxPage(
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
