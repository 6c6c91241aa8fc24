import { gear, reservations } from '../../../src/server/db/schema'
import type { GearSummary } from '../../../src/shared/contract/gear'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext
let ids: Record<string, string>

// The app reads this clock; by default 11:00 in Seville on Monday 1 March 2027.
const DEFAULT_NOW = '2027-03-01T10:00:00Z'
let now = DEFAULT_NOW
const clock = { now: () => new Date(now) }

beforeAll(async () => {
  ctx = await startTestApp({}, { clock })
  const rows = await ctx.database.db.select({ id: gear.id, code: gear.code }).from(gear)
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]))
})
afterAll(() => stopTestApp(ctx))
beforeEach(async () => {
  now = DEFAULT_NOW
  await ctx.database.db.delete(reservations)
})

const period = {
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}
const search = async (params: Record<string, string> = {}, headers = {}) => {
  const query = new URLSearchParams({ ...period, ...params })
  const res = await ctx.app.inject({ url: `/api/gear?${query}`, headers })
  return { status: res.statusCode, body: res.json() }
}
const codes = (items: { code: string }[]) => items.map((item) => item.code)

describe('GET /api/gear (search)', () => {
  it('lists the gear stocked at the location with its price, images and free units', async () => {
    const { status, body } = await search()
    expect(status).toBe(200)
    expect(body).toMatchObject({ ...period, total_days: 7, total: 9 })
    expect(body.items).toHaveLength(9)
    expect(body.items[0]).toEqual({
      _id: ids['ZCS123-K'],
      code: 'ZCS123-K',
      name: 'Maxi-Cosi Pebble 360 infant car seat',
      brand: 'Maxi-Cosi',
      category: 'car_seat',
      age_group: 'infant',
      images: [
        {
          url: '/images/gear/zcs123-k.svg',
          alt: 'Grey Maxi-Cosi Pebble 360 infant carrier with its carry handle raised',
        },
        expect.objectContaining({ url: '/images/gear/zcs123-k-2.svg' }),
      ],
      price_per_day: 700,
      deposit: 12000,
      currency: 'EUR',
      available_stock: 6,
      seat_approval: { standard: 'R129', min_height_cm: 40, max_height_cm: 83 },
    })
    const approvals = (body.items as GearSummary[]).map((item) => [item.code, item.seat_approval])
    expect(approvals.filter(([, approval]) => approval !== null).map(([code]) => code)).toEqual([
      'ZCS123-K',
      'ZCS208-R',
      'ZBS142-C',
      'ZBS311-B',
    ])
  })

  it('lists only what the smaller desk stocks', async () => {
    const { body } = await search({
      pickup_location_code: 'SJA',
      start_date: '2027-04-12',
      end_date: '2027-04-16',
    })
    expect(codes(body.items)).toEqual(['ZCS123-K', 'ZBS311-B', 'ZST405-B', 'ZTC518-B'])
  })

  it('subtracts confirmed bookings and live holds over the period', async () => {
    await ctx.database.db.insert(reservations).values([
      {
        gearId: ids['ZST417-Y']!,
        locationCode: 'SVQ',
        startDate: '2027-04-01',
        endDate: '2027-04-10',
        quantity: 3,
        status: 'confirmed',
      },
      {
        gearId: ids['ZCS123-K']!,
        locationCode: 'SVQ',
        startDate: '2027-04-16',
        endDate: '2027-04-20',
        quantity: 6,
        status: 'confirmed',
      },
      {
        gearId: ids['ZTC502-J']!,
        locationCode: 'SVQ',
        startDate: '2027-04-12',
        endDate: '2027-04-13',
        quantity: 2,
        status: 'held',
        expiresAt: new Date('2027-03-01T10:30:00Z'),
      },
    ])
    const { body } = await search()
    const free = Object.fromEntries(
      body.items.map((item: { code: string; available_stock: number }) => [
        item.code,
        item.available_stock,
      ]),
    )
    // Car seats have a 1-day turnaround: returned on 16 April, a seat is not free for a rental
    // starting 16 April, so the seats all booked from 16 April leave none for this one.
    expect(free).toMatchObject({ 'ZST417-Y': 0, 'ZCS123-K': 0, 'ZTC502-J': 3 })
  })

  it('filters by category and age group', async () => {
    expect(codes((await search({ category: 'car_seat' })).body.items)).toEqual([
      'ZCS123-K',
      'ZCS208-R',
    ])
    expect(
      codes((await search({ category: 'stroller', age_group: 'toddler' })).body.items),
    ).toEqual(['ZST405-B', 'ZST417-Y'])
    const none = await search({ category: 'car_seat', age_group: 'child' })
    expect([none.status, none.body.items, none.body.total]).toEqual([200, [], 0])
  })

  it('pages with limit and offset, counting every match', async () => {
    const { body } = await search({ limit: '2', offset: '2' })
    expect(codes(body.items)).toEqual(['ZBS142-C', 'ZBS311-B'])
    expect(body.total).toBe(9)
  })

  it('answers in Spanish when asked by query or header', async () => {
    const byQuery = await search({ lang: 'es', category: 'car_seat' })
    expect(byQuery.body.items[0].name).toBe('Silla de coche para bebé Maxi-Cosi Pebble 360')
    const byHeader = await search({ category: 'car_seat' }, { 'accept-language': 'es-ES' })
    expect(byHeader.body.items[0].images[0].alt).toBe(
      'Portabebés Maxi-Cosi Pebble 360 gris con el asa levantada',
    )
  })

  it.each([
    [{ pickup_time: '06:30' }, 'OUTSIDE_OPERATING_HOURS', 'querystring/pickup_time'],
    [
      { start_date: '2027-04-11', pickup_time: '22:00' },
      'OUTSIDE_OPERATING_HOURS',
      'querystring/pickup_time',
    ],
    [
      { start_date: '2027-04-09', end_date: '2027-05-01' },
      'RENTAL_TOO_LONG',
      'querystring/end_date',
    ],
    [{ end_date: '2027-04-08' }, 'RETURN_BEFORE_PICKUP', 'querystring/end_date'],
    [
      { start_date: '2027-02-27', end_date: '2027-03-02' },
      'PICKUP_IN_PAST',
      'querystring/start_date',
    ],
    [
      { start_date: '2027-12-24', end_date: '2027-12-25' },
      'LOCATION_CLOSED',
      'querystring/end_date',
    ],
    [
      { pickup_location_code: 'SJA', start_date: '2027-04-11', end_date: '2027-04-14' },
      'LOCATION_CLOSED',
      'querystring/start_date',
    ],
  ])('refuses %j with %s', async (params, code, path) => {
    const { status, body } = await search(params)
    expect([status, body.code]).toEqual([400, code])
    expect(body.details[0].path).toBe(path)
  })

  it('reads "now" on the Seville clock across the October change (UTC+2 to UTC+1)', async () => {
    // Sunday 31 October 2027, the desk opens at 08:00. 06:30 UTC is 07:30 in Seville (winter).
    const sunday = { start_date: '2027-10-31', end_date: '2027-11-02', pickup_time: '08:00' }
    now = '2027-10-31T06:30:00Z'
    expect((await search(sunday)).status).toBe(200)
    now = '2027-10-31T07:00:00Z'
    expect((await search(sunday)).body.code).toBe('PICKUP_IN_PAST')
  })

  it('reads "now" on the Seville clock across the March change (UTC+1 to UTC+2)', async () => {
    // Sunday 28 March 2027. 06:30 UTC is already 08:30 in Seville (summer).
    now = '2027-03-28T06:30:00Z'
    const sunday = { start_date: '2027-03-28', end_date: '2027-03-30' }
    expect((await search({ ...sunday, pickup_time: '08:00' })).body.code).toBe('PICKUP_IN_PAST')
    expect((await search({ ...sunday, pickup_time: '09:00' })).status).toBe(200)
  })

  it('counts 21 days across a clock change as 21', async () => {
    const october = { start_date: '2027-10-20', end_date: '2027-11-10' }
    expect((await search(october)).body.total_days).toBe(21)
    expect((await search({ ...october, end_date: '2027-11-11' })).body.code).toBe('RENTAL_TOO_LONG')
  })

  it('gives the exact messages of the spec for hours and length', async () => {
    expect((await search({ pickup_time: '06:30' })).body.message).toBe(
      "Selected times are outside the pickup location's operating hours. Please select different times.",
    )
    expect((await search({ end_date: '2027-05-01' })).body.message).toBe(
      'Maximum rental period is 21 days. Please select an earlier return date.',
    )
  })

  it('allows 21 days and refuses 22', async () => {
    expect((await search({ start_date: '2027-04-09', end_date: '2027-04-30' })).status).toBe(200)
    expect((await search({ start_date: '2027-04-09', end_date: '2027-05-01' })).body.code).toBe(
      'RENTAL_TOO_LONG',
    )
  })

  it('lists every rule broken in the details', async () => {
    const { body } = await search({ pickup_time: '06:00', return_time: '23:45' })
    expect(body.details.map((d: { path: string }) => d.path)).toEqual([
      'querystring/pickup_time',
      'querystring/return_time',
    ])
  })

  it('answers 404 for an unknown pickup location', async () => {
    const { status, body } = await search({ pickup_location_code: 'XYZ' })
    expect([status, body.code, body.message]).toEqual([
      404,
      'NOT_FOUND',
      'Pickup location XYZ was not found',
    ])
  })

  it.each([
    [{ start_date: '2027-02-30' }],
    [{ start_date: '2027/04/09' }],
    [{ end_date: 'tomorrow' }],
    [{ pickup_time: '24:00' }],
    [{ pickup_time: '9:00' }],
    [{ return_time: "10:00' OR 1=1 --" }],
    [{ pickup_location_code: "SVQ'; DROP TABLE gear; --" }],
    [{ category: 'rocket' }],
    [{ age_group: 'adult' }],
    [{ limit: '0' }],
    [{ limit: '-5' }],
    [{ limit: '1000000000000' }],
    [{ offset: '-1' }],
    [{ lang: 'fr' }],
  ])('refuses malformed input %j with 400', async (params) => {
    const { status, body } = await search(params)
    expect([status, body.code]).toEqual([400, 'VALIDATION_FAILED'])
    expect((await search()).body.items).toHaveLength(9)
  })

  it('refuses a search without a period', async () => {
    const res = await ctx.app.inject({ url: '/api/gear?pickup_location_code=SVQ' })
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED'])
  })
})

