import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { buildApp } from '../../../src/server/app'
import { Pool, type PoolClient } from 'pg'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'
import { describeOnPostgres } from '../support/testDatabase'

let ctx: TestContext
/** The app with two extra routes that exercise the framework-level error handling. */
let echo: FastifyInstance

beforeAll(async () => {
  ctx = await startTestApp()
  echo = await buildApp(testConfig(), { database: ctx.database })
  echo
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/api/test-echo',
      { schema: { body: Type.Object({ count: Type.Integer(), name: Type.String() }) } },
      async (request) => request.body,
    )
  echo.get('/api/test-crash', async () => {
    throw new Error('secret detail')
  })
})
afterAll(async () => {
  await echo?.close()
  await stopTestApp(ctx)
})

describe('health and readiness', () => {
  it('answers liveness with the version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String) })
  })

  it('is ready when the database answers, naming the driver', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json().database).toBe(ctx.database.kind)
  })

  it('is not ready (503, stable code) when the database stops answering', async () => {
    const failing = {
      ...ctx.database,
      ping: async () => {
        throw new Error('connection refused')
      },
    }
    const app = await buildApp(testConfig(), { database: failing })
    const res = await app.inject({ method: 'GET', url: '/api/ready' })
    await app.close()
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      success: false,
      statusCode: 503,
      code: 'NOT_READY',
      message: 'The database is not reachable.',
    })
  })
})

describe('bad requests get one clear JSON error shape', () => {
  it('answers an unknown API route with 404 ROUTE_NOT_FOUND', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({
      success: false,
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'Route GET /api/does-not-exist not found',
    })
  })

  it('answers malformed JSON with 400 INVALID_JSON and no stack trace', async () => {
    const res = await echo.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"count": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('INVALID_JSON')
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/)
  })

  it('answers a query that breaks the schema with 400 VALIDATION_FAILED and the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/pickup-locations?limit=-5' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'querystring/limit', message: 'must be >= 1' }],
    })
  })

  it.each([
    [{ count: '3', name: 'x' }, 'body/count'],
    [{ count: 3 }, 'body/name'],
    [{ count: 3, name: ['x'] }, 'body/name'],
    [[1, 2], 'body'],
  ])('refuses the JSON body %j without coercing types (%s)', async (payload, at) => {
    const res = await echo.inject({ method: 'POST', url: '/api/test-echo', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(res.json().details[0].path).toBe(at)
  })

  it('accepts a well-formed body and drops unknown fields', async () => {
    const res = await echo.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { count: 3, name: 'cot', role: 'admin' },
    })
    expect(res.json()).toEqual({ count: 3, name: 'cot' })
  })

  it('answers an unsupported content type with 415', async () => {
    const res = await echo.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-evil' },
      payload: 'x',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers an oversized body with 413', async () => {
    const res = await echo.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { count: 1, name: 'x'.repeat(300 * 1024) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it.each([
    ['an address that is not valid UTF-8', '/api/bookings/%ED%A0%80', 400],
    ['a path part over 200 characters', `/api/bookings/${'x'.repeat(201)}`, 414],
  ])('answers %s in the error shape', async (_case, url, status) => {
    const res = await ctx.app.inject({ url })
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ success: false, statusCode: status, code: 'BAD_REQUEST' })
  })

  it.each([
    ['a query', { url: '/api/dev/mail?to=a%00b@example.com' }, 'querystring/to'],
    [
      'a JSON body',
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@x.es', password: 'x' } },
      'body/email',
    ],
  ] as const)(
    'refuses a NUL character in %s with 400, not a database error',
    async (_case, request, at) => {
      const res = await ctx.app.inject(request)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: at }] })
    },
  )

  it('hides the details of an unexpected failure behind a 500 INTERNAL_ERROR', async () => {
    const res = await echo.inject({ method: 'GET', url: '/api/test-crash' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      success: false,
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    })
    expect(res.body).not.toContain('secret detail')
  })
})

describeOnPostgres('when every database connection is busy', () => {
  let pool: Pool
  let held: PoolClient
  let busy: FastifyInstance
  beforeAll(async () => {
    pool = new Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 1,
      connectionTimeoutMillis: 100,
    })
    held = await pool.connect()
    busy = await buildApp(testConfig(), { database: ctx.database })
    busy.get('/api/test-busy', async () => (await pool.query('select 1 as one')).rows)
  })
  afterAll(async () => {
    await busy?.close()
    held?.release()
    await pool?.end()
  })

  it('answers 503 SERVICE_BUSY with Retry-After instead of a 500', async () => {
    const res = await busy.inject({ method: 'GET', url: '/api/test-busy' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('2')
    expect(res.json()).toEqual({
      success: false,
      statusCode: 503,
      code: 'SERVICE_BUSY',
      message: 'We are very busy right now. Please try again in a moment.',
    })
  })
})

describe('security headers and request ids', () => {
  it('sends a strict CSP, no framing, nosniff and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain("'unsafe-eval'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps a well-formed request id from a proxy and replaces a hostile one', async () => {
    const kept = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42' },
    })
    expect(kept.headers['x-request-id']).toBe('edge-42')
    const replaced = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('API reference', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/pickup-locations/{code}']),
    )
    expect(doc.paths['/api/pickup-locations'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'limit', in: 'query' })]),
    )
  })

  it('serves the interactive reference page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('swagger-ui')
  })
})
