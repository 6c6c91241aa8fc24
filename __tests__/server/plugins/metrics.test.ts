import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { outboxEmails } from '../../../src/server/db/schema'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'

let ctx: TestContext
beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

/** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const values = text
    .split('\n')
    .map((line) => /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line))
    .filter((match) => match?.[1] === name)
    .filter((match) => {
      const found = Object.fromEntries(
        [...(match?.[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      )
      return Object.entries(labels).every(([key, value]) => found[key] === value)
    })
    .map((match) => Number(match?.[3]))
  if (values.length > 1) throw new Error(`${values.length} samples of ${name} match`)
  return values[0]
}

const scrape = async (app: FastifyInstance = ctx.app, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: '/api/metrics', headers })
  expect(res.statusCode).toBe(200)
  return res.body
}

async function withApp(env: Record<string, string>, use: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp(testConfig({ LOG_LEVEL: 'silent', ...env }), {
    database: ctx.database,
  })
  try {
    await use(app)
  } finally {
    await app.close()
  }
}

describe('request metrics', () => {
  it('counts requests and their latency by route pattern, method and status class', async () => {
    const before = await scrape()
    const health = { method: 'GET', route: '/api/health', status_class: '2xx' }
    const healthBefore = sample(before, 'tinytrip_http_requests_total', health) ?? 0
    for (let i = 0; i < 3; i++) await ctx.app.inject({ url: '/api/health' })
    await ctx.app.inject({ url: `/api/gear/${randomUUID()}` })
    await ctx.app.inject({ url: '/api/nowhere' })

    const text = await scrape()
    expect(text).toContain('# TYPE tinytrip_http_request_duration_seconds histogram')
    expect(sample(text, 'tinytrip_http_requests_total', health)).toBe(healthBefore + 3)
    expect(sample(text, 'tinytrip_http_request_duration_seconds_count', health)).toBe(
      healthBefore + 3,
    )
    expect(
      sample(text, 'tinytrip_http_request_duration_seconds_bucket', { ...health, le: '+Inf' }),
    ).toBe(healthBefore + 3)
    const gear = { method: 'GET', route: '/api/gear/:id', status_class: '4xx' }
    expect(sample(text, 'tinytrip_http_requests_total', gear)).toBe(1)
    expect(sample(text, 'tinytrip_http_requests_total', { route: 'unmatched' })).toBe(1)
    expect(text).not.toMatch(/route="\/api\/gear\/[0-9a-f]{8}-/)
    expect(text).not.toContain('/api/nowhere')
  })

  it('exposes the process metrics beside ours in the Prometheus text format', async () => {
    const res = await ctx.app.inject({ url: '/api/metrics' })
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
  })
})

describe('outbox and payment metrics', () => {
  it('reports the emails waiting to be sent and those that failed', async () => {
    const before = await scrape()
    const email = {
      toAddress: 'queue@example.com',
      language: 'en' as const,
      template: 'test',
      subject: 's',
      textBody: 't',
      htmlBody: 'h',
    }
    await ctx.app.db
      .insert(outboxEmails)
      .values([email, email, { ...email, status: 'failed' as const, attempts: 8 }])
    const after = await scrape()
    const delta = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0)
    expect(delta('tinytrip_outbox_pending_emails')).toBe(2)
    expect(delta('tinytrip_outbox_failed_emails')).toBe(1)
  })

  it('counts payment webhooks it refuses', async () => {
    const failures = async () =>
      sample(await scrape(), 'tinytrip_payment_webhook_failures_total', { status: '400' }) ?? 0
    const before = await failures()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'sandbox-signature': 't=1,v1=forged' },
      payload: { id: 'evt_forged', type: 'checkout.session.completed' },
    })
    expect(res.statusCode).toBe(400)
    expect(await failures()).toBe(before + 1)
  })
})

describe('who may read the metrics', () => {
  const token = 'scrape-0123456789abcdef'

  it('hides them when METRICS is off', async () => {
    await withApp({ METRICS: 'off' }, async (app) => {
      const res = await app.inject({ url: '/api/metrics' })
      expect([res.statusCode, res.json().code]).toEqual([404, 'ROUTE_NOT_FOUND'])
    })
  })

  it('hides them in production unless configured', async () => {
    await withApp({ NODE_ENV: 'production' }, async (app) => {
      expect((await app.inject({ url: '/api/metrics' })).statusCode).toBe(404)
    })
  })

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    await withApp({ NODE_ENV: 'production', METRICS_TOKEN: token }, async (app) => {
      for (const authorization of [undefined, 'Bearer wrong-token', token]) {
        const res = await app.inject({
          url: '/api/metrics',
          headers: authorization ? { authorization } : {},
        })
        expect(res.statusCode).toBe(401)
        expect(res.json()).toMatchObject({ success: false, code: 'AUTH_REQUIRED' })
        expect(res.body).not.toContain(token)
      }
      const text = await scrape(app, { authorization: `Bearer ${token}` })
      expect(text).toContain('tinytrip_http_requests_total')
    })
  })

  it('documents the endpoint in the API reference', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json()
    expect(doc.paths['/api/metrics'].get.tags).toEqual(['system'])
  })
})
