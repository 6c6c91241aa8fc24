import type { FastifyInstance } from 'fastify'
import type { Transporter } from 'nodemailer'
import { buildApp } from '../../../src/server/app'
import { outboxEmails } from '../../../src/server/db/schema'
import { pgliteTemplate } from '../support/pgliteTemplates'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'

let ctx: TestContext
beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('graceful close', () => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  it('finishes a request in flight and takes no new ones', async () => {
    const started = deferred()
    const finish = deferred()
    app = await buildApp(testConfig(), { database: ctx.database })
    app.get('/api/test-slow', async () => {
      started.resolve()
      await finish.promise
      return { done: true }
    })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const stopListening = app.server.close.bind(app.server)
    const stoppedListening = deferred()
    jest.spyOn(app.server, 'close').mockImplementation((callback) => {
      stopListening(callback)
      stoppedListening.resolve()
      return app!.server
    })

    const slow = fetch(`${address}/api/test-slow`)
    await started.promise
    const closing = app.close()
    await stoppedListening.promise
    const late = await fetch(`${address}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    )
    expect(late).toBe('refused')
    finish.resolve()

    const res = await slow
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ done: true })
    await closing
  })

  it('lets the email being sent finish, marked sent once, before the database closes', async () => {
    const sending = deferred()
    const release = deferred()
    const events: string[] = []
    const sendMail = jest.fn(async () => {
      sending.resolve()
      await release.promise
      events.push('email delivered')
      return {}
    })
    // The app opens and closes a database of its own, in memory: a copy of this run's migrated
    // one when the global setup made it, a new one otherwise; without the catalogue, which the
    // email does not need.
    const config = testConfig({
      SEED_CATALOGUE: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
    })
    config.database = { kind: 'pglite', dataDir: 'memory://', loadDataDir: pgliteTemplate(false) }
    app = await buildApp(config, { mailTransport: { sendMail } as unknown as Transporter })
    const { database } = app
    const closeDatabase = database.close.bind(database)
    let atDatabaseClose: (typeof outboxEmails.$inferSelect)[] = []
    jest.spyOn(database, 'close').mockImplementation(async () => {
      events.push('database closed')
      atDatabaseClose = await database.db.select().from(outboxEmails)
      await closeDatabase()
    })
    // The first step of closing once the server has stopped: let the email go through then.
    app.addHook('onClose', async () => {
      events.push('server stopped')
      release.resolve()
    })
    await app.mail.enqueue({
      tx: app.db,
      to: 'ana@example.com',
      language: 'en',
      template: 'test',
      content: { subject: 'Your booking', text: 'Hello', html: '<p>Hello</p>' },
    })
    app.mail.kick()
    await sending.promise

    await app.close()
    app = undefined
    expect(events).toEqual(['server stopped', 'email delivered', 'database closed'])
    expect(sendMail).toHaveBeenCalledTimes(1)
    expect(atDatabaseClose).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, sentAt: expect.any(Date) }),
    ])
  }, 60_000)
})
