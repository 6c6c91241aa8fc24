import type { FastifyInstance } from 'fastify'
import { gear } from '../../../src/server/db/schema'
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
 * One app per test file on a movable clock, set back to `start` before each test; `ids` maps
 * each gear code to its id.
 */
export function bookingTestApp(start = '2027-03-01T10:00:00Z') {
  const clock = movableClock(start)
  let ctx: TestContext | undefined
  let ids: Record<string, string> = {}
  beforeAll(async () => {
    ctx = await startTestApp({}, { clock })
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
) {
  const session = await openCheckout(app, auth, bookingId)
  const { url, session_id } = session.json()
  const paid = await app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  })
  return { session_id, redirect: paid.headers.location as string }
}
