import { eq } from 'drizzle-orm'
import { bookings, gearCategories, reservations } from '../../../src/server/db/schema'
import { signedIn, signedInAs } from '../support/accounts'
import { bookedTraveller, bookingTestApp } from '../support/bookings'
import { changedTables, tableDigests } from '../support/tableDigests'
import { keepUnits } from '../support/units'

const suite = bookingTestApp()
type Auth = Record<string, string>
let guest: Auth
let traveller: Auth
let moderator: Auth
let admin: Auth

beforeAll(async () => {
  guest = {}
  traveller = (await signedIn(suite.app)).auth
  moderator = (await signedInAs(suite.app, 'moderator')).auth
  admin = (await signedInAs(suite.app, 'admin')).auth
})
beforeEach(async () => {
  await suite.db.delete(reservations)
  await keepUnits(suite.db, suite.ids['ZST417-Y']!, 3)
  await keepUnits(suite.db, suite.ids['ZCS123-K']!, 6)
})

const NEXT_WEEK = { start_date: '2027-04-09', end_date: '2027-04-16' }

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
  suite.app.inject({ method, url: `/api/desk${url}`, headers, ...(payload ? { payload } : {}) })

const outOfService = (tag: string, body: object, auth: Auth = admin) =>
  call('POST', `/locations/SVQ/units/${tag}/out-of-service`, auth, body)

/** Units of an item free over a period, as a traveller's search shows them. */
async function freeInSearch(code: string, period: { start_date: string; end_date: string }) {
  const query = new URLSearchParams({
    pickup_location_code: 'SVQ',
    pickup_time: '10:00',
    return_time: '18:00',
    ...period,
  })
  const res = await suite.app.inject({ url: `/api/gear?${query.toString()}` })
  expect(res.statusCode).toBe(200)
  return (res.json().items as { code: string; available_stock: number }[]).find(
    (item) => item.code === code,
  )?.available_stock
}

async function inventoryItem(code: string, query = '') {
  const res = await call('GET', `/locations/SVQ/inventory${query}`, admin)
  expect(res.statusCode).toBe(200)
  return res.json().items.find((item: { gear_code: string }) => item.gear_code === code)
}

describe('who may call what', () => {
  const tag = 'SVQ-ZST417-Y-003'
  const endpoints: {
    name: string
    staff: 'moderator' | 'admin'
    send: (auth: Auth) => ReturnType<typeof call>
    ok: number
  }[] = [
    {
      name: 'inventory',
      staff: 'moderator',
      ok: 200,
      send: (a) => call('GET', '/locations/SVQ/inventory', a),
    },
    { name: 'categories', staff: 'moderator', ok: 200, send: (a) => call('GET', '/categories', a) },
    {
      name: 'out of service',
      staff: 'moderator',
      ok: 201,
      send: (a) =>
        outOfService(tag, { from: '2027-05-01', until: '2027-05-02', reason: 'cleaning' }, a),
    },
    {
      name: 'back in service',
      staff: 'moderator',
      ok: 200,
      send: (a) => call('POST', `/locations/SVQ/units/${tag}/back-in-service`, a),
    },
    {
      name: 'turnaround',
      staff: 'admin',
      ok: 200,
      send: (a) => call('PUT', '/categories/high_chair/turnaround', a, { turnaround_days: 0 }),
    },
    {
      name: 'add unit',
      staff: 'admin',
      ok: 201,
      send: (a) => call('POST', '/locations/SVQ/units', a, { gear_id: suite.ids['ZHC601-S']! }),
    },
    {
      name: 'retire unit',
      staff: 'admin',
      ok: 200,
      send: (a) => call('POST', '/locations/SVQ/units/SVQ-ZHC601-S-001/retire', a, {}),
    },
  ]

  it.each(endpoints)('$name: guest 401, traveller 403', async ({ send }) => {
    const asGuest = await send(guest)
    expect([asGuest.statusCode, asGuest.json().code]).toEqual([401, 'AUTH_REQUIRED'])
    const asTraveller = await send(traveller)
    expect([asTraveller.statusCode, asTraveller.json().code]).toEqual([403, 'FORBIDDEN'])
  })

  it.each(endpoints)(
    '$name: moderator allowed only on staff endpoints, admin always',
    async (endpoint) => {
      const asModerator = await endpoint.send(moderator)
      expect(asModerator.statusCode).toBe(endpoint.staff === 'moderator' ? endpoint.ok : 403)
      if (endpoint.staff === 'admin') {
        expect((await endpoint.send(admin)).statusCode).toBe(endpoint.ok)
      }
    },
  )
})

