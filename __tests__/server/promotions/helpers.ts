import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { promoCodes } from '../../../src/server/db/schema'

/** A code's terms as an admin sends them, open to every gear and traveller unless overridden. */
export const promoInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'SUMMER-10',
  kind: 'percent',
  amount: 10,
  valid_from: '2027-01-01T00:00:00.000Z',
  valid_until: null,
  categories: null,
  min_rental_days: 1,
  total_uses: null,
  per_traveller: null,
  ...overrides,
})

export const createPromo = (
  app: FastifyInstance,
  auth: Record<string, string>,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/desk/promo-codes',
    headers: auth,
    payload: promoInput(overrides),
  })

/** Creates a code as the admin, failing the test when refused. */
export async function promoCreated(
  app: FastifyInstance,
  auth: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  const res = await createPromo(app, auth, overrides)
  if (res.statusCode !== 201) throw new Error(`promo code refused: ${res.body}`)
  return res.json() as { id: string; code: string }
}

export async function promoRow(app: FastifyInstance, code: string) {
  const [row] = await app.db.select().from(promoCodes).where(eq(promoCodes.code, code))
  return row!
}

/** Three days of the car seat ZCS123-K at SVQ, as the basket sends them to pricing. */
export const carSeatRental = (
  gearIds: Record<string, string>,
  overrides: Record<string, unknown> = {},
) => ({
  gear_ids: [gearIds['ZCS123-K']],
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-12',
  pickup_time: '10:00',
  return_time: '18:00',
  ...overrides,
})

/** `POST /api/pricing/calculate`: its status and body. */
export async function priced(
  app: FastifyInstance,
  body: unknown,
  { headers = {}, lang = 'en' }: { headers?: Record<string, string>; lang?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/pricing/calculate?lang=${lang}`,
    headers,
    payload: body as object,
  })
  return { status: res.statusCode, body: res.json() }
}
