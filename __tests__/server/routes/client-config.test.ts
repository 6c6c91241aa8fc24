import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import type { Database } from '../../../src/server/db/client'
import { testConfig } from '../support/testApp'
import { createTestDatabase } from '../support/testDatabase'
import { ConfigError, loadConfig } from '../../../src/server/config'

describe('analytics configuration', () => {
  // Two configurations over one database: the answer depends on the configuration only.
  let database: Database
  let plain: { app: FastifyInstance }
  let measured: { app: FastifyInstance }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false })
    plain = { app: await buildApp(testConfig(), { database }) }
    measured = {
      app: await buildApp(testConfig({ GA_MEASUREMENT_ID: 'G-TEST12345' }), { database }),
    }
  })
  afterAll(async () => {
    await plain?.app.close()
    await measured?.app.close()
    await database?.close()
  })

  it('tells the app there is no measurement id by default, and keeps the CSP to our origin', async () => {
    const res = await plain.app.inject({ url: '/api/client-config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ analytics_measurement_id: null })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toContain('google')
  })

  it('hands over the configured id and allows only the Google Analytics hosts', async () => {
    const res = await measured.app.inject({ url: '/api/client-config' })
    expect(res.json()).toEqual({ analytics_measurement_id: 'G-TEST12345' })
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://*.googletagmanager.com;")
    expect(csp).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    )
    expect(csp).not.toContain('unsafe-inline')
  })

  it('refuses a malformed measurement id at start-up', () => {
    for (const bad of ['UA-12345-1', 'G-', 'G-abc<script>', 'G-TEST 1']) {
      expect(() => loadConfig({ GA_MEASUREMENT_ID: bad })).toThrow(ConfigError)
    }
    expect(loadConfig({ GA_MEASUREMENT_ID: ' G-ABCD1234 ' }).analyticsMeasurementId).toBe(
      'G-ABCD1234',
    )
    expect(loadConfig({}).analyticsMeasurementId).toBeNull()
  })
})