describe('the inventory of a location', () => {
  it('lists units with asset tags, the turnaround and a 30-day strip from today', async () => {
    const seat = await inventoryItem('ZCS123-K')
    expect(seat.units_in_service).toBe(6)
    expect(seat.turnaround_days).toBe(1)
    expect(seat.units.map((unit: { asset_tag: string }) => unit.asset_tag)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `SVQ-ZCS123-K-00${n}`),
    )
    expect(seat.strip).toHaveLength(30)
    expect(seat.strip[0]).toEqual({ date: '2027-03-01', in_service: 6, committed: 0, free: 6 })
  })

  it('shows bookings with their turnaround as committed, and the next booking', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!], NEXT_WEEK)
    const seat = await inventoryItem('ZCS123-K', '?from=2027-04-14&days=5')
    expect(seat.strip.map((day: { committed: number }) => day.committed)).toEqual([1, 1, 1, 0, 0])
    expect(seat.next_booking).toEqual({ reference: booking.reference, ...NEXT_WEEK, units: 1 })
  })
})

describe('units out of service', () => {
  it('takes one unit off search for those days, and gives it back when put back', async () => {
    expect(await freeInSearch('ZST417-Y', NEXT_WEEK)).toBe(3)
    const res = await outOfService('SVQ-ZST417-Y-001', {
      from: '2027-04-09',
      until: '2027-04-16',
      reason: 'repair',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().unit.out_of_service).toEqual([
      { _id: expect.any(String), from: '2027-04-09', until: '2027-04-16', reason: 'repair' },
    ])
    expect(await freeInSearch('ZST417-Y', NEXT_WEEK)).toBe(2)
    // Half-open: the day before and the first day back are untouched.
    expect(
      await freeInSearch('ZST417-Y', { start_date: '2027-04-05', end_date: '2027-04-09' }),
    ).toBe(3)
    expect(
      await freeInSearch('ZST417-Y', { start_date: '2027-04-16', end_date: '2027-04-18' }),
    ).toBe(3)
    expect(
      await freeInSearch('ZST417-Y', { start_date: '2027-04-15', end_date: '2027-04-16' }),
    ).toBe(2)

    const back = await call(
      'POST',
      '/locations/SVQ/units/SVQ-ZST417-Y-001/back-in-service',
      moderator,
    )
    expect(back.statusCode).toBe(200)
    expect(back.json().unit.out_of_service).toEqual([])
    expect(await freeInSearch('ZST417-Y', NEXT_WEEK)).toBe(3)
  })

  it('open-ended from today: every later day has one unit fewer until it is put back', async () => {
    const res = await outOfService('SVQ-ZST417-Y-002', { reason: 'lost' })
    expect(res.statusCode).toBe(201)
    expect(res.json().unit).toMatchObject({ out_of_service_today: true })
    expect(res.json().unit.out_of_service[0]).toMatchObject({ from: '2027-03-01', until: null })
    expect(
      await freeInSearch('ZST417-Y', { start_date: '2027-11-02', end_date: '2027-11-05' }),
    ).toBe(2)
    const strip = (await inventoryItem('ZST417-Y')).strip
    expect(strip[29]).toEqual({ date: '2027-03-30', in_service: 2, committed: 0, free: 2 })
  })

  it('answers 409 with the bookings that would be short and changes nothing, unless confirmed', async () => {
    await keepUnits(suite.db, suite.ids['ZST417-Y']!, 2)
    await outOfService('SVQ-ZST417-Y-001', {
      ...{ from: '2027-04-09', until: '2027-04-16' },
      reason: 'repair',
    })
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST417-Y']!], {
      start_date: '2027-04-12',
      end_date: '2027-04-14',
    })
    const attempt = { from: '2027-04-09', until: '2027-04-16', reason: 'cleaning' }
    const refused = await outOfService('SVQ-ZST417-Y-002', attempt)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'UNITS_SHORT',
      short_bookings: [
        {
          kind: 'booking',
          reference: booking.reference,
          start_date: '2027-04-12',
          end_date: '2027-04-14',
          units_short: 1,
        },
      ],
    })
    expect((await inventoryItem('ZST417-Y')).units[1].out_of_service).toEqual([])
    expect(
      await freeInSearch('ZST417-Y', { start_date: '2027-04-09', end_date: '2027-04-11' }),
    ).toBe(1)

    const confirmed = await outOfService('SVQ-ZST417-Y-002', { ...attempt, confirm: true })
    expect(confirmed.statusCode).toBe(201)
    expect(confirmed.json().flagged_bookings).toHaveLength(1)
    const [row] = await suite.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, booking.reference))
    expect(row!.status).toBe('confirmed')
    expect(row!.attention).toMatch(/SVQ-ZST417-Y-002/)
  })

  it('retiring the last unit needed by a booking is refused the same way', async () => {
    await keepUnits(suite.db, suite.ids['ZST417-Y']!, 1)
    await bookedTraveller(suite.app, [suite.ids['ZST417-Y']!], NEXT_WEEK)
    const res = await call('POST', '/locations/SVQ/units/SVQ-ZST417-Y-001/retire', admin, {})
    expect([res.statusCode, res.json().code]).toEqual([409, 'UNITS_SHORT'])
    expect((await inventoryItem('ZST417-Y')).units_in_service).toBe(1)
  })
})

