import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { bookings, gear, payments } from '../../../src/server/db/schema'
import { signPayload } from '../../../src/server/webhook-signature'
import { serverSecret } from '../../../src/server/secrets'
import { signedIn } from './accounts'
import { startTestApp, stopTestApp, type TestContext } from './testApp'

/** A clock tests can move; the app, its provider and its jobs all read it. */
export function movableClock(start = '2027-03-01T10:00:00Z') {
  let now = Date.parse(start)
  return {
    now: () => new Date(now),
    set: (iso: string) => {
      now = Date.parse(iso)
    },
    advanceMinutes: (minutes: number) => {
      now += minutes * 60_000
    },
  }
}

/**
 * One app per test file on a movable clock, set back to `start` before each test, configured by
 * `env` beside the test defaults; `ids` maps each gear code to its id.
 */
export function bookingTestApp(start = '2027-03-01T10:00:00Z', env: Record<string, string> = {}) {
  const clock = movableClock(start)
  let ctx: TestContext | undefined
  let ids: Record<string, string> = {}
  beforeAll(async () => {
    ctx = await startTestApp(env, { clock })
    ids = await gearIds(ctx.app)
  })
  afterAll(() => stopTestApp(ctx))
  beforeEach(() => clock.set(start))
  return {
    clock,
    get app() {
      return ctx!.app
    },
    get db() {
      return ctx!.database.db
    },
    get ids() {
      return ids
    },
  }
}

/**
 * What a booking's checkout charges: its rental, the total less the deposit (held on the card
 * apart, in the hold mode new bookings take their deposit in).
 */
export const rentalOf = (booking: { total: number; pricing: { deposit: number } }) =>
  booking.total - booking.pricing.deposit

export async function gearIds(app: FastifyInstance): Promise<Record<string, string>> {
  const rows = await app.db.select({ id: gear.id, code: gear.code }).from(gear)
  return Object.fromEntries(rows.map((row) => [row.code, row.id]))
}

export const checkout = (gear_ids: string[], overrides: Record<string, unknown> = {}) => ({
  gear_ids,
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
  phone: '+34 612 345 678',
  inbound_flight: 'BA123',
  outbound_flight: null,
  notes: 'Twins, arriving late',
  ...overrides,
})

export async function createQuote(
  app: FastifyInstance,
  auth: Record<string, string>,
  body: unknown,
) {
  return app.inject({ method: 'POST', url: '/api/quotes', headers: auth, payload: body as object })
}

export async function book(
  app: FastifyInstance,
  auth: Record<string, string>,
  quoteId: string,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { quote_id: quoteId },
  })
}

/** A signed-in traveller with a booking (unpaid) for the given units. */
export async function bookedTraveller(
  app: FastifyInstance,
  gearIdsToBook: string[],
  overrides = {},
) {
  const traveller = await signedIn(app, { language_preference: 'en' })
  const quote = await createQuote(app, traveller.auth, checkout(gearIdsToBook, overrides))
  if (quote.statusCode !== 201) throw new Error(`quote failed: ${quote.body}`)
  const booking = await book(app, traveller.auth, quote.json()._id)
  if (booking.statusCode !== 201) throw new Error(`booking failed: ${booking.body}`)
  return { ...traveller, quote: quote.json(), booking: booking.json() }
}

/** Opens the payment provider's hosted checkout for a booking. */
export const openCheckout = (
  app: FastifyInstance,
  auth: Record<string, string>,
  bookingId: string,
) => app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/checkout`, headers: auth })

/** Pays a booking through the sandbox's hosted page, as a traveller would. */
export async function payThroughSandbox(
  app: FastifyInstance,
  auth: Record<string, string>,
  bookingId: string,
  card: 'ok' | 'declines_holds' = 'ok',
) {
  const session = await openCheckout(app, auth, bookingId)
  const { url, session_id } = session.json()
  const paid = await payCheckout(app, session_id, card)
  expect(new URL(url).pathname).toBe(`/sandbox/checkout/${session_id}`)
  return { session_id, redirect: paid.headers.location as string }
}

/** Delivers a provider event to the webhook route, signed as the sandbox signs (or not). */
export async function sendWebhook(
  app: FastifyInstance,
  at: Date,
  body: object,
  signature?: string,
) {
  const payload = JSON.stringify(body)
  const secret = await serverSecret(app.db, 'sandbox_webhook')
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signature ?? signPayload(secret, { body: payload, nowMs: at.getTime() }),
    },
    payload,
  })
}

/**
 * "Pay" on a sandbox checkout's hosted page (with a card that declines every later deposit hold
 * when asked); answers where the traveller is sent next.
 */
export const payCheckout = (
  app: FastifyInstance,
  checkoutId: string,
  card: 'ok' | 'declines_holds' = 'ok',
) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${checkoutId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: card === 'ok' ? '' : `card=${card}`,
  })

/**
 * A second checkout of a booking that can still be paid at the provider while the booking no
 * longer offers it (set aside: opened by an earlier release beside another one, or expired by
 * our clock a moment before the provider's). Answers its checkout id.
 */
export async function setAsideCheckout(app: FastifyInstance, bookingId: string) {
  const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId))
  const [attempt] = await app.db
    .insert(payments)
    .values({
      bookingId,
      provider: 'sandbox',
      status: 'closing',
      amountCents: booking!.totalCents - booking!.pricing.deposit,
      currency: booking!.currency,
      expiresAt: new Date(app.clock.now().getTime() + 30 * 60_000),
    })
    .returning()
  const checkout = await app.payments.provider.createCheckout({
    bookingId,
    paymentId: attempt!.id,
    reference: booking!.reference,
    amount: booking!.totalCents - booking!.pricing.deposit,
    currency: booking!.currency,
    description: `TinyTrip booking ${booking!.reference}`,
    successUrl: 'http://localhost:3000/booking/success-redirect',
    cancelUrl: 'http://localhost:3000/',
    customerEmail: 'someone@example.com',
    expiresAt: attempt!.expiresAt!,
    idempotencyKey: `checkout-${attempt!.id}`,
  })
  await app.db
    .update(payments)
    .set({ checkoutSessionId: checkout.id, url: checkout.url })
    .where(eq(payments.id, attempt!.id))
  return checkout.id
}

/** Lets the sandbox settle what a real provider settles on its own time (refunds, expiries). */
export async function settleSandbox(
  app: FastifyInstance,
  clock: { advanceMinutes(n: number): void },
) {
  clock.advanceMinutes(1)
  await app.payments.sandbox!.tick()
}
