import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import type { Database } from '../../../src/server/db/client'
import { gear } from '../../../src/server/db/schema'
import { createTestDatabase } from '../support/testDatabase'
import { testConfig } from '../support/testApp'

// The search and gear pages' HTML rendered at build time (scripts/build/prerender.js), as the
// server picks and fills it; the files stand in for the build's.
const index = '<!doctype html><div id="root"></div>'
const search: Record<string, string> = {
  en: '<div id="root" data-prerendered="shell"><h1>Search gear</h1></div>',
  es: '<div id="root" data-prerendered="shell"><h1>Buscar equipo</h1></div>',
}
const gearTemplate = (language: string) =>
  `<html lang="${language}"><head><title>__GEAR_NAME__ · TinyTrip</title>` +
  '<link rel="preload" as="image" href="__GEAR_IMAGE__"><!--build-time-answers--></head>' +
  '<body><div id="root" data-prerendered="shell"><img src="__GEAR_IMAGE__" alt="">' +
  '<div class="row" data-gear-thumbnails=""><span><img src="__GEAR_THUMBNAIL__" alt=""></span></div>' +
  '<h1>__GEAR_NAME__</h1></div></body></html>'

/** A name no page may write as it is: it would close the answer's element and run a script. */
const HOSTILE_NAME = '</script><script>alert(1)</script><b>Pushchair</b> & "co"'
/** Pictures whose addresses would end their attribute if written as they are. */
const PICTURES = [
  { url: '/images/gear/a.jpg" onerror="alert(1)', alt: { en: 'Front', es: 'Delante' } },
  { url: '/images/gear/b.jpg', alt: { en: 'Folded', es: 'Plegado' } },
]

let clientDir: string
let database: Database
let app: FastifyInstance
let gearId: string
let otherId: string

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-shells-'))
  await fs.writeFile(path.join(clientDir, 'index.html'), index)
  for (const language of ['en', 'es']) {
    await fs.mkdir(path.join(clientDir, 'prerendered', language), { recursive: true })
    await fs.writeFile(
      path.join(clientDir, 'prerendered', language, 'search.html'),
      search[language]!,
    )
    await fs.mkdir(path.join(clientDir, 'prerendered-templates', language), { recursive: true })
    await fs.writeFile(
      path.join(clientDir, 'prerendered-templates', language, 'gear.html'),
      gearTemplate(language),
    )
  }
  database = await createTestDatabase()
  const rows = await database.db.select({ id: gear.id, names: gear.names }).from(gear).limit(2)
  gearId = rows[0]!.id
  otherId = rows[1]!.id
  await database.db
    .update(gear)
    .set({ names: { en: HOSTILE_NAME, es: 'Silla <i>de</i> paseo' }, images: PICTURES })
    .where(eq(gear.id, gearId))
  await database.db
    .update(gear)
    .set({ images: PICTURES.slice(1) })
    .where(eq(gear.id, otherId))
  app = await buildApp(testConfig({ CLIENT_DIR: clientDir }), { database })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await fs.rm(clientDir, { recursive: true, force: true })
})

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', ...headers } })

/** The API answer the gear page's HTML carries for the app's first render. */
function carriedAnswer(html: string) {
  const json = /<script type="application\/json" id="build-time-answers">(.*?)<\/script>/s.exec(
    html,
  )?.[1]
  return JSON.parse(json!) as { endpointName: string; arg: unknown; value: { name: string } }[]
}

describe('the search page’s shell', () => {
  it.each([
    ['/search', {}, 'en'],
    ['/search', { 'accept-language': 'es-ES,es;q=0.9' }, 'es'],
    ['/search?lang=es', { 'accept-language': 'en' }, 'es'],
    [
      '/search?pickup_location_code=SVQ&start_date=2030-05-01&end_date=2030-05-04&basketOpen=true',
      { 'accept-language': 'es' },
      'es',
    ],
  ])('answers %s with the shell in the visitor’s language', async (url, headers, language) => {
    const res = await page(url, headers)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toContain('accept-language')
    expect(res.body).toBe(search[language])
  })

  it('writes nothing of its address into the page', async () => {
    const res = await page('/search?pickup_location_code=%3Cscript%3Ealert(1)%3C/script%3E')
    expect(res.body).toBe(search.en)
  })

  it('goes out as the build’s brotli copy when there is one', async () => {
    await fs.writeFile(
      path.join(clientDir, 'prerendered', 'en', 'search.html.br'),
      zlib.brotliCompressSync(search.en!),
    )
    const res = await page('/search', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(search.en)
  })
})

describe('the gear page’s shell', () => {
  it('shows the item’s name and picture, escaped, with the API’s answer for the app', async () => {
    const res = await page(`/gear/${gearId}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toContain('accept-language')
    const escaped =
      '&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;b&#62;Pushchair&#60;/b&#62; &#38; &#34;co&#34;'
    expect(res.body).toContain(`<h1>${escaped}</h1>`)
    expect(res.body).toContain(`<title>${escaped} · TinyTrip</title>`)
    expect(res.body).not.toContain('<script>alert(1)')
    expect(res.body).not.toContain('__GEAR_')
    const picture = '/images/gear/a.jpg&#34; onerror=&#34;alert(1)'
    expect(res.body).toContain(`<img src="${picture}" alt="">`)
    expect(res.body).toContain(`<link rel="preload" as="image" href="${picture}">`)
    expect(res.body).toContain(
      `<div class="row" data-gear-thumbnails=""><span><img src="${picture}" alt=""></span>` +
        '<span><img src="/images/gear/b.jpg" alt=""></span></div>',
    )
    const api = await app.inject({ url: `/api/gear/${gearId}?lang=en` })
    expect(carriedAnswer(res.body)).toEqual([
      { endpointName: 'getGear', arg: { id: gearId, lang: 'en' }, value: api.json() },
    ])
  })

  it('is in the visitor’s language, chosen as for the public pages', async () => {
    const res = await page(`/gear/${gearId}`, { 'accept-language': 'es-ES,es;q=0.9' })
    expect(res.body).toContain('<html lang="es">')
    expect(res.body).toContain('<h1>Silla &#60;i&#62;de&#60;/i&#62; paseo</h1>')
    expect(carriedAnswer(res.body)[0]!.arg).toEqual({ id: gearId, lang: 'es' })
    const linked = await page(`/gear/${otherId}?lang=es`, { 'accept-language': 'en' })
    expect(linked.body).toContain('<html lang="es">')
    expect(carriedAnswer(linked.body)[0]!.value.name).toBe(
      (await app.inject({ url: `/api/gear/${otherId}?lang=es` })).json().name,
    )
  })

  it('shows no thumbnails for an item with one picture, as the page does', async () => {
    const res = await page(`/gear/${otherId}`)
    expect(res.body).toContain('<img src="/images/gear/b.jpg" alt="">')
    expect(res.body).not.toContain('data-gear-thumbnails')
  })

  it('goes out compressed as the browser accepts', async () => {
    const br = await page(`/gear/${otherId}`, { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>')
    const gzip = await page(`/gear/${otherId}`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<h1>')
  })

  it.each([
    ['an item not in the catalogue', '/gear/00000000-0000-4000-8000-000000000000'],
    ['an id that is no id', '/gear/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a path below an item', `/gear/{id}/photos`],
    ['an id in capitals, which the app would not find in the answer', '/gear/{ID}'],
  ])('leaves %s to the app’s own page (index.html)', async (_case, url) => {
    const res = await page(url.replace('{id}', gearId).replace('{ID}', gearId.toUpperCase()))
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(index)
  })
})
