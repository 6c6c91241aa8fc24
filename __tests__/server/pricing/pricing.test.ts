import { gear, reservations } from '../../../src/server/db/schema'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext
let ids: Record<string, string>
const clock = { now: () => new Date('2027-03-01T10:00:00Z') }

beforeAll(async () => {
  ctx = await startTestApp({}, { clock })
  const rows = await ctx.database.db.select({ id: gear.id, code: gear.code }).from(gear)
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]))
})
afterAll(() => stopTestApp(ctx))
beforeEach(() => ctx.database.db.delete(reservations))

const rental = (overrides: Record<string, unknown> = {}) => ({
  gear_ids: [ids['ZCS123-K']],
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-12',
  pickup_time: '10:00',
  return_time: '18:00',
  ...overrides,
})
const price = async (body: unknown, lang = 'en') => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/pricing/calculate?lang=${lang}`,
    payload: body as object,
  })
  return { status: res.statusCode, body: res.json() }
}

describe('POST /api/pricing/calculate', () => {
  it('prices one car seat for three days: rental, fees, deposit and the VAT inside', async () => {
    const { status, body } = await price(rental())
    expect(status).toBe(200)
    expect(body).toEqual({
      currency: 'EUR',
      total_days: 3,
      items: [
        {
          gear_id: ids['ZCS123-K'],
          quantity: 1,
          subtotal: 2100,
          is_discounted: false,
          original_price_per_day: 700,
          applied_price_per_day: 700,
          deposit: 12_000,
        },
      ],
      fees: [
        {
          type: 'cleaning',
          code: 'cleaning',
          description: 'Cleaning and safety check',
          total_amount: 300,
        },
        {
          type: 'airport',
          code: 'svq_airport',
          description: 'Airport desk fee',
          total_amount: 500,
        },
      ],
      subtotal: 2100,
      fees_total: 800,
      deposit: 12_000,
      taxes: 503,
      tax_rate_basis_points: 2100,
      grand_total: 14_900,
      // The deposit is held on the card apart: the checkout charges the rental and the fees.
      deposit_mode: 'hold',
      due_at_checkout: 2_900,
      discount: null,
    })
  })

  it('counts repeated gear ids as units, and charges per-item fees per unit', async () => {
    const { body } = await price(
      rental({ gear_ids: [ids['ZCS123-K'], ids['ZST405-B'], ids['ZCS123-K']] }),
    )
    expect(
      body.items.map((i: { quantity: number; subtotal: number }) => [i.quantity, i.subtotal]),
    ).toEqual([
      [2, 4200],
      [1, 2700],
    ])
    expect(body.fees[0]).toMatchObject({ type: 'cleaning', total_amount: 900 })
    expect(body.deposit).toBe(2 * 12_000 + 15_000)
    expect(body.grand_total).toBe(body.subtotal + body.fees_total + body.deposit)
  })

  it.each([
    ['2027-04-15', 6, 700, false, null],
    ['2027-04-16', 7, 630, true, 10],
    ['2027-04-23', 14, 560, true, 20],
    ['2027-04-30', 21, 560, true, 20],
  ])(
    'returning on %s: %i days at %i cents a day',
    async (end, days, perDay, discounted, percent) => {
      const { status, body } = await price(rental({ end_date: end }))
      expect(status).toBe(200)
      expect(body.total_days).toBe(days)
      expect(body.items[0]).toMatchObject({
        applied_price_per_day: perDay,
        original_price_per_day: 700,
        is_discounted: discounted,
        subtotal: perDay * days,
      })
      expect(body.discount?.percent_off ?? null).toBe(percent)
    },
  )

  it('counts a same-day rental as one day', async () => {
    const { body } = await price(rental({ end_date: '2027-04-09', return_time: '20:00' }))
    expect(body.total_days).toBe(1)
  })

  it('adds the damage waiver per unit per day only when asked', async () => {
    const { body } = await price(
      rental({ damage_waiver: true, gear_ids: [ids['ZCS123-K'], ids['ZCS123-K']] }),
    )
    expect(body.fees).toContainEqual({
      type: 'damage_waiver',
      code: 'damage_waiver',
      description: 'Damage waiver',
      total_amount: 100 * 2 * 3,
    })
  })

  it('charges the airport fee only at the airport, and speaks Spanish when asked', async () => {
    const { body } = await price(
      rental({
        pickup_location_code: 'SJA',
        gear_ids: [ids['ZCS123-K']],
        start_date: '2027-04-12',
        end_date: '2027-04-15',
      }),
      'es',
    )
    expect(body.fees).toEqual([
      {
        type: 'cleaning',
        code: 'cleaning',
        description: 'Limpieza y revisión de seguridad',
        total_amount: 300,
      },
    ])
  })

  it('refuses more units than the stock with the spec message', async () => {
    const seven = Array.from({ length: 7 }, () => ids['ZCS123-K'])
    const { status, body } = await price(rental({ gear_ids: seven }))
    expect(status).toBe(409)
    expect(body).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Not enough stock available. Requested: 7, Available: 6',
      shortages: [{ gear_id: ids['ZCS123-K'], requested: 7, available: 6 }],
    })
  })

  it('counts confirmed bookings and live holds against the stock, not expired holds', async () => {
    const base = {
      gearId: ids['ZCS123-K']!,
      locationCode: 'SVQ',
      startDate: '2027-04-10',
      endDate: '2027-04-11',
    }
    await ctx.database.db.insert(reservations).values([
      { ...base, quantity: 3, status: 'confirmed' },
      { ...base, quantity: 1, status: 'held', expiresAt: new Date('2027-03-01T11:00:00Z') },
      { ...base, quantity: 2, status: 'held', expiresAt: new Date('2027-03-01T09:00:00Z') },
    ])
    const three = Array.from({ length: 3 }, () => ids['ZCS123-K'])
    const { status, body } = await price(rental({ gear_ids: three }))
    expect([status, body.message]).toEqual([
      409,
      'Not enough stock available. Requested: 3, Available: 2',
    ])
    expect((await price(rental({ gear_ids: three.slice(1) }))).status).toBe(200)
  })

  it('answers 409 for gear the location does not keep', async () => {
    const { status, body } = await price(
      rental({
        pickup_location_code: 'SJA',
        gear_ids: [ids['ZCS208-R']],
        start_date: '2027-04-12',
        end_date: '2027-04-15',
      }),
    )
    expect([status, body.message]).toEqual([
      409,
      'Not enough stock available. Requested: 1, Available: 0',
    ])
  })

  it('applies the search rules to the period', async () => {
    const tooLong = await price(rental({ end_date: '2027-05-01' }))
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'RENTAL_TOO_LONG'])
    const closed = await price(rental({ pickup_time: '06:00' }))
    expect([closed.status, closed.body.code]).toEqual([400, 'OUTSIDE_OPERATING_HOURS'])
    const past = await price(rental({ start_date: '2027-02-20', end_date: '2027-02-22' }))
    expect([past.status, past.body.code]).toEqual([400, 'PICKUP_IN_PAST'])
    const missing = await price(rental({ pickup_location_code: 'XXX' }))
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND'])
  })

  it.each([
    [
      'an unknown gear id',
      { gear_ids: ['00000000-0000-4000-8000-000000000000'] },
      400,
      'UNKNOWN_GEAR',
    ],
    ['a malformed gear id', { gear_ids: ["1' OR '1'='1"] }, 400, 'VALIDATION_FAILED'],
    ['no gear', { gear_ids: [] }, 400, 'VALIDATION_FAILED'],
    ['a gear list that is a string', { gear_ids: 'ZCS123-K' }, 400, 'VALIDATION_FAILED'],
    [
      '1,000 gear ids',
      { gear_ids: Array.from({ length: 1000 }, () => '00000000-0000-4000-8000-000000000000') },
      400,
      'VALIDATION_FAILED',
    ],
    ['a number for a date', { start_date: 20270409 }, 400, 'VALIDATION_FAILED'],
    ['a date that does not exist', { start_date: '2027-02-30' }, 400, 'VALIDATION_FAILED'],
    ['a time like 25:00', { pickup_time: '25:00' }, 400, 'VALIDATION_FAILED'],
    [
      'reversed dates',
      { start_date: '2027-04-12', end_date: '2027-04-09' },
      400,
      'RETURN_BEFORE_PICKUP',
    ],
  ])('refuses %s with a clear 4xx', async (_case, change, status, code) => {
    const res = await price(rental(change))
    expect([res.status, res.body.code]).toEqual([status, code])
  })

  it('writes nothing: pricing never holds stock', async () => {
    await price(rental())
    expect(await ctx.database.db.select().from(reservations)).toEqual([])
  })
})
