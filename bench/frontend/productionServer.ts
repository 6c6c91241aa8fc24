/**
 * Starts the production server (dist/server) on a random loopback port with a fresh temporary
 * PGlite directory, serving `clientDir`; resolves once it answers /api/ready.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './bundleSize'

const READY_TIMEOUT_MS = 180_000

export interface RunningServer {
  origin: string
  stop(): Promise<void>
}

/** A port another process already holds makes the server exit: try another, a few times. */
export async function startProductionServer(clientDir: string): Promise<RunningServer> {
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnRandomPort(clientDir)
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

async function startOnRandomPort(clientDir: string): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-bench-'))
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(root, 'dist/server/server.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      PGLITE_DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
    },
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000)
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`The production server did not start on ${origin}: ${output}`)
}