describe('GET /api/gear/:id', () => {
  const details = async (id: string, query = '') => {
    const res = await ctx.app.inject({ url: `/api/gear/${id}${query}` })
    return { status: res.statusCode, body: res.json() }
  }

  it('gives the translated name, description and technical details', async () => {
    const en = await details(ids['ZCS123-K']!)
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({
      _id: ids['ZCS123-K'],
      code: 'ZCS123-K',
      name: 'Maxi-Cosi Pebble 360 infant car seat',
      category: 'car_seat',
      age_group: 'infant',
      brand: 'Maxi-Cosi',
      price_per_day: 700,
      deposit: 12000,
      currency: 'EUR',
      available_stock: null,
    })
    expect(en.body.description).toMatch(/^A rear-facing infant carrier/)
    expect(en.body.technical_details[0]).toEqual({
      label: 'Age',
      value: 'Birth to approx. 15 months',
    })
    const es = await details(ids['ZCS123-K']!, '?lang=es')
    expect(es.body.name).toBe('Silla de coche para bebé Maxi-Cosi Pebble 360')
    expect(es.body.technical_details[0]).toEqual({
      label: 'Edad',
      value: 'Desde el nacimiento hasta unos 15 meses',
    })
  })

  it('gives the units free for a period at a location', async () => {
    await ctx.database.db.insert(reservations).values({
      gearId: ids['ZCS123-K']!,
      locationCode: 'SVQ',
      startDate: '2027-04-10',
      endDate: '2027-04-12',
      quantity: 4,
      status: 'confirmed',
    })
    const { body } = await details(ids['ZCS123-K']!, `?${new URLSearchParams(period)}`)
    expect(body.available_stock).toBe(2)
    const elsewhere = new URLSearchParams({ ...period, pickup_location_code: 'SJA' })
    expect((await details(ids['ZCS208-R']!, `?${elsewhere}`)).body.available_stock).toBe(0)
  })

  it('checks the period like the search does', async () => {
    const late = new URLSearchParams({ ...period, return_time: '23:45' })
    const { status, body } = await details(ids['ZCS123-K']!, `?${late}`)
    expect([status, body.code]).toEqual([400, 'OUTSIDE_OPERATING_HOURS'])
    const partial = await details(ids['ZCS123-K']!, '?pickup_location_code=SVQ')
    expect([partial.status, partial.body.code]).toEqual([400, 'VALIDATION_FAILED'])
  })

  it('answers 404 for unknown gear and 400 for a malformed id', async () => {
    const missing = await details('00000000-0000-4000-8000-000000000000')
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND'])
    expect((await details('ZCS123-K')).status).toBe(400)
    expect((await details('%27%20OR%201%3D1')).status).toBe(400)
  })
})

