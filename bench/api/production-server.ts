/**
 * The production server as it ships (dist/server/server.js, NODE_ENV=production) on a random
 * loopback port, with the benchmark's hello-world route and no per-address limits for loopback.
 */
import { execFileSync, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { send } from './http'

const root = path.resolve(__dirname, '..', '..')
const START_TIMEOUT_MS = 60_000

/** Compiles the server as `npm run build` does, so the run measures the current code. */
export function buildServer() {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' })
}

async function freeLoopbackPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

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
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      BENCH_ROUTES: 'true',
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    },
    // Request log lines are written as in production, to nowhere.
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start: ${stderr}`)
    const ready = await send(`${url}/api/ready`).then(
      (answer) => answer.status === 200,
      () => false,
    )
    if (ready) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The server was not ready within ${START_TIMEOUT_MS / 1000} s: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
