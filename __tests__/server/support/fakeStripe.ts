import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type StripeObject = Record<string, unknown>

/** How long Stripe lets an authorisation be captured (online card payments). */
const CAPTURE_DAYS = 7

/**
 * A local stand-in for the part of Stripe's API the Stripe adapter uses (Checkout Sessions,
 * refunds, PaymentIntents with manual capture for deposit holds), answering the official SDK
 * over HTTP, with Idempotency-Key replay like Stripe's.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, StripeObject>()
  const refunds = new Map<string, StripeObject>()
  const intents = new Map<string, StripeObject>()
  const decliningCards = new Set<string>()
  const replays = new Map<string, { status: number; text: string }>()
  const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`
  const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } })

  /** A PaymentIntent as Stripe shows it, its charge expanded (capture_before for a hold). */
  function intent(values: StripeObject & { amount: number; status: string }): StripeObject {
    const made = {
      id: id('pi'),
      object: 'payment_intent',
      amount_received: values.status === 'succeeded' ? values.amount : 0,
      cancellation_reason: null,
      latest_charge: {
        id: id('ch'),
        object: 'charge',
        payment_method_details: {
          type: 'card',
          card: {
            capture_before: Math.floor(Date.now() / 1000) + CAPTURE_DAYS * 86_400,
          },
        },
      },
      ...values,
    }
    intents.set(made.id, made)
    return made
  }

  function createIntent(form: URLSearchParams): [number, StripeObject] {
    const paymentMethod = form.get('payment_method')!
    const amount = Number(form.get('amount'))
    if (decliningCards.has(paymentMethod)) {
      const refused = intent({ amount, status: 'requires_payment_method', payment_method: null })
      return [
        402,
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: refused,
          },
        },
      ]
    }
    return [
      200,
      intent({
        amount,
        currency: form.get('currency'),
        status: 'requires_capture',
        payment_method: paymentMethod,
        customer: form.get('customer'),
      }),
    ]
  }

  function changeIntent(intentId: string, action: string, form: URLSearchParams) {
    const found = intents.get(intentId)
    if (found?.status !== 'requires_capture') {
      return [400, invalid(`This PaymentIntent has a status of ${String(found?.status)}`)] as const
    }
    if (action === 'capture') {
      const amount = Number(form.get('amount_to_capture') ?? found.amount)
      Object.assign(found, { status: 'succeeded', amount_received: amount })
    } else {
      Object.assign(found, { status: 'canceled', cancellation_reason: 'requested_by_customer' })
    }
    return [200, found] as const
  }

  function route(method: string, path: string, form: URLSearchParams): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = {
        id: id('cs'),
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${randomBytes(4).toString('hex')}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        customer: null,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        success_url: form.get('success_url'),
        expires_at: Number(form.get('expires_at')),
        metadata: Object.fromEntries(
          [...form.entries()]
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        ),
        // Kept to play the payment out when the traveller pays.
        capture_method: form.get('payment_intent_data[capture_method]') ?? 'automatic',
        setup_future_usage: form.get('payment_intent_data[setup_future_usage]'),
        customer_creation: form.get('customer_creation'),
      }
      sessions.set(session.id, session)
      return [200, session]
    }
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path)
    if (method === 'POST' && expiring) {
      const session = sessions.get(expiring[1]!)
      if (session?.status !== 'open') return [400, invalid('Not open')]
      session.status = 'expired'
      return [200, session]
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: id('re'),
        object: 'refund',
        status: 'pending',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
      }
      refunds.set(refund.id, refund)
      return [200, refund]
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form)
    const changing = /^\/v1\/payment_intents\/([\w-]+)\/(capture|cancel)$/.exec(path)
    if (method === 'POST' && changing) return [...changeIntent(changing[1]!, changing[2]!, form)]
    const found = /^\/v1\/(checkout\/sessions|refunds|payment_intents)\/([\w-]+)$/.exec(path)
    if (method === 'GET' && found) {
      const store =
        found[1] === 'refunds' ? refunds : found[1] === 'payment_intents' ? intents : sessions
      const object = store.get(found[2]!)
      if (!object) return [404, { error: { type: 'invalid_request_error' } }]
      // A session read with expand[0]=payment_intent shows its intent whole.
      const expand = [...form.keys()].some((key) => key.startsWith('expand'))
      const paid = typeof object.payment_intent === 'string' && expand
      return [
        200,
        paid ? { ...object, payment_intent: intents.get(object.payment_intent as string) } : object,
      ]
    }
    return [404, invalid(`No route ${path}`)]
  }

  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const key = request.headers['idempotency-key']
      const replayed = typeof key === 'string' ? replays.get(key) : undefined
      if (replayed) {
        response.writeHead(replayed.status, { 'content-type': 'application/json' })
        response.end(replayed.text)
        return
      }
      const [path, query] = (request.url ?? '').split('?')
      const form = new URLSearchParams(request.method === 'GET' ? (query ?? '') : body)
      const [status, value] = route(request.method ?? 'GET', path!, form)
      const text = JSON.stringify(value)
      if (typeof key === 'string' && request.method === 'POST') replays.set(key, { status, text })
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      response.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    /**
     * What happens when the traveller pays on Stripe's page (with a card that declines every
     * later hold when asked): a charge, or an authorisation for a manual-capture session.
     */
    pay(sessionId: string, card: 'ok' | 'declines_holds' = 'ok') {
      const session = sessions.get(sessionId)!
      const paymentMethod = id('pm')
      if (card === 'declines_holds') decliningCards.add(paymentMethod)
      const manual = session.capture_method === 'manual'
      const paid = intent({
        amount: session.amount_total as number,
        currency: session.currency,
        status: manual ? 'requires_capture' : 'succeeded',
        payment_method: paymentMethod,
        setup_future_usage: session.setup_future_usage ?? null,
        customer: session.customer_creation === 'always' ? id('cus') : null,
      })
      Object.assign(session, {
        status: 'complete',
        payment_status: manual ? 'unpaid' : 'paid',
        payment_intent: paid.id,
        customer: paid.customer,
      })
    },
    settleRefund(refundId: string) {
      Object.assign(refunds.get(refundId)!, { status: 'succeeded' })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