describe('the audit log', () => {
  const auditOf = async (query: string) => {
    const res = await call('GET', `/audit?${query}`, admin)
    expect(res.statusCode).toBe(200)
    return res.json().items as {
      action: string
      actor: { role: string }
      before: { out_of_service: unknown[] } | { turnaround_days: number } | null
      after: { out_of_service: unknown[] } | { turnaround_days: number }
    }[]
  }

  it('keeps who changed a unit, as it was and as it became; a refused change leaves nothing', async () => {
    await keepUnits(suite.db, suite.ids['ZST417-Y']!, 1)
    const unitId = (await inventoryItem('ZST417-Y')).units[0]._id as string
    const before = (await auditOf(`unit_id=${unitId}`)).length
    await bookedTraveller(suite.app, [suite.ids['ZST417-Y']!], NEXT_WEEK)
    const refused = await outOfService(
      'SVQ-ZST417-Y-001',
      { from: '2027-04-09', until: '2027-04-16', reason: 'repair' },
      moderator,
    )
    expect(refused.statusCode).toBe(409)
    expect(await auditOf(`unit_id=${unitId}`)).toHaveLength(before)

    const later = { from: '2027-05-03', until: '2027-05-05', reason: 'cleaning' }
    expect((await outOfService('SVQ-ZST417-Y-001', later, moderator)).statusCode).toBe(201)
    const [entry] = await auditOf(`unit_id=${unitId}`)
    expect(entry).toMatchObject({
      action: 'unit.status',
      actor: { role: 'moderator' },
      before: { out_of_service: [] },
      after: { out_of_service: [expect.objectContaining({ reason: 'cleaning' })] },
    })
  })

  it('keeps a turnaround change with the days before and after', async () => {
    const res = await call('PUT', '/categories/stroller/turnaround', admin, { turnaround_days: 2 })
    expect(res.statusCode).toBe(200)
    const [entry] = await auditOf('limit=1')
    expect(entry).toMatchObject({
      action: 'category.turnaround',
      actor: { role: 'admin' },
      after: { category: 'stroller', turnaround_days: 2 },
    })
    await call('PUT', '/categories/stroller/turnaround', admin, { turnaround_days: 0 })
  })
})