describe('GET /api/gear/categories', () => {
  it('gives the home page from-prices from the catalogue', async () => {
    const res = await ctx.app.inject({ url: '/api/gear/categories?pickup_location_code=SVQ' })
    expect(res.statusCode).toBe(200)
    const prices = Object.fromEntries(
      res
        .json()
        .items.map((item: { category: string; from_price_per_day: number }) => [
          item.category,
          item.from_price_per_day,
        ]),
    )
    expect(prices).toEqual({
      car_seat: 700,
      booster_seat: 300,
      stroller: 900,
      travel_cot: 500,
      high_chair: 400,
    })
    expect(res.json().items[0]).toEqual({
      category: 'car_seat',
      from_price_per_day: 700,
      currency: 'EUR',
      gear_count: 2,
      image_url: '/images/gear/zcs123-k.svg',
    })
  })

  it('covers every location when none is given', async () => {
    const res = await ctx.app.inject({ url: '/api/gear/categories' })
    expect(res.json().items).toHaveLength(5)
    expect(
      res.json().items.find((i: { category: string }) => i.category === 'car_seat'),
    ).toMatchObject({ from_price_per_day: 700, gear_count: 2 })
  })

  it('covers only what a location stocks, and 404 for an unknown one', async () => {
    const sja = await ctx.app.inject({ url: '/api/gear/categories?pickup_location_code=SJA' })
    expect(sja.json().items.map((item: { category: string }) => item.category)).toEqual([
      'car_seat',
      'booster_seat',
      'stroller',
      'travel_cot',
    ])
    const unknown = await ctx.app.inject({ url: '/api/gear/categories?pickup_location_code=NOPE' })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('the catalogue API', () => {
  it('is described in the API reference, with the rental rules', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs/json' })
    const document = docs.json()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/gear', '/api/gear/{id}', '/api/gear/categories']),
    )
    expect(document.paths['/api/gear'].get.description).toContain('RENTAL_TOO_LONG')
  })
})
