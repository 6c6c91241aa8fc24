import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app'
import type { Database } from '../../src/server/db/client'
import { createTestDatabase } from './support/testDatabase'
import { testConfig } from './support/testApp'

let clientDir: string
let database: Database
let app: FastifyInstance

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-client-'))
  await fs.mkdir(path.join(clientDir, 'assets'))
  await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
  await fs.writeFile(path.join(clientDir, 'assets', 'main.0123456789.js'), 'console.log(1)')
  await fs.writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *')
  database = await createTestDatabase({ seed: false })
  app = await buildApp(testConfig({ CLIENT_DIR: clientDir }), { database })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await fs.rm(clientDir, { recursive: true, force: true })
})

describe('hosting the built SPA', () => {
  it.each(['/', '/search', '/gear/123', '/booking/reference/TT-ABC', '/legal/es?x=1'])(
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

  it('serves other static files with a short cache', async () => {
    const res = await app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
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
