import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { inlineScriptHashes } from '../../../src/server/plugins/security'
import type { Database } from '../../../src/server/db/client'
import { createTestDatabase } from '../support/testDatabase'
import { testConfig } from '../support/testApp'

let clientDir: string
let database: Database
let app: FastifyInstance

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-client-'))
  await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
  database = await createTestDatabase({ seed: false })
  app = await buildApp(testConfig({ CLIENT_DIR: clientDir, MAIL_CAPTURE_PAGE: 'true' }), {
    database,
  })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await fs.rm(clientDir, { recursive: true, force: true })
})

/** The Content-Security-Policy header as directive name -> sources. */
function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy']
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/**
 * Every page of the app, as the router names them (docs/product.md, Routes and guard), with a
 * sample parameter.
 */
const PAGE_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/search',
  '/gear/3f0c9a1e-0000-4000-8000-000000000001',
  '/quote/3f0c9a1e-0000-4000-8000-000000000002',
  '/booking/3f0c9a1e-0000-4000-8000-000000000003',
  '/booking/reference/TT-U8GCV5',
  '/booking/success-redirect',
  '/my-bookings',
  '/profile/3f0c9a1e-0000-4000-8000-000000000004',
  '/blog',
  '/article/3f0c9a1e-0000-4000-8000-000000000005',
  '/how-it-works',
  '/legal/en',
  '/legal/es',
  '/activate',
  '/no-such-page',
]

/** Pages the server renders itself: the sandbox card page, captured mail, the API reference. */
const SERVER_PAGES = ['/sandbox/checkout/cs_sandbox_unknown', '/dev/mail', '/api/docs/']

function expectStrictPolicy(res: LightMyRequestResponse) {
  const csp = cspOf(res)
  expect(csp.get('default-src')).toEqual(["'self'"])
  // Our own scripts only; the app's pages may compile WebAssembly (the desk scanner's barcode
  // polyfill, a file of ours), which lets no JavaScript be eval'd.
  const scripts = csp.get('script-src') ?? []
  expect(scripts.filter((source) => source !== "'wasm-unsafe-eval'")).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
  expect(csp.get('connect-src')).toEqual(["'self'"])
  expect(csp.get('style-src')?.[0]).toBe("'self'")
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['x-frame-options']).toBe('DENY')
}

describe('headers on every HTML page', () => {
  it.each(PAGE_ROUTES)('answers %s with a strict policy and no inline script', async (url) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expectStrictPolicy(res)
    expect(cspOf(res).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(cspOf(res).get('style-src')).toEqual(["'self'"])
    expect(res.headers['referrer-policy']).toBe(
      ['/reset-password', '/activate'].includes(url)
        ? 'no-referrer'
        : 'strict-origin-when-cross-origin',
    )
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it.each(SERVER_PAGES)('answers the server page %s with a strict script policy', async (url) => {
    const res = await app.inject({ url })
    expect(res.headers['content-type']).toContain('text/html')
    expectStrictPolicy(res)
    expect(String(res.headers['content-security-policy'])).not.toContain("'unsafe-eval'")
    expect(res.headers['referrer-policy']).toMatch(
      /^(no-referrer|strict-origin-when-cross-origin)$/,
    )
  })

  it('keeps the secret-carrying links of emails out of referrers, query string included', async () => {
    for (const url of ['/reset-password?token=abc123', '/activate?code=xyz789']) {
      const res = await app.inject({ url })
      expect(res.headers['referrer-policy']).toBe('no-referrer')
    }
    const similar = await app.inject({ url: '/activated-elsewhere' })
    expect(similar.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('lets only the API reference use inline styles, and never inline scripts', async () => {
    const docs = cspOf(await app.inject({ url: '/api/docs/' }))
    expect(docs.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    for (const url of ['/', '/dev/mail', '/sandbox/checkout/cs_sandbox_unknown']) {
      expect(cspOf(await app.inject({ url })).get('style-src')).toEqual(["'self'"])
    }
  })
})

describe('HSTS', () => {
  async function headerWith(env: Record<string, string>, headers: Record<string, string> = {}) {
    const other = await buildApp(testConfig(env), { database })
    const res = await other.inject({ url: '/api/health', headers })
    await other.close()
    return res.headers['strict-transport-security']
  }

  it('is sent when the public address is https', async () => {
    expect(await headerWith({ PUBLIC_URL: 'https://gear.example' })).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })

  it('is sent when a trusted proxy says the request came over https', async () => {
    expect(await headerWith({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(await headerWith({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' })).toBe(
      undefined,
    )
  })

  it('ignores X-Forwarded-Proto when no proxy is trusted, so a client cannot turn it on', async () => {
    expect(await headerWith({}, { 'x-forwarded-proto': 'https' })).toBeUndefined()
  })
})

describe('Google Analytics, once configured', () => {
  it('adds exactly the tag hosts to scripts, images and connections, and nothing inline', async () => {
    const measured = await buildApp(
      testConfig({ CLIENT_DIR: clientDir, GA_MEASUREMENT_ID: 'G-TEST12345' }),
      { database },
    )
    const csp = cspOf(await measured.inject({ url: '/' }))
    await measured.close()
    expect(csp.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://*.googletagmanager.com',
    ])
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ])
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
  })
})

describe("the page's own inline script", () => {
  it('is allowed by its SHA-256 alone, as the browser computes it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-inline-'))
    const code = "try{document.documentElement.dataset.theme='dark'}catch(e){}"
    await fs.writeFile(
      path.join(dir, 'index.html'),
      `<!doctype html><head><script>${code}</script><script defer src="/assets/main.js"></script></head>`,
    )
    const digest = createHash('sha256').update(code).digest('base64')
    expect(inlineScriptHashes(dir)).toEqual([`'sha256-${digest}'`])
    expect(inlineScriptHashes(null)).toEqual([])
    await fs.rm(dir, { recursive: true, force: true })
  })

  it("includes each prerendered page's inline scripts once, besides index.html's", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-inline-'))
    const theme = "try{document.documentElement.dataset.theme='dark'}catch(e){}"
    const start = 'addEventListener("DOMContentLoaded",function(){})'
    const page = `<!doctype html><head><script>${theme}</script><script>${start}</script></head>`
    await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html><script>${theme}</script>`)
    for (const language of ['en', 'es']) {
      await fs.mkdir(path.join(dir, 'prerendered', language), { recursive: true })
      await fs.writeFile(path.join(dir, 'prerendered', language, 'index.html'), page)
    }
    const hashOf = (code: string) =>
      `'sha256-${createHash('sha256').update(code).digest('base64')}'`
    expect(inlineScriptHashes(dir)).toEqual([hashOf(theme), hashOf(start)])
    await fs.rm(dir, { recursive: true, force: true })
  })
})
