/**
 * Every server domain has one shape: a folder under src/server/domains whose index is a Fastify
 * plugin with its name and dependencies, decorating the app with one service. Dependencies run
 * one way (deposits -> payments -> bookings -> pricing -> promotions, catalogue), so registering
 * them out of order fails.
 */
import fs from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { bookingsPlugin } from '../../../src/server/domains/bookings'
import { depositsPlugin } from '../../../src/server/domains/deposits'
import { mailPlugin } from '../../../src/server/domains/mail'
import { paymentsPlugin } from '../../../src/server/domains/payments'
import { DESIGN_DOMAINS } from '../support/domains'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'

const domainsDir = path.resolve(__dirname, '../../../src/server/domains')
const DOMAINS = fs.readdirSync(domainsDir).sort()

interface PluginMeta {
  name: string
  dependencies?: string[]
}
const metaOf = (value: unknown) =>
  (value as { [key: symbol]: PluginMeta | undefined } | null)?.[Symbol.for('plugin-meta')]

it('has the eighteen domains of the design', () => {
  expect(DOMAINS).toEqual([...DESIGN_DOMAINS])
})

describe.each(DOMAINS)('the %s domain', (domain) => {
  it('exports one plugin named after it, declaring what it depends on', async () => {
    const exported = Object.values(await import(path.join(domainsDir, domain)))
    const plugins = exported.map(metaOf).filter((meta) => meta !== undefined)
    expect(plugins).toEqual([{ name: domain, dependencies: expect.any(Array) }])
    expect(plugins[0]!.dependencies).toContain('database')
  })
})

describe('the built app', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await startTestApp()
  })
  afterAll(() => stopTestApp(ctx))

  it('carries one service per domain', () => {
    for (const domain of DOMAINS) {
      expect(ctx.app.hasDecorator(domain)).toBe(true)
      expect(typeof (ctx.app as unknown as Record<string, unknown>)[domain]).toBe('object')
    }
  })

  it('has services whose methods take at most one argument', () => {
    const spread = DESIGN_DOMAINS.flatMap((domain) =>
      Object.entries(ctx.app[domain])
        .filter(([, value]) => typeof value === 'function' && value.length > 1)
        .map(([name]) => `${domain}.${name}`),
    )
    expect(spread).toEqual([])
  })
})

/** An app with only stand-ins for the named plugins, to see what a domain still asks for. */
async function appWith(...names: string[]) {
  const app = Fastify({ logger: false })
  for (const name of names) await app.register(fp(async () => undefined, { name }))
  return app
}

it('refuses payments registered before the bookings it acts on', async () => {
  const app = await appWith('database', 'clock', 'metrics')
  await expect(app.register(paymentsPlugin, { config: testConfig() })).rejects.toThrow(
    /dependency 'bookings'/,
  )
  await app.close()
})

it('refuses bookings registered before the pricing it quotes with', async () => {
  const app = await appWith('database', 'clock', 'signed-links', 'mail')
  await expect(app.register(bookingsPlugin, { config: testConfig() })).rejects.toThrow(
    /dependency 'pricing'/,
  )
  await app.close()
})

it('refuses deposits registered before the payments whose provider holds them', async () => {
  const app = await appWith('database', 'clock', 'metrics', 'signed-links', 'audit', 'files')
  await app.register(fp(async () => undefined, { name: 'bookings' }))
  await expect(app.register(depositsPlugin, { config: testConfig() })).rejects.toThrow(
    /dependency 'payments'/,
  )
  await app.close()
})

it('refuses mail registered before the files it attaches', async () => {
  const app = await appWith('database', 'metrics')
  await expect(app.register(mailPlugin, { config: testConfig() })).rejects.toThrow(
    /dependency 'files'/,
  )
  await app.close()
})
