import { PassThrough } from 'node:stream'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../../src/server/app'
import { ConfigError, loadConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/client'
import { productionRefusals, productionWarnings } from '../../../src/server/production-safety'
import { promoCodes } from '../../../src/server/db/schema'
import { seedDemoData } from '../../../src/server/seed'
import { createTestDatabase } from '../support/testDatabase'

/** What an operator sets for a real production site. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://rent.tinytrip.es',
  STRIPE_SECRET_KEY: 'sk_live_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
  SMTP_URL: 'smtp://mail.tinytrip.es:587',
  INVOICE_ISSUER_TAX_ID: 'B12345674',
  INVOICE_ISSUER_NAME: 'TinyTrip Rentals S.L.',
  INVOICE_ISSUER_ADDRESS: 'Calle Feria 12, 41003 Sevilla, España',
}
const without = (name: keyof typeof PRODUCTION) => {
  const { [name]: _dropped, ...rest } = PRODUCTION
  return rest
}

describe('a production start refuses unsafe defaults, naming the setting that fixes each', () => {
  it('with nothing but NODE_ENV=production, names every setting it needs', () => {
    const refusals = productionRefusals(loadConfig({ NODE_ENV: 'production' }))
    expect(refusals).toHaveLength(3)
    expect(refusals.join('\n')).toMatch(/STRIPE_SECRET_KEY/)
    expect(refusals.join('\n')).toMatch(/PUBLIC_URL/)
    expect(refusals.join('\n')).toMatch(/SMTP_URL/)
    for (const refusal of refusals) expect(refusal).not.toContain('\n')
  })

  it('starts with the documented production settings, with nothing to warn about', () => {
    const config = loadConfig(PRODUCTION)
    expect(productionRefusals(config)).toEqual([])
    expect(productionWarnings(config)).toEqual([])
    expect(config).toMatchObject({
      seedDemoData: false,
      apiDocs: false,
      metrics: { enabled: false },
      mail: { capturePage: false },
      benchRoutes: false,
      trustProxy: false,
      testClock: false,
    })
  })

  it.each([
    ['STRIPE_SECRET_KEY', /payments would go to the built-in sandbox.*PAYMENTS=sandbox/],
    ['PUBLIC_URL', /links .* would point to localhost: set PUBLIC_URL/],
    ['SMTP_URL', /emails would be kept and never sent: set SMTP_URL/],
    ['INVOICE_ISSUER_TAX_ID', /invoices would carry a placeholder .* set INVOICE_ISSUER_TAX_ID/],
    [
      'INVOICE_ISSUER_NAME',
      /placeholder instead of the business's name and address: set INVOICE_ISSUER_NAME/,
    ],
    [
      'INVOICE_ISSUER_ADDRESS',
      /name and address: set INVOICE_ISSUER_NAME and INVOICE_ISSUER_ADDRESS/,
    ],
  ] as const)('without %s, refuses and says what to set', (name, reason) => {
    const env = name === 'STRIPE_SECRET_KEY' ? without('STRIPE_WEBHOOK_SECRET') : { ...PRODUCTION }
    delete (env as Record<string, string>)[name]
    expect(productionRefusals(loadConfig(env))).toEqual([expect.stringMatching(reason)])
  })

  it('refuses demo accounts, whose passwords are published', () => {
    expect(productionRefusals(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }))).toEqual([
      expect.stringMatching(/demo accounts .* set SEED_DEMO_DATA=false/),
    ])
  })

  it('refuses the test clock, through which anyone could move the time the server reads', async () => {
    const config = loadConfig({ ...PRODUCTION, TEST_CLOCK: 'true' })
    expect(productionRefusals(config)).toEqual([
      expect.stringMatching(/\/api\/test-clock: set TEST_CLOCK=false$/),
    ])
    // Nor does an app built without the launcher's check serve it.
    await expect(buildApp(config)).rejects.toThrow('TEST_CLOCK is refused in production')
  })

  it('allows a staging site to opt in to sandbox payments and captured mail, saying so', () => {
    const config = loadConfig({
      ...without('STRIPE_SECRET_KEY'),
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
      PAYMENTS: 'sandbox',
      MAIL_CAPTURE_PAGE: 'true',
    })
    expect(productionRefusals(config)).toEqual([])
    expect(productionWarnings(config)).toEqual([
      expect.stringMatching(/PAYMENTS=sandbox: test payments only/),
      expect.stringMatching(/MAIL_CAPTURE_PAGE=true/),
    ])
  })

  it('warns at start about the load-test route, the rate-limit allow list and open metrics', () => {
    const config = loadConfig({
      ...PRODUCTION,
      BENCH_ROUTES: 'true',
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      METRICS: 'on',
    })
    expect(productionWarnings(config)).toEqual([
      expect.stringMatching(/BENCH_ROUTES/),
      expect.stringMatching(/RATE_LIMIT_ALLOW_LIST/),
      expect.stringMatching(/METRICS=on without METRICS_TOKEN/),
    ])
  })

  it('never applies outside production', () => {
    expect(productionRefusals(loadConfig({}))).toEqual([])
    expect(productionWarnings(loadConfig({ NODE_ENV: 'test' }))).toEqual([])
  })

  it.each([
    [{ PAYMENTS: 'cash' }, 'PAYMENTS must be sandbox or stripe, got "cash"'],
    [
      { PAYMENTS: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'PAYMENTS=sandbox and STRIPE_SECRET_KEY cannot both be set',
    ],
    [{ PAYMENTS: 'stripe' }, 'PAYMENTS=stripe needs STRIPE_SECRET_KEY'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message))
  })
})

describe('a staging site in production mode', () => {
  let database: Database
  let clientDir: string
  const logs: string[] = []
  let app: Awaited<ReturnType<typeof buildApp>>

  beforeAll(async () => {
    // A database that once had the demo data (seeded in development).
    database = await createTestDatabase()
    await seedDemoData(database.db)
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staging-client-'))
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    )
    const logStream = new PassThrough()
    logStream.on('data', (line: Buffer) => logs.push(line.toString()))
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://staging.tinytrip.es',
      PAYMENTS: 'sandbox',
      MAIL_CAPTURE_PAGE: 'true',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: clientDir,
    })
    app = await buildApp(config, { database, logStream })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })

  it('locks every demo account that still has its published password, and says so', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@tinytrip.es', password: 'Admin#Demo2026' },
    })
    expect([login.statusCode, login.json().code]).toEqual([401, 'INVALID_CREDENTIALS'])
    const locked = logs.filter((line) => line.includes('Locked a demo account'))
    expect(locked.map((line) => JSON.parse(line).email).sort()).toEqual([
      'admin@tinytrip.es',
      'moderator@tinytrip.es',
      'traveller@tinytrip.es',
    ])
  })

  it('pauses the demo promo code printed in the README, and says so', async () => {
    const [code] = await database.db.select().from(promoCodes)
    expect([code?.code, code?.active]).toEqual(['SUMMER-10', false])
    expect(logs.some((line) => line.includes('Paused the demo promo code'))).toBe(true)
  })

  it('warns at every start that payments are tests', () => {
    expect(logs.some((line) => line.includes('PAYMENTS=sandbox: test payments only'))).toBe(true)
  })

  it('shows a test-payments banner on every page, in the visitor language', async () => {
    const page = await app.inject({ url: '/search', headers: { 'accept-language': 'es' } })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('<p class="test-payments" role="note" lang="es">')
    expect(page.body).toContain('no se cobra ninguna tarjeta')
    expect(page.body).toContain('<div id="root"></div>')
    const styles = await app.inject({ url: '/sandbox/banner.css' })
    expect(styles.statusCode).toBe(200)
  })

  it('serves no API reference by default', async () => {
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404)
  })
})
