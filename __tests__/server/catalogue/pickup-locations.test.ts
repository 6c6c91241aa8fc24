import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

const list = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/pickup-locations${query}` })
  return { status: res.statusCode, body: res.json() }
}

describe('GET /api/pickup-locations', () => {
  it('lists Seville airport with its time zone, weekly hours and closed days', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    const svq = body.items.find((item: { code: string }) => item.code === 'SVQ')
    expect(svq).toMatchObject({
      name: 'Seville Airport (SVQ)',
      names: { en: 'Seville Airport (SVQ)', es: 'Aeropuerto de Sevilla (SVQ)' },
      type: 'collection',
      city: 'Seville',
      time_zone: 'Europe/Madrid',
      operating_hours: { monday: { open: '07:00', close: '23:00' } },
    })
    expect(svq.closed_days).toContain('2026-12-25')
    expect(body.items.length).toBeGreaterThanOrEqual(2)
  })

  it('searches by code, name in either language, city and type', async () => {
    expect((await list('?search=svq')).body.items.map((l: { code: string }) => l.code)).toEqual([
      'SVQ',
      'SVQ-CITY',
    ])
    expect(
      (await list('?search=estación')).body.items.map((l: { code: string }) => l.code),
    ).toEqual(['SJA'])
    expect((await list('?city=sevi')).body.items.length).toBeGreaterThanOrEqual(2)
    expect((await list('?type=delivery')).body.items.map((l: { code: string }) => l.code)).toEqual([
      'SVQ-CITY',
    ])
  })

  it('shows a delivery zone with the stock it is served from, its area, postal codes and lead time', async () => {
    const { body } = await list('?type=delivery&lang=es')
    const [zone] = body.items
    expect(zone).toMatchObject({
      code: 'SVQ-CITY',
      name: 'Entrega en Sevilla ciudad',
      type: 'delivery',
      operating_hours: { sunday: { open: '09:00', close: '21:00' } },
      delivery: {
        served_from: 'SVQ',
        area: 'Sevilla ciudad (códigos postales 41001 a 41020)',
        lead_time: { days_before: 1, cutoff: '18:00' },
      },
    })
    expect(zone.delivery.postal_codes).toHaveLength(20)
    expect(zone.delivery.postal_codes).toEqual(expect.arrayContaining(['41001', '41020']))
    expect(zone.delivery.postal_codes).not.toContain('41021')
    expect(zone.closed_days).toContain('2026-12-25')
    const svq = (await list('?search=SVQ')).body.items.find(
      (l: { code: string }) => l.code === 'SVQ',
    )
    expect(svq.delivery).toBeNull()
  })

  it('treats wildcard characters as text', async () => {
    expect((await list('?search=%25')).body.items).toEqual([])
    expect((await list('?search=_')).body.items).toEqual([])
  })

  it('answers names in the language asked for', async () => {
    const res = await ctx.app.inject({
      url: '/api/pickup-locations?search=SVQ',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    })
    expect(res.json().items[0].name).toBe('Aeropuerto de Sevilla (SVQ)')
    expect((await list('?search=SVQ&lang=en')).body.items[0].name).toBe('Seville Airport (SVQ)')
  })

  it('honours the limit and refuses out-of-range or malformed ones', async () => {
    expect((await list('?limit=1')).body.items).toHaveLength(1)
    for (const bad of ['0', '-1', '101', '99999999999', 'abc', '1.5']) {
      const { status, body } = await list(`?limit=${bad}`)
      expect([status, body.code]).toEqual([400, 'VALIDATION_FAILED'])
    }
  })

  it('refuses an unknown type and overlong search text', async () => {
    expect((await list('?type=teleport')).status).toBe(400)
    expect((await list(`?search=${'a'.repeat(101)}`)).status).toBe(400)
  })

  it('returns no rows for an injection attempt instead of failing', async () => {
    const attack = encodeURIComponent("' OR 1=1; DROP TABLE pickup_locations; --")
    const { status, body } = await list(`?search=${attack}`)
    expect([status, body.items]).toEqual([200, []])
    expect((await list()).body.items.length).toBeGreaterThanOrEqual(2)
  })
})

describe('GET /api/pickup-locations/:code', () => {
  it('returns one location in the language asked for', async () => {
    const res = await ctx.app.inject({ url: '/api/pickup-locations/SJA?lang=es' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      code: 'SJA',
      name: 'Estación de tren Sevilla-Santa Justa',
      operating_hours: { sunday: null },
    })
  })

  it('gives the address in the language asked for', async () => {
    const res = await ctx.app.inject({ url: '/api/pickup-locations/SVQ?lang=es' })
    expect(res.json().address).toBe(
      'Vestíbulo de llegadas, Aeropuerto de Sevilla, Autovía A-4 km 532, 41020 Sevilla',
    )
  })

  it('answers 404 NOT_FOUND for an unknown code and 400 for a malformed one', async () => {
    const missing = await ctx.app.inject({ url: '/api/pickup-locations/XXX' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      success: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Pickup location XXX was not found',
    })
    const malformed = await ctx.app.inject({ url: '/api/pickup-locations/%3Cb%3E' })
    expect(malformed.statusCode).toBe(400)
  })
})
