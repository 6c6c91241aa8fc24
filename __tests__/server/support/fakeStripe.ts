import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the part of Stripe's API the Stripe adapter uses (Checkout Sessions,
 * refunds), answering the official SDK over HTTP, with Idempotency-Key replay like Stripe's.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>()
  const refunds = new Map<string, Record<string, unknown>>()
  const replays = new Map<string, string>()
  const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`

  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const send = (status: number, value: unknown) => {
        const text = JSON.stringify(value)
        const key = request.headers['idempotency-key']
        if (typeof key === 'string' && request.method === 'POST') replays.set(key, text)
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
        response.end(text)
      }
      const key = request.headers['idempotency-key']
      if (typeof key === 'string' && replays.has(key)) {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(replays.get(key))
        return
      }
      const form = new URLSearchParams(body)
      const path = (request.url ?? '').split('?')[0]!
      const found = /^\/v1\/(checkout\/sessions|refunds)\/([\w-]+)$/.exec(path)
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const session = {
          id: id('cs'),
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${randomBytes(4).toString('hex')}`,
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          success_url: form.get('success_url'),
          expires_at: Number(form.get('expires_at')),
          metadata: {
            booking_id: form.get('metadata[booking_id]'),
            payment_id: form.get('metadata[payment_id]'),
          },
        }
        sessions.set(session.id, session)
        return send(200, session)
      }
      const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path)
      if (request.method === 'POST' && expiring) {
        const session = sessions.get(expiring[1]!)
        if (session?.status !== 'open') {
          return send(400, { error: { type: 'invalid_request_error', message: 'Not open' } })
        }
        session.status = 'expired'
        return send(200, session)
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const refund = {
          id: id('re'),
          object: 'refund',
          status: 'pending',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
        }
        refunds.set(refund.id, refund)
        return send(200, refund)
      }
      if (request.method === 'GET' && found) {
        const store = found[1] === 'refunds' ? refunds : sessions
        const object = store.get(found[2]!)
        return object ? send(200, object) : send(404, { error: { type: 'invalid_request_error' } })
      }
      send(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    /** What happens when the traveller pays on Stripe's page. */
    pay(sessionId: string) {
      Object.assign(sessions.get(sessionId)!, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
      })
    },
    settleRefund(refundId: string) {
      Object.assign(refunds.get(refundId)!, { status: 'succeeded' })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