describe('bad input gets a clear 4xx and changes nothing', () => {
  it.each([
    ['an unknown asset tag', 'SVQ-NOPE-001', { reason: 'repair' }, 404, 'UNIT_NOT_FOUND'],
    ['a unit of another location', 'SJA-ZCS123-K-001', { reason: 'repair' }, 404, 'UNIT_NOT_FOUND'],
    [
      'an end before the start',
      'SVQ-ZST417-Y-001',
      { from: '2027-04-10', until: '2027-04-09', reason: 'repair' },
      400,
      'INVALID_PERIOD',
    ],
    [
      'an end on the start',
      'SVQ-ZST417-Y-001',
      { from: '2027-04-10', until: '2027-04-10', reason: 'repair' },
      400,
      'INVALID_PERIOD',
    ],
    [
      'a start in the past',
      'SVQ-ZST417-Y-001',
      { from: '2027-02-27', reason: 'repair' },
      400,
      'INVALID_PERIOD',
    ],
    ['an unknown reason', 'SVQ-ZST417-Y-001', { reason: 'holiday' }, 400, 'VALIDATION_FAILED'],
  ])('out of service with %s', async (_name, tag, body, status, code) => {
    const res = await outOfService(tag, body)
    expect([res.statusCode, res.json().code]).toEqual([status, code])
    const count = await suite.db
      .select()
      .from(reservations)
      .where(eq(reservations.kind, 'out_of_service'))
    expect(count).toHaveLength(0)
  })

  it.each([-1, 400, 61])('a turnaround of %i days', async (days) => {
    const res = await call('PUT', '/categories/car_seat/turnaround', admin, {
      turnaround_days: days,
    })
    expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_TURNAROUND'])
    const [row] = await suite.db
      .select()
      .from(gearCategories)
      .where(eq(gearCategories.category, 'car_seat'))
    expect(row!.turnaroundDays).toBe(1)
  })

  it('an asset tag already used, and a gear item that does not exist', async () => {
    const taken = await call('POST', '/locations/SVQ/units', admin, {
      gear_id: suite.ids['ZST417-Y']!,
      asset_tag: 'SVQ-ZCS123-K-001',
    })
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'ASSET_TAG_TAKEN'])
    const unknown = await call('POST', '/locations/SVQ/units', admin, {
      gear_id: '00000000-0000-4000-8000-000000000000',
    })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'UNKNOWN_GEAR'])
    expect((await inventoryItem('ZST417-Y')).units).toHaveLength(3)
  })

  it('a unit added to a delivery zone, which delivers the units of the location it is served from', async () => {
    const before = await tableDigests(suite.db, new Set(['login_throttles']))
    const res = await call('POST', '/locations/SVQ-CITY/units', admin, {
      gear_id: suite.ids['ZST417-Y']!,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'ZONE_HAS_NO_UNITS',
      message: 'SVQ-CITY delivers the units of SVQ: add units there.',
    })
    expect(
      changedTables(before, await tableDigests(suite.db, new Set(['login_throttles']))),
    ).toEqual([])
  })

  it('a traveller changing a turnaround', async () => {
    const res = await call('PUT', '/categories/car_seat/turnaround', traveller, {
      turnaround_days: 5,
    })
    expect(res.statusCode).toBe(403)
    const list = await call('GET', '/categories', moderator)
    expect(list.json().categories).toContainEqual({ category: 'car_seat', turnaround_days: 1 })
  })
})

describe('the API reference', () => {
  it('documents every inventory endpoint with its bearer security', async () => {
    const doc = (await suite.app.inject({ url: '/api/docs/json' })).json()
    const desk = Object.entries(
      doc.paths as Record<string, Record<string, { security?: unknown; tags?: string[] }>>,
    )
      .filter(([path]) => /^\/api\/desk\/(locations|categories)\b/.test(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      )
    expect(desk.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual([
      'GET /api/desk/categories',
      'GET /api/desk/locations/{code}/inventory',
      'GET /api/desk/locations/{code}/labels.pdf',
      'GET /api/desk/locations/{code}/maintenance',
      'POST /api/desk/locations/{code}/units',
      'POST /api/desk/locations/{code}/units/{asset_tag}/back-in-service',
      'POST /api/desk/locations/{code}/units/{asset_tag}/incidents',
      'POST /api/desk/locations/{code}/units/{asset_tag}/inspections',
      'POST /api/desk/locations/{code}/units/{asset_tag}/out-of-service',
      'POST /api/desk/locations/{code}/units/{asset_tag}/retire',
      'PUT /api/desk/categories/{category}/turnaround',
      'PUT /api/desk/locations/{code}/units/{asset_tag}/safety-dates',
    ])
    for (const { op } of desk) {
      expect(op.security).toEqual([{ bearer: [] }])
      expect(op.tags).toEqual(['desk'])
    }
  })
})
