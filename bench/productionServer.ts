/**
 * The production server as it ships (dist/server/server.js, NODE_ENV=production; build it
 * first) on a free loopback port with `env` on top of a bare environment; resolves once it
 * answers /api/ready.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { prepareDatabase } from '../src/server/app'
import { loadConfig } from '../src/server/config'
import { grantRole } from '../src/server/domains/accounts'
import { freeLoopbackPort } from '../scripts/loopback'
import { send } from './api/http'

/**
 * The settings of a production site. The benchmarks take no payment and send no email, so the
 * Stripe keys and the mail server are never reached.
 */
const PRODUCTION_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_test_benchmark_never_called',
  STRIPE_WEBHOOK_SECRET: 'whsec_benchmark_never_called',
  SMTP_URL: 'smtp://127.0.0.1:9',
  INVOICE_ISSUER_TAX_ID: 'B12345674',
  INVOICE_ISSUER_NAME: 'TinyTrip Benchmark S.L.',
  INVOICE_ISSUER_ADDRESS: 'Aeropuerto de Sevilla, 41020 Sevilla',
}

/** The account the benchmarks sign in with (production has no demo accounts). */
export const BENCH_TRAVELLER = {
  email: 'bench-traveller@tinytrip.test',
  password: 'Bench#Seville26',
}

/**
 * Prepares the database `env` points at as a production start would (migrations, catalogue),
 * with the benchmark's traveller; closes it so the server can open it.
 */
export async function prepareBenchDatabase(env: Record<string, string>) {
  const database = await prepareDatabase(loadConfig({ NODE_ENV: 'production', ...env }))
  await grantRole(database.db, { ...BENCH_TRAVELLER, role: 'user' })
  return database
}

const root = path.resolve(__dirname, '..')
const READY_TIMEOUT_MS = 180_000

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

export async function startProductionServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freeLoopbackPort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PUBLIC_URL: url,
      ...PRODUCTION_SETTINGS,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    // Request log lines are written as in production, to nowhere; a failed start says why on
    // standard error.
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start: ${stderr}`)
    const ready = await send(`${url}/api/ready`).then(
      (answer) => answer.status === 200,
      () => false,
    )
    if (ready) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
