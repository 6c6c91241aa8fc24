import { eq } from 'drizzle-orm'
import { articles } from '../../../src/server/db/schema'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ url, headers })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

type Block = { type: string; content?: Inline[]; items?: Inline[][]; text?: string }
type Inline = { type: string; text: string; href?: string }

const inlinesOf = (blocks: Block[]): Inline[] =>
  blocks.flatMap((block) => [...(block.content ?? []), ...(block.items ?? []).flat()])

describe('GET /api/articles', () => {
  it('lists the four guides for families, newest first, in English by default', async () => {
    const { status, body } = await get('/api/articles')
    expect(status).toBe(200)
    const ids = body.items.map((item: { id: string }) => item.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'car-seat-rules-spain',
        'travelling-with-a-toddler-through-svq',
        'what-to-expect-at-pickup',
        'choosing-a-travel-cot',
      ]),
    )
    const dates = body.items.map((item: { published_on: string }) => item.published_on)
    expect(dates).toEqual([...dates].sort().reverse())
    const carSeats = body.items.find((item: { id: string }) => item.id === 'car-seat-rules-spain')
    expect(carSeats).toMatchObject({
      language: 'en',
      title: 'Car seat rules in Spain: what travelling families need to know',
      image: '/images/gear/zcs208-r.svg',
    })
    expect(carSeats.reading_minutes).toBeGreaterThanOrEqual(2)
    expect(carSeats).not.toHaveProperty('body')
  })

  it('answers in Spanish when asked by query or by Accept-Language', async () => {
    const byQuery = await get('/api/articles?lang=es')
    const byHeader = await get('/api/articles', { 'accept-language': 'es-ES,es;q=0.9' })
    for (const { body } of [byQuery, byHeader]) {
      const article = body.items.find((item: { id: string }) => item.id === 'choosing-a-travel-cot')
      expect(article).toMatchObject({
        language: 'es',
        title: 'Cómo elegir una cuna de viaje para tus vacaciones',
      })
    }
  })

  it('refuses an unsupported language', async () => {
    const { status, body } = await get('/api/articles?lang=fr')
    expect([status, body.code]).toEqual([400, 'VALIDATION_FAILED'])
  })
})

describe('GET /api/articles/:id', () => {
  it('returns the body as structured blocks with safe internal and external links', async () => {
    const { status, body } = await get('/api/articles/car-seat-rules-spain?lang=en')
    expect(status).toBe(200)
    expect(body.body[0]).toMatchObject({ type: 'paragraph' })
    expect(body.body).toContainEqual({
      type: 'heading',
      level: 2,
      text: 'Front seat or back seat?',
      anchor: 'front-seat',
    })
    const links = inlinesOf(body.body).filter((inline) => inline.type === 'link')
    expect(links).toContainEqual({
      type: 'link',
      text: 'reserve one for your dates',
      href: '/search',
    })
    expect(links).toContainEqual({ type: 'link', text: 'dgt.es', href: 'https://www.dgt.es' })
  })

  it('serves the Spanish version of the same article', async () => {
    const { body } = await get('/api/articles/what-to-expect-at-pickup?lang=es')
    expect(body.title).toBe('Qué esperar cuando recoges tu equipo')
    expect(body.body).toContainEqual(
      expect.objectContaining({ type: 'heading', text: 'Qué debes traer' }),
    )
  })

  it('answers 404 for an unknown article and 400 for a malformed id', async () => {
    const missing = await get('/api/articles/no-such-article')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({
      success: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Article no-such-article was not found',
    })
    for (const bad of ['%3Cscript%3E', 'UPPER', 'a--b', 'x'.repeat(81)]) {
      const res = await get(`/api/articles/${bad}`)
      expect([bad, res.status, res.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED'])
    }
  })

  it('never lets stored markup, scripts or unsafe links through', async () => {
    const hostile = [
      'Hello <script>alert(1)</script> there.',
      '',
      '<img src=x onerror="alert(2)"> [click](javascript:alert(3)) [data](data:text/html,hi)',
      '',
      '- [vb](vbscript:msgbox) and [proto](//evil.example/x) and <a href="javascript:alert(4)">a</a>',
      '',
      '## Heading <b onmouseover=alert(5)>x</b>',
    ].join('\n')
    await ctx.database.db.insert(articles).values({
      id: 'hostile-test',
      titles: { en: '<script>alert(6)</script>', es: 'x' },
      summaries: { en: 's', es: 's' },
      bodies: { en: hostile, es: hostile },
      publishedOn: '2020-01-01',
    })
    try {
      const { status, body } = await get('/api/articles/hostile-test')
      expect(status).toBe(200)
      const links = inlinesOf(body.body).filter((inline) => inline.type === 'link')
      expect(links).toEqual([])
      expect(body.body.map((block: Block) => block.type)).toEqual([
        'paragraph',
        'paragraph',
        'list',
        'heading',
      ])
      for (const inline of inlinesOf(body.body)) {
        expect(inline.type).toBe('text')
        expect(['type', 'text', 'emphasis']).toEqual(expect.arrayContaining(Object.keys(inline)))
      }
      expect(
        inlinesOf(body.body)
          .map((inline) => inline.text)
          .join(''),
      ).toContain('proto')
      // Markup survives only as visible text, which the client renders as text nodes.
      const text = JSON.stringify(body.body)
      expect(text).toContain('<script>alert(1)</script>')
      expect(body.title).toBe('<script>alert(6)</script>')
    } finally {
      await ctx.database.db.delete(articles).where(eq(articles.id, 'hostile-test'))
    }
  })
})

describe('GET /api/legal/:locale', () => {
  it('serves the legal notice, privacy and cookie policy in English and Spanish', async () => {
    const en = await get('/api/legal/en')
    const es = await get('/api/legal/es')
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({ locale: 'en', title: 'Legal notice, privacy and cookies' })
    expect(es.body).toMatchObject({ locale: 'es', title: 'Aviso legal, privacidad y cookies' })
    const anchors = (blocks: { anchor?: string }[]) => blocks.map((block) => block.anchor)
    for (const page of [en.body, es.body]) {
      expect(anchors(page.body)).toEqual(
        expect.arrayContaining(['legal-notice', 'privacy', 'cookies', 'contact']),
      )
      expect(JSON.stringify(page.body)).toContain('B56123478')
      expect(page.effective_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('refuses locales other than en and es', async () => {
    for (const locale of ['fr', 'EN', 'es-ES']) {
      const res = await get(`/api/legal/${locale}`)
      expect([locale, res.status, res.body.code]).toEqual([locale, 400, 'VALIDATION_FAILED'])
    }
  })
})
