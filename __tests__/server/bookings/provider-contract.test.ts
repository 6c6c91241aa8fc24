import Stripe from 'stripe'
import type { Database } from '../../../src/server/db/client'
import { InvalidWebhookError, type PaymentProvider } from '../../../src/server/payments/provider'
import { SandboxProvider } from '../../../src/server/payments/sandbox'
import { signPayload } from '../../../src/server/payments/signature'
import { StripeProvider } from '../../../src/server/payments/stripe'
import { startFakeStripe } from '../support/fakeStripe'
import { createTestDatabase } from '../support/testDatabase'

/** One provider under the contract, with how its tests pay and sign. */
interface Subject {
  provider: PaymentProvider
  pay(checkoutId: string): Promise<void>
  sign(payload: string, atMs?: number): string
  close(): Promise<void>
}

const WEBHOOK_SECRET = 'whsec_contract_test_secret'

async function sandboxSubject(): Promise<Subject> {
  const database: Database = await createTestDatabase({ seed: false })
  const provider = new SandboxProvider(
    database.db,
    WEBHOOK_SECRET,
    'http://localhost:3000',
    async () => undefined,
  )
  return {
    provider,
    pay: async (id) => {
      await provider.pay(id)
    },
    sign: (payload, atMs) => signPayload(WEBHOOK_SECRET, payload, atMs),
    close: () => database.close(),
  }
}

async function stripeSubject(): Promise<Subject> {
  const fake = await startFakeStripe()
  const provider = new StripeProvider({
    secretKey: 'sk_test_contract',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  })
  const stripe = new Stripe('sk_test_contract')
  return {
    provider,
    pay: async (id) => fake.pay(id),
    sign: (payload, atMs = Date.now()) =>
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(atMs / 1000),
      }),
    close: fake.close,
  }
}

const request = (key: string) => ({
  bookingId: 'b1',
  reference: 'TT-ABC234',
  amount: 14_900,
  currency: 'EUR',
  description: 'TinyTrip booking TT-ABC234',
  successUrl: 'http://localhost:3000/booking/success-redirect?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/booking/b1',
  customerEmail: 'emma@example.com',
  expiresAt: new Date(Date.now() + 45 * 60_000),
  idempotencyKey: key,
})

describe.each([
  ['the sandbox provider', sandboxSubject],
  ['the Stripe adapter against a local fake', stripeSubject],
])('payment provider contract: %s', (_name, make) => {
  let subject: Subject
  beforeAll(async () => {
    subject = await make()
  })
  afterAll(() => subject?.close())

  it('opens a hosted checkout, the same one again for the same idempotency key', async () => {
    const checkout = await subject.provider.createCheckout(request('contract-checkout-1'))
    expect(checkout).toMatchObject({ status: 'open', paid: false, amount: 14_900 })
    expect(checkout.id).toMatch(/^cs_/)
    expect(checkout.url).toMatch(/^https?:\/\//)
    expect((await subject.provider.createCheckout(request('contract-checkout-1'))).id).toBe(
      checkout.id,
    )
  })

  it('reports a paid checkout with its payment intent', async () => {
    const checkout = await subject.provider.createCheckout(request('contract-checkout-2'))
    await subject.pay(checkout.id)
    const paid = await subject.provider.getCheckout(checkout.id)
    expect(paid).toMatchObject({ status: 'complete', paid: true })
    expect(paid.paymentIntentId).toMatch(/^pi_/)
  })

  it('refunds a payment once per idempotency key', async () => {
    const checkout = await subject.provider.createCheckout(request('contract-checkout-3'))
    await subject.pay(checkout.id)
    const { paymentIntentId } = await subject.provider.getCheckout(checkout.id)
    const refund = await subject.provider.createRefund({
      paymentIntentId: paymentIntentId!,
      amount: 14_900,
      idempotencyKey: 'refund-x',
    })
    expect(refund).toMatchObject({ status: 'pending', amount: 14_900 })
    expect(refund.id).toMatch(/^re_/)
    const again = await subject.provider.createRefund({
      paymentIntentId: paymentIntentId!,
      amount: 14_900,
      idempotencyKey: 'refund-x',
    })
    expect(again.id).toBe(refund.id)
    expect((await subject.provider.getRefund(refund.id)).id).toBe(refund.id)
  })

  it('reads a signed event, and refuses a tampered, unsigned or stale one', () => {
    const payload = JSON.stringify({
      id: 'evt_contract_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', payment_intent: 'pi_1', payment_status: 'paid' } },
    })
    expect(subject.provider.parseWebhook(Buffer.from(payload), subject.sign(payload))).toEqual({
      id: 'evt_contract_1',
      type: 'checkout.session.completed',
      kind: 'checkout_completed',
      checkoutId: 'cs_1',
      paymentIntentId: 'pi_1',
      paid: true,
    })
    const tampered = payload.replace('pi_1', 'pi_2')
    expect(() =>
      subject.provider.parseWebhook(Buffer.from(tampered), subject.sign(payload)),
    ).toThrow(InvalidWebhookError)
    expect(() => subject.provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(
      InvalidWebhookError,
    )
    const stale = subject.sign(payload, Date.now() - 10 * 60_000)
    expect(() => subject.provider.parseWebhook(Buffer.from(payload), stale)).toThrow(
      InvalidWebhookError,
    )
  })
})
