import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { prepareDatabase } from '../../src/server/app'
import { inventory } from '../../src/server/db/schema'
import { freeLoopbackPort } from '../../scripts/loopback'
import { ServerProcess } from './support/serverProcess'
import { testConfig } from './support/testApp'

const root = path.resolve(__dirname, '../..')

function runLauncher(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
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

  it('keeps data in the PGlite directory across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-pglite-'))
    try {
      const config = testConfig({ PGLITE_DATA_DIR: dataDir })
      const first = await prepareDatabase(config)
      await first.db.execute(sql`update inventory set stock = 42 where location_code = 'SJA'`)
      await first.close()

      const second = await prepareDatabase(
        testConfig({ PGLITE_DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }),
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
    const server = new ServerProcess(await freeLoopbackPort(), { PGLITE_DATA_DIR: 'memory://' })
    await server.start({}, 30_000)
    const health = await fetch(`${server.base}/api/health`)
    expect(health.status).toBe(200)

    expect(await server.stop()).toBe(0)
    expect(server.logs.map((entry) => entry.msg)).toContain(
      'shutting down: finishing in-flight requests',
    )
  }, 40_000)
})
