/**
 * Journeys whose rules depend on the time of day run on a test clock: a server of the worker's
 * own (TEST_CLOCK on, a fresh database), so no journey running beside them in another worker
 * shares the clock they move. Only a worker that runs such a journey starts one. The journey's
 * `baseURL` points at it, so `page.goto('/…')` and `request` go there, and `testClock` moves the
 * server's clock and the browser's together.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { E2E_ADMIN } from './staff'
import { expect, test as base } from './test'

export { expect }

const ROOT = path.resolve(__dirname, '..', '..')
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

export interface ClockServer {
  url: string
  /**
   * Stops the server, as a dropped connection would look to the desk (every call refused, the
   * service worker's too), until `start`; the server's clock starts from the system time again.
   */
  stop(): Promise<void>
  /** Starts it again on the same address and database. */
  start(): Promise<void>
}

/** The time of the worker's server and of the journey's browsers. */
export interface TestClock {
  /**
   * The server and every browser context of the journey read `instant` from now on, and move
   * on from there in real time. Set it before signing in and opening pages.
   */
  setTime(instant: string | Date): Promise<void>
  /** Jumps `minutes` ahead; the browsers fire the timers that fall due on the way. */
  advance(minutes: number): Promise<void>
  /** The instant the server reads now. */
  now(): Promise<Date>
  /** Puts another browser context (a second person's) on the same clock. */
  follow(context: BrowserContext): Promise<void>
}

const execFileAsync = promisify(execFile)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Test mode, not production like the main server: production refuses the test clock, and
 * development would seed demo bookings at SVQ for the day the server starts on.
 */
function serverEnvironment(url: string, port: number, dataDir: string): NodeJS.ProcessEnv {
  const inherited = ['PATH', 'HOME', 'LANG', 'TMPDIR'].filter((name) => process.env[name])
  return {
    ...Object.fromEntries(inherited.map((name) => [name, process.env[name]])),
    NODE_ENV: 'test',
    TEST_CLOCK: 'true',
    PAYMENTS: 'sandbox',
    MAIL_CAPTURE_PAGE: 'true',
    SEED_DEMO_DATA: 'false',
    ACCOUNT_PASSWORD: E2E_ADMIN.password,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    PGLITE_DATA_DIR: dataDir,
    CLIENT_DIR: path.join(ROOT, 'dist', 'client'),
    LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_HOUR: '1000',
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    GA_MEASUREMENT_ID: 'G-E2ETEST01',
  }
}

async function waitUntilReady(url: string, server: ChildProcess, errors: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The clock server stopped (${server.exitCode}): ${errors()}`)
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The clock server was not ready within ${START_TIMEOUT_MS} ms: ${errors()}`)
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

/** Runs the server of `env` (already set up) and resolves once it is ready. */
async function runServer(url: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  server.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000)
  })
  try {
    await waitUntilReady(url, server, () => stderr)
  } catch (error) {
    await stop(server)
    throw error
  }
  return server
}

/**
 * Starts the worker's server as the main one starts: the admin first, then the server; it can
 * be stopped and started again on the same port and data directory.
 */
async function startClockServer() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gear-e2e-clock-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = serverEnvironment(url, port, dir)
  await execFileAsync(
    process.execPath,
    ['dist/server/cli/grant-role.js', E2E_ADMIN.email, 'admin'],
    {
      cwd: ROOT,
      env,
    },
  )
  let server: ChildProcess | null = null
  try {
    server = await runServer(url, env)
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    dir,
    kill: () => server?.kill('SIGKILL'),
    stop: async () => {
      if (server) await stop(server)
      server = null
    },
    start: async () => {
      server ??= await runServer(url, env)
    },
  }
}

async function serverNow(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/test-clock')
  expect(answer.status()).toBe(200)
  return Date.parse((await answer.json()).now)
}

async function setServerTime(request: APIRequestContext, instant: number): Promise<number> {
  const answer = await request.put('/api/test-clock', {
    data: { now: new Date(instant).toISOString() },
  })
  expect(answer.status()).toBe(200)
  return Date.parse((await answer.json()).now)
}

export const test = base.extend<{ testClock: TestClock }, { clockServer: ClockServer }>({
  clockServer: [
    async ({}, use) => {
      const server = await startClockServer()
      // If the worker ends without its teardown, the server does not outlive it.
      const orphaned = () => server.kill()
      process.once('exit', orphaned)
      await use({ url: server.url, stop: server.stop, start: server.start })
      process.off('exit', orphaned)
      await server.stop()
      await fs.rm(server.dir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000 },
  ],

  baseURL: async ({ clockServer }, use) => use(clockServer.url),

  testClock: async ({ page, request, clockServer }, use) => {
    // Each journey starts with the server up, on the system time, whatever the one before it
    // in the worker did.
    await clockServer.start()
    expect((await request.delete('/api/test-clock')).status()).toBe(200)
    const contexts = new Set<BrowserContext>()
    const installed = new WeakSet<BrowserContext>()
    const moveBrowser = async (context: BrowserContext, to: number, forwardMs?: number) => {
      if (!installed.has(context)) {
        await context.clock.install({ time: to })
        installed.add(context)
      } else if (forwardMs !== undefined) {
        await context.clock.fastForward(forwardMs)
      } else {
        await context.clock.setSystemTime(to)
      }
    }
    let moved = false
    const clock: TestClock = {
      setTime: async (instant) => {
        const now = await setServerTime(request, new Date(instant).getTime())
        moved = true
        for (const context of contexts) await moveBrowser(context, now)
      },
      advance: async (minutes) => {
        const forwardMs = Math.round(minutes * 60_000)
        const now = await setServerTime(request, (await serverNow(request)) + forwardMs)
        moved = true
        for (const context of contexts) await moveBrowser(context, now, forwardMs)
      },
      now: async () => new Date(await serverNow(request)),
      follow: async (context) => {
        contexts.add(context)
        if (moved) await moveBrowser(context, await serverNow(request))
      },
    }
    await clock.follow(page.context())
    await use(clock)
    await request.delete('/api/test-clock')
  },
})
