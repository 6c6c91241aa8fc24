import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { redactUrl } from '../../../src/server/logging'
import { activatedTraveller, logIn } from '../support/accounts'
import { cityAddress, deliveryCheckout } from '../support/delivery'
import { book, createQuote, gearIds } from '../support/bookings'
import { captureLogs } from '../support/logs'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'

let ctx: TestContext
let app: FastifyInstance
let logs: ReturnType<typeof captureLogs>

beforeAll(async () => {
  ctx = await startTestApp()
  logs = captureLogs()
  app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
    database: ctx.database,
    logStream: logs.stream,
  })
})
afterAll(async () => {
  await app?.close()
  await stopTestApp(ctx)
})

/** The one "request completed" line of the request that got `requestId`. */
function requestLine(requestId: unknown) {
  const found = logs
    .lines()
    .filter((line) => line.request_id === requestId && line.msg === 'request completed')
  expect(found).toHaveLength(1)
  return found[0]!
}

describe('request logs', () => {
  it('write one line for a login with its id, route, status and duration, and no secrets', async () => {
    const traveller = await activatedTraveller(app)
    const login = await logIn(app, traveller.email, traveller.password)
    expect(login.statusCode).toBe(200)
    const { access_token, refresh_token } = login.json()
    const wrong = await logIn(app, traveller.email, 'Wrong#Password9')
    expect(wrong.statusCode).toBe(401)
    await app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${access_token}` },
    })

    expect(requestLine(login.headers['x-request-id'])).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      request_id: login.headers['x-request-id'],
      method: 'POST',
      url: '/api/auth/login',
      route: '/api/auth/login',
      status: 200,
      duration_ms: expect.any(Number),
      msg: 'request completed',
    })
    expect(requestLine(wrong.headers['x-request-id'])).toMatchObject({ status: 401 })
    const text = logs.text()
    for (const secret of [traveller.password, 'Wrong#Password9', access_token, refresh_token]) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toContain(access_token.split('.')[2])
  })

  it('redact emails and phone numbers in query strings, whatever the parameter is called', async () => {
    const res = await app.inject({
      url:
        '/api/gear?pickup_location_code=SVQ&email=ana%40example.com&phone=%2B34%20612%20345%20678' +
        '&contact=ana.garcia%40example.com&mobile=612345678&start_date=2027-04-09&limit=5',
    })
    const { url, route } = requestLine(res.headers['x-request-id'])
    expect(route).toBe('/api/gear')
    expect(url).toBe(
      '/api/gear?pickup_location_code=SVQ&email=%5Bredacted%5D&phone=%5Bredacted%5D' +
        '&contact=%5Bredacted%5D&mobile=%5Bredacted%5D&start_date=2027-04-09&limit=5',
    )
    // Ids, times and durations are random digits that may happen to read "612".
    const text = logs
      .lines()
      .map(({ request_id: _id, time: _time, pid: _pid, duration_ms: _ms, ...said }) =>
        JSON.stringify(said),
      )
      .join('\n')
    for (const personal of ['ana', 'example.com', '612', '345 678']) {
      expect(text).not.toContain(personal)
    }
  })
})

describe('the delivery address', () => {
  it('never reaches the logs, whether the quote is taken, changed, booked or refused', async () => {
    const traveller = await activatedTraveller(app)
    const { access_token } = (await logIn(app, traveller.email, traveller.password)).json()
    const auth = { authorization: `Bearer ${access_token}` }
    const { 'ZCS123-K': carSeat } = await gearIds(app)
    const address = cityAddress({
      street: 'Calle Zaragozaplatería',
      place_name: 'Casa Mirabelle',
      instructions: 'Knock on the blue door',
    })
    const quote = await createQuote(
      app,
      auth,
      deliveryCheckout([carSeat!], { delivery_address: address }),
    )
    expect(quote.statusCode).toBe(201)
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote.json()._id}`,
      headers: auth,
      payload: { delivery_address: { ...address, number: '77B' } },
    })
    expect(changed.statusCode).toBe(200)
    expect((await book(app, auth, quote.json()._id)).statusCode).toBe(201)
    const outside = await createQuote(
      app,
      auth,
      deliveryCheckout([carSeat!], { delivery_address: { ...address, postal_code: '41092' } }),
    )
    expect(outside.statusCode).toBe(422)

    const text = logs.text()
    expect(text).toContain('/api/quotes')
    for (const personal of ['Zaragozaplatería', 'Casa Mirabelle', 'blue door', '77B']) {
      expect(text).not.toContain(personal)
    }
  })
})

describe('a database failure', () => {
  it('is logged with its SQL state, constraint and table, never the values of the query', async () => {
    const traveller = await activatedTraveller(app)
    const { access_token } = (await logIn(app, traveller.email, traveller.password)).json()
    const { 'ZCS123-K': carSeat } = await gearIds(app)
    // A constraint no new quote meets: its failure carries the whole row in the query's
    // parameters and in PostgreSQL's detail ("Failing row contains ...").
    await app.db.execute(
      sql.raw('alter table quotes add constraint test_no_new_quotes check (false) not valid'),
    )
    try {
      const res = await createQuote(
        app,
        { authorization: `Bearer ${access_token}` },
        deliveryCheckout([carSeat!], {
          phone: '+34 699 871 453',
          notes: 'Grandma Obdulia comes too',
          delivery_address: cityAddress({
            street: 'Calle Quintiliano',
            place_name: 'Villa Escorzonera',
            instructions: 'Ring twice at the green gate',
          }),
        }),
      )
      expect(res.statusCode).toBe(500)
      expect(res.json().code).toBe('INTERNAL_ERROR')
      const failed = logs
        .lines()
        .filter((line) => line.request_id === res.headers['x-request-id'] && line.err)
      expect(failed.length).toBeGreaterThan(0)
      for (const line of failed) {
        expect(line.err).toMatchObject({
          type: 'DrizzleQueryError',
          sql_state: '23514',
          constraint: 'test_no_new_quotes',
          table: 'quotes',
        })
      }
    } finally {
      await app.db.execute(sql.raw('alter table quotes drop constraint test_no_new_quotes'))
    }
    const text = logs.text()
    for (const personal of [
      '699 871 453',
      '699871453',
      'Obdulia',
      'Quintiliano',
      'Escorzonera',
      'green gate',
      traveller.email,
      'Failing row',
      'params:',
    ]) {
      expect(text).not.toContain(personal)
    }
  })
})

describe('redactUrl', () => {
  it.each([
    ['/api/users/activate?code=abc123', '/api/users/activate?code=%5Bredacted%5D'],
    ['/booking/success?session_id=cs_1&x=1', '/booking/success?session_id=%5Bredacted%5D&x=1'],
    ['/api/x?q=call+%2B44+20+7946+0958', '/api/x?q=%5Bredacted%5D'],
    ['/api/x?Email=A%40B.es?more', '/api/x?Email=%5Bredacted%5D'],
    ['/api/gear?limit=50&offset=100&lang=es', '/api/gear?limit=50&offset=100&lang=es'],
    ['/api/health', '/api/health'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged)
  })
})
