import Stripe from 'stripe'
import type { Database } from '../../../src/server/db/client'
import {
  InvalidWebhookError,
  ProviderRefusedError,
  type PaymentProvider,
} from '../../../src/server/domains/payments/providers/provider'
import { SandboxProvider } from '../../../src/server/domains/payments/providers/sandbox'
import { signPayload } from '../../../src/server/webhook-signature'
import { StripeProvider } from '../../../src/server/domains/payments/providers/stripe'
import { startFakeStripe } from '../support/fakeStripe'
import { createTestDatabase } from '../support/testDatabase'

/** One provider under the contract, with how its tests pay and sign. */
interface Subject {
  provider: PaymentProvider
  /** Pays on the hosted page, with a card that declines every later hold when asked. */
  pay(checkoutId: string, card?: 'ok' | 'declines_holds'): Promise<void>
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
    pay: async (id, card) => {
      await provider.pay(id, card)
    },
    sign: (payload, atMs) => signPayload(WEBHOOK_SECRET, { body: payload, nowMs: atMs }),
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
    pay: async (id, card) => fake.pay(id, card),
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
  paymentId: '5f0c6a52-0d4e-4a55-9b8f-0d7f1c4b2a10',
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

  it('makes one checkout for one key however many creates race', async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, () =>
        subject.provider.createCheckout(request('contract-checkout-race')),
      ),
    )
    expect(new Set(made.map((checkout) => checkout.id)).size).toBe(1)
  })

  it('says which payment attempt a checkout is for, and what it charges', async () => {
    const checkout = await subject.provider.createCheckout(request('contract-checkout-meta'))
    expect(await subject.provider.getCheckout(checkout.id)).toMatchObject({
      paymentId: '5f0c6a52-0d4e-4a55-9b8f-0d7f1c4b2a10',
      amount: 14_900,
      currency: 'EUR',
    })
  })

  it('expires an open checkout so it can no longer be paid, and leaves a paid one paid', async () => {
    const open = await subject.provider.createCheckout(request('contract-checkout-expire'))
    await subject.provider.expireCheckout(open.id)
    expect(await subject.provider.getCheckout(open.id)).toMatchObject({
      status: 'expired',
      paid: false,
    })
    const paid = await subject.provider.createCheckout(request('contract-checkout-expire-paid'))
    await subject.pay(paid.id)
    await subject.provider.expireCheckout(paid.id)
    expect(await subject.provider.getCheckout(paid.id)).toMatchObject({
      status: 'complete',
      paid: true,
    })
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
      paymentId: null,
      paymentIntentId: 'pi_1',
      paid: true,
      amount: null,
      currency: null,
      depositBookingId: null,
    })
    const withAmount = JSON.stringify({
      id: 'evt_contract_2',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_2',
          payment_intent: 'pi_2',
          payment_status: 'paid',
          amount_total: 13_000,
          currency: 'eur',
          metadata: { payment_id: 'attempt-2' },
        },
      },
    })
    expect(
      subject.provider.parseWebhook(Buffer.from(withAmount), subject.sign(withAmount)),
    ).toMatchObject({ paymentId: 'attempt-2', amount: 13_000, currency: 'EUR' })
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

  /** A paid checkout that kept its card, and that card as the provider answers it. */
  async function savedCard(key: string, card: 'ok' | 'declines_holds' = 'ok') {
    const checkout = await subject.provider.createCheckout({ ...request(key), saveCard: true })
    await subject.pay(checkout.id, card)
    return (await subject.provider.savedCard(checkout.id))!
  }

  const hold = (card: Awaited<ReturnType<typeof savedCard>>, key: string, amount = 12_000) =>
    subject.provider.placeHold({
      card,
      amount,
      currency: 'EUR',
      idempotencyKey: key,
      metadata: { booking_id: 'b1' },
    })

  it('keeps the card of a checkout that asked to, and none otherwise', async () => {
    expect(await savedCard('contract-card-1')).toMatchObject({
      paymentMethodId: expect.stringMatching(/^pm_/),
    })
    const plain = await subject.provider.createCheckout(request('contract-card-plain'))
    await subject.pay(plain.id)
    expect(await subject.provider.savedCard(plain.id)).toBeNull()
  })

  it('holds an amount on a kept card for about a week, once per key', async () => {
    const card = await savedCard('contract-card-2')
    const placed = await hold(card, 'contract-hold-1')
    expect(placed).toMatchObject({ status: 'held', amount: 12_000, captured: 0 })
    expect(placed.id).toMatch(/^pi_/)
    const days = (placed.expiresAt!.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    expect((await hold(card, 'contract-hold-1')).id).toBe(placed.id)
    expect(await subject.provider.getHold(placed.id)).toMatchObject({ status: 'held' })
  })

  it('captures part of a hold once, the same capture again answering the same', async () => {
    const placed = await hold(await savedCard('contract-card-3'), 'contract-hold-2')
    const captured = await subject.provider.captureHold({
      holdId: placed.id,
      amount: 2_500,
      idempotencyKey: 'contract-capture-1',
    })
    expect(captured).toMatchObject({ status: 'captured', captured: 2_500 })
    expect(
      await subject.provider.captureHold({
        holdId: placed.id,
        amount: 2_500,
        idempotencyKey: 'contract-capture-1',
      }),
    ).toMatchObject({ status: 'captured', captured: 2_500 })
    await expect(
      subject.provider.captureHold({
        holdId: placed.id,
        amount: 1_000,
        idempotencyKey: 'contract-capture-2',
      }),
    ).rejects.toThrow(ProviderRefusedError)
  })

  it('releases a hold, and answers a second release with the hold as it is', async () => {
    const placed = await hold(await savedCard('contract-card-4'), 'contract-hold-3')
    const first = { holdId: placed.id, idempotencyKey: 'contract-release-1' }
    expect(await subject.provider.releaseHold(first)).toMatchObject({ status: 'released' })
    expect(
      await subject.provider.releaseHold({ ...first, idempotencyKey: 'contract-release-2' }),
    ).toMatchObject({ status: 'released' })
    await expect(
      subject.provider.captureHold({ holdId: placed.id, amount: 100, idempotencyKey: 'late' }),
    ).rejects.toThrow(ProviderRefusedError)
  })

  it('answers a declined hold on a card that refuses holds, without throwing', async () => {
    const refused = await hold(
      await savedCard('contract-card-5', 'declines_holds'),
      'contract-hold-4',
    )
    expect(refused).toMatchObject({ status: 'declined', captured: 0, expiresAt: null })
    expect(refused.declineReason).toMatch(/declined/)
  })

  it('authorises a hold checkout without charging it, and says whose deposit it is', async () => {
    const checkout = await subject.provider.createCheckout({
      ...request('contract-hold-checkout'),
      mode: 'hold',
      saveCard: true,
    })
    await subject.pay(checkout.id)
    const done = await subject.provider.getCheckout(checkout.id)
    expect(done).toMatchObject({ status: 'complete', paid: false, depositBookingId: 'b1' })
    expect(await subject.provider.getHold(done.paymentIntentId!)).toMatchObject({
      status: 'held',
      amount: 14_900,
    })
  })
})
