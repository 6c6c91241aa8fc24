import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext
let clientDir: string
const publicUrl = 'https://tinytrip.example'

// The built app is hosted too, so the test shows the XML route wins over the page fallback.
beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-sitemap-'))
  await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
  ctx = await startTestApp({ PUBLIC_URL: publicUrl, CLIENT_DIR: clientDir })
})
afterAll(async () => {
  await stopTestApp(ctx)
  await fs.rm(clientDir, { recursive: true, force: true })
})

interface Alternate {
  '@_rel': string
  '@_hreflang': string
  '@_href': string
}
interface UrlEntry {
  loc: string
  lastmod?: string
  'xhtml:link': Alternate[]
}

async function fetchSitemap() {
  const res = await ctx.app.inject({ url: '/sitemap.xml' })
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  })
  return {
    res,
    doc: parser.parse(res.body) as { urlset: { url: UrlEntry[] } & Record<string, string> },
  }
}

describe('GET /sitemap.xml', () => {
  it('is a valid sitemaps.org XML document served as XML', async () => {
    const { res, doc } = await fetchSitemap()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(XMLValidator.validate(res.body)).toBe(true)
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
  })

  it('lists every public page and article in English and Spanish with absolute URLs', async () => {
    const { doc } = await fetchSitemap()
    const locs = doc.urlset.url.map((url) => url.loc)
    for (const path of [
      '/',
      '/how-it-works',
      '/blog',
      '/article/car-seat-rules-spain',
      '/article/travelling-with-a-toddler-through-svq',
      '/article/what-to-expect-at-pickup',
      '/article/choosing-a-travel-cot',
    ]) {
      expect(locs).toContain(`${publicUrl}${path}?lang=en`)
      expect(locs).toContain(`${publicUrl}${path}?lang=es`)
    }
    expect(locs).toContain(`${publicUrl}/legal/en`)
    expect(locs).toContain(`${publicUrl}/legal/es`)
    expect(locs.some((loc) => /search|login|booking/.test(loc))).toBe(false)
  })

  it('gives every page its English, Spanish and default alternates', async () => {
    const { doc } = await fetchSitemap()
    const legalEs = doc.urlset.url.find((url) => url.loc === `${publicUrl}/legal/es`)
    expect(legalEs?.['xhtml:link']).toEqual([
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': `${publicUrl}/legal/en` },
      { '@_rel': 'alternate', '@_hreflang': 'es', '@_href': `${publicUrl}/legal/es` },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': `${publicUrl}/legal/en` },
    ])
    const article = doc.urlset.url.find(
      (url) => url.loc === `${publicUrl}/article/choosing-a-travel-cot?lang=en`,
    )
    expect(article?.['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', `${publicUrl}/article/choosing-a-travel-cot?lang=en`],
      ['es', `${publicUrl}/article/choosing-a-travel-cot?lang=es`],
      ['x-default', `${publicUrl}/article/choosing-a-travel-cot`],
    ])
    expect(new Date(article?.lastmod ?? '').getTime()).not.toBeNaN()
  })

  it('is answered by the server rather than by the page fallback, even for a browser', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml', headers: { accept: 'text/html' } })
    expect(res.headers['content-type']).toContain('application/xml')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.body).not.toContain('<div id="root">')
    const page = await ctx.app.inject({ url: '/blog', headers: { accept: 'text/html' } })
    expect(page.body).toContain('<div id="root">')
  })
})
