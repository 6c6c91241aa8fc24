import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { prepareDatabase } from '../../../src/server/app'
import { inventory } from '../../../src/server/db/schema'
import { freeLoopbackPort } from '../../../scripts/loopback'
import { pgliteDataDir } from '../support/pgliteTemplates'
import { SERVER_ENTRY } from '../support/serverBuild'
import { ServerProcess } from '../support/serverProcess'
import { testConfig } from '../support/testApp'

const root = path.resolve(__dirname, '../../..')

function runLauncher(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'silent', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('start-up', () => {
  it('fails fast with a clear message when DATABASE_URL cannot be reached', async () => {
    const started = Date.now()
    const { code, output } = await runLauncher({
      DATABASE_URL: 'postgres://gear:secret-password@127.0.0.1:9/gear',
      PORT: '0',
    })
    expect(code).toBe(1)
    expect(output).toContain('Cannot start: Cannot reach the database at 127.0.0.1:9/gear')
    expect(output).not.toContain('secret-password')
    expect(Date.now() - started).toBeLessThan(25_000)
  }, 30_000)

  it('refuses a bad configuration before touching anything', async () => {
    const { code, output } = await runLauncher({ PORT: 'abc' })
    expect(code).toBe(1)
    expect(output).toContain('Cannot start: PORT must be an integer from 0 to 65535, got "abc"')
  }, 30_000)

  it('refuses a production start on unsafe defaults, naming each setting, before opening data', async () => {
    const dataDir = path.join(os.tmpdir(), `gear-never-created-${process.pid}`)
    const { code, output } = await runLauncher({ NODE_ENV: 'production', PGLITE_DATA_DIR: dataDir })
    expect(code).toBe(1)
    const lines = output.trim().split('\n')
    expect(lines).toEqual([
      expect.stringMatching(/^Cannot start in production: payments .* set STRIPE_SECRET_KEY/),
      expect.stringMatching(/^Cannot start in production: links .* set PUBLIC_URL/),
      expect.stringMatching(/^Cannot start in production: emails .* set SMTP_URL/),
    ])
    await expect(fs.access(dataDir)).rejects.toThrow()
  }, 30_000)

  it('starts in production with the documented settings: no sandbox, demo account, mailbox or docs', async () => {
    const dataDir = pgliteDataDir('gear-production-')
    const server = new ServerProcess(await freeLoopbackPort(), {
      NODE_ENV: 'production',
      PGLITE_DATA_DIR: dataDir,
      PUBLIC_URL: 'https://rent.tinytrip.es',
      STRIPE_SECRET_KEY: 'sk_live_startup_test',
      STRIPE_WEBHOOK_SECRET: 'whsec_startup_test',
      SMTP_URL: 'smtp://127.0.0.1:9',
      INVOICE_ISSUER_TAX_ID: 'B12345674',
      INVOICE_ISSUER_NAME: 'TinyTrip Rentals S.L.',
      INVOICE_ISSUER_ADDRESS: 'Calle Feria 12, 41003 Sevilla, España',
    })
    await server.start({}, 60_000)
    try {
      for (const page of ['/sandbox/banner.css', '/api/docs']) {
        expect([page, (await fetch(`${server.base}${page}`)).status]).toEqual([page, 404])
      }
      // Without a route of its own, /dev/mail is just a page of the (here unbuilt) web app.
      expect((await fetch(`${server.base}/dev/mail`)).status).toBe(503)
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@tinytrip.es', password: 'Admin#Demo2026' }),
      })
      expect(login.status).toBe(401)
      expect(server.logs.filter((entry) => entry.level === 40)).toEqual([])
    } finally {
      await server.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }, 90_000)

  it('keeps data in the PGlite directory across restarts', async () => {
    const dataDir = pgliteDataDir('gear-pglite-')
    try {
      const config = testConfig({ PGLITE_DATA_DIR: dataDir })
      const first = await prepareDatabase(config)
      await first.db.execute(sql`update inventory set stock = 42 where location_code = 'SJA'`)
      await first.close()

      const second = await prepareDatabase(
        testConfig({ PGLITE_DATA_DIR: dataDir, SEED_CATALOGUE: 'false' }),
      )
      const kept = await second.db.select().from(inventory).where(eq(inventory.stock, 42))
      await second.close()
      expect(kept.length).toBeGreaterThan(0)
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('shutdown', () => {
  it('closes cleanly on SIGTERM with exit code 0', async () => {
    const dataDir = pgliteDataDir('gear-shutdown-')
    const server = new ServerProcess(await freeLoopbackPort(), { PGLITE_DATA_DIR: dataDir })
    try {
      await server.start({}, 30_000)
      const health = await fetch(`${server.base}/api/health`)
      expect(health.status).toBe(200)

      expect(await server.stop()).toBe(0)
      expect(server.logs.map((entry) => entry.msg)).toContain(
        'shutting down: finishing in-flight requests',
      )
    } finally {
      await server.stop('SIGKILL')
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }, 40_000)
})
