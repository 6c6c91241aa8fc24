import { randomUUID } from 'node:crypto'
import { randomAddress, signedIn, signedInAs } from '../support/accounts'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext
let admin: { authorization: string }

beforeAll(async () => {
  ctx = await startTestApp()
  admin = (await signedInAs(ctx.app, 'admin')).auth
})
afterAll(() => stopTestApp(ctx))

const actions = [
  { type: 'basket/itemAdded', payload: { gearId: 'g-1' } },
  { type: 'session/loggedOut' },
]
const state = { basket: { items: [] }, session: { user: null } }
const recordedContext = {
  app_version: '1.4.0',
  language: 'es',
  route: '/basket',
  recorded_at: '2027-04-09T10:31:00.000Z',
}

function reportBody(overrides: { description?: string; report?: Record<string, unknown> } = {}) {
  return {
    description: 'The basket total stayed at zero after I added a stroller.',
    ...overrides,
    report: {
      payload: JSON.stringify(actions),
      preloadedState: JSON.stringify(state),
      tinytrip: recordedContext,
      ...overrides.report,
    },
  }
}

const send = (
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = randomAddress(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/support/reports',
    payload: body as object,
    headers,
    remoteAddress,
  })

const list = (query = '', headers: Record<string, string> = admin) =>
  ctx.app.inject({ url: `/api/support/reports${query}`, headers })

describe('sending a report', () => {
  it('stores a guest report and staff download it as the file Redux DevTools imports', async () => {
    const res = await send(reportBody({ description: '  Total stuck at zero  ' }))
    expect(res.statusCode).toBe(201)
    const { _id, created_at } = res.json()
    expect(_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number.isNaN(Date.parse(created_at))).toBe(false)

    const file = await ctx.app.inject({ url: `/api/support/reports/${_id}`, headers: admin })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="tinytrip-report-${_id}.json"`,
    )
    expect(file.json()).toEqual({
      payload: JSON.stringify(actions),
      preloadedState: JSON.stringify(state),
      tinytrip: recordedContext,
      description: 'Total stuck at zero',
    })
    expect(JSON.parse(file.json().payload)).toEqual(actions)
  })

  it('links the report to a signed-in traveller, and treats a broken token as a guest', async () => {
    const { auth, tokens } = await signedIn(ctx.app)
    const mine = (await send(reportBody({ description: 'signed in' }), auth)).json()._id
    const broken = await send(reportBody({ description: 'stale token' }), {
      authorization: 'Bearer not-a-token',
    })
    expect(broken.statusCode).toBe(201)

    const { reports } = (await list()).json()
    const byId = (id: string) => reports.find((report: { _id: string }) => report._id === id)
    expect(byId(mine).user_id).toBe(tokens.user_id)
    expect(byId(broken.json()._id).user_id).toBeNull()
  })

  /** Sends `body`, expects 400 with `code` at `path`, and checks nothing was stored. */
  async function expectRefused(body: unknown, code: string, path: string) {
    const before = (await list('?limit=200')).json().reports.length
    const res = await send(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, code })
    expect(res.json().details[0].path).toBe(path)
    expect((await list('?limit=200')).json().reports).toHaveLength(before)
  }

  const context = (changes: Record<string, string>) => ({
    tinytrip: { ...recordedContext, ...changes },
  })

  it.each([
    ['an empty description', { description: '' }, 'description'],
    ['a description of spaces', { description: '   ' }, 'description'],
    ['a description too long', { description: 'x'.repeat(2001) }, 'description'],
    ['an unknown language', { report: context({ language: 'fr' }) }, 'report/tinytrip/language'],
    [
      'a time that is not a date-time',
      { report: context({ recorded_at: 'yesterday' }) },
      'report/tinytrip/recorded_at',
    ],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_case, changes, field) => {
    await expectRefused(reportBody(changes), 'VALIDATION_FAILED', `body/${field}`)
  })

  it.each([
    ['payload', '[{"type":'],
    ['payload', '{"type":"x"}'],
    ['preloadedState', '[1,2]'],
    ['preloadedState', 'null'],
  ])('refuses a recording whose %s is %s with 400 INVALID_REPORT', async (field, text) => {
    await expectRefused(
      reportBody({ report: { [field]: text } }),
      'INVALID_REPORT',
      `body/report/${field}`,
    )
  })

  it('refuses a report over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = JSON.stringify([{ type: 'x', payload: 'y'.repeat(1024 * 1024) }])
    const res = await send(reportBody({ report: { payload: huge } }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' })
  })

  it('takes a report of several hundred kilobytes', async () => {
    const big = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({
        type: 'search/changed',
        payload: 'z'.repeat(2000),
        i,
      })),
    )
    expect((await send(reportBody({ report: { payload: big } }))).statusCode).toBe(201)
  })

  it('limits how many reports one address sends in an hour', async () => {
    const address = randomAddress()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await send(reportBody(), {}, address)).statusCode)
    expect(statuses).toEqual(Array(10).fill(201))
    const refused = await send(reportBody(), {}, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('RATE_LIMITED')
    expect((await send(reportBody(), {}, randomAddress())).statusCode).toBe(201)
  })
})

describe('staff reading reports', () => {
  it('lists reports newest first with their size and context, paged', async () => {
    const first = (await send(reportBody({ description: 'older' }))).json()._id
    const second = (await send(reportBody({ description: 'newer' }))).json()._id
    const { reports } = (await list('?limit=2')).json()
    expect(reports.map((report: { _id: string }) => report._id)).toEqual([second, first])
    expect(reports[0]).toEqual({
      _id: second,
      created_at: expect.any(String),
      description: 'newer',
      route: '/basket',
      language: 'es',
      app_version: '1.4.0',
      user_id: null,
      size_bytes:
        Buffer.byteLength(JSON.stringify(actions)) + Buffer.byteLength(JSON.stringify(state)),
    })
    expect((await list('?limit=1&offset=1')).json().reports[0]._id).toBe(first)
  })

  it.each([['?limit=0'], ['?limit=201'], ['?offset=-1']])('refuses the page %s', async (query) => {
    const res = await list(query)
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED'])
  })

  it('keeps reports from guests (401) and travellers (403)', async () => {
    const id = (await send(reportBody())).json()._id
    const traveller = (await signedIn(ctx.app)).auth
    for (const url of ['/api/support/reports', `/api/support/reports/${id}`]) {
      const guest = await ctx.app.inject({ url })
      expect([guest.statusCode, guest.json().code]).toEqual([401, 'AUTH_REQUIRED'])
      const denied = await ctx.app.inject({ url, headers: traveller })
      expect([denied.statusCode, denied.json().code]).toEqual([403, 'FORBIDDEN'])
      expect(denied.body).not.toContain('basket/itemAdded')
    }
  })

  it('answers 404 for an unknown report and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      url: `/api/support/reports/${randomUUID()}`,
      headers: admin,
    })
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' })
    const malformed = await ctx.app.inject({ url: '/api/support/reports/12; drop', headers: admin })
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
  })

  it('documents the three routes in the API reference', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json()
    expect(Object.keys(doc.paths['/api/support/reports'])).toEqual(['post', 'get'])
    expect(doc.paths['/api/support/reports/{id}'].get.responses['200']).toBeDefined()
    const body = doc.paths['/api/support/reports'].post.requestBody.content['application/json']
    expect(body.schema.properties.report.properties.tinytrip.required).toEqual(
      expect.arrayContaining(['app_version', 'language', 'route', 'recorded_at']),
    )
  })
})
