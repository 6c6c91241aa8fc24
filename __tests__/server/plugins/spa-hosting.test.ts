import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import type { Database } from '../../../src/server/db/client'
import { createTestDatabase } from '../support/testDatabase'
import { testConfig } from '../support/testApp'

const page = '<!doctype html><div id="root"></div>'
const script = 'console.log("TinyTrip")'
const home: Record<string, string> = {
  en: '<div id="root" data-prerendered="en"><h1>Travel gear</h1></div>',
  es: '<div id="root" data-prerendered="es"><h1>Equipo de viaje</h1></div>',
}
let clientDir: string
let database: Database
let app: FastifyInstance

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-client-'))
  await fs.mkdir(path.join(clientDir, 'assets'))
  await fs.writeFile(path.join(clientDir, 'index.html'), page)
  await fs.writeFile(path.join(clientDir, 'assets', 'main.0123456789.js'), script)
  await fs.writeFile(
    path.join(clientDir, 'assets', 'main.0123456789.js.br'),
    zlib.brotliCompressSync(script),
  )
  await fs.writeFile(path.join(clientDir, 'assets', 'main.0123456789.js.gz'), zlib.gzipSync(script))
  await fs.writeFile(path.join(clientDir, 'index.html.br'), zlib.brotliCompressSync(page))
  await fs.writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *')
  await fs.writeFile(path.join(clientDir, 'desk-sw.js'), script)
  for (const language of ['en', 'es']) {
    await fs.mkdir(path.join(clientDir, 'prerendered', language), { recursive: true })
    await fs.writeFile(path.join(clientDir, 'prerendered', language, 'index.html'), home[language]!)
  }
  database = await createTestDatabase({ seed: false })
  app = await buildApp(testConfig({ CLIENT_DIR: clientDir }), { database })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await fs.rm(clientDir, { recursive: true, force: true })
})

describe('hosting the built SPA', () => {
  it.each([
    ['en', {}, 'en'],
    ['es', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }, 'es'],
    ['the link', { 'accept-language': 'es-ES' }, 'en', '/?lang=en'],
  ])(
    'answers a prerendered public page with its HTML in the %s language',
    async (_case, headers, language, url = '/') => {
      const res = await app.inject({ url, headers: { accept: 'text/html', ...headers } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.vary).toContain('accept-language')
      expect(res.body).toBe(home[language])
    },
  )

  it.each(['/search', '/gear/123', '/booking/reference/TT-ABC', '/legal/es?x=1'])(
    'answers the page path %s with index.html, never cached',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/main.0123456789.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => zlib.gunzipSync(body)],
  ])(
    'sends a hashed script as its %s copy to a browser accepting it',
    async (encoding, accept, decode) => {
      const res = await app.inject({
        url: '/assets/main.0123456789.js',
        headers: { 'accept-encoding': accept },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['content-type']).toContain('javascript')
      expect(res.headers.vary).toContain('accept-encoding')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(decode(res.rawPayload).toString()).toBe(script)
    },
  )

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await app.inject({ url: '/assets/main.0123456789.js' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(script)
  })

  it('sends a page path as compressed HTML that is still never cached', async () => {
    const res = await app.inject({ url: '/gear/123', headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page)
  })

  it('serves other static files with a short cache', async () => {
    const res = await app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
  })

  it("asks again for the desk's service worker every time, so a new build reaches the desk", async () => {
    const res = await app.inject({ url: '/desk-sw.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('sends browsers asking for /favicon.ico to the SVG icon', async () => {
    const res = await app.inject({ url: '/favicon.ico' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/favicon.svg')
  })

  it('answers a missing file and unknown API paths with JSON 404s, not the page', async () => {
    for (const url of ['/assets/missing.js', '/api/gear-nope', '/api']) {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('ROUTE_NOT_FOUND')
    }
  })

  it('does not serve the page for other methods', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/search' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('ROUTE_NOT_FOUND')
  })
})
