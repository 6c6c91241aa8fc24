/**
 * The production server as it ships (dist/server/server.js, NODE_ENV=production; build it
 * first) on a free loopback port with `env` on top of a bare environment; resolves once it
 * answers /api/ready.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { freeLoopbackPort } from '../scripts/loopback'
import { send } from './api/http'

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
