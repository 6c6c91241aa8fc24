import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { SERVER_ENTRY } from './serverBuild'

const root = path.resolve(__dirname, '..', '..', '..')

/**
 * The real server as it ships (dist/server, built by the server projects' global setup) as a
 * child process on a fixed port, restartable on the same database; every JSON log line of every run is kept.
 */
export class ServerProcess {
  readonly logs: Record<string, unknown>[] = []
  readonly base: string
  private child: ChildProcess | null = null

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.base = `http://127.0.0.1:${port}`
  }

  /** Starts the server (with `env` on top of the constructor's) and resolves once it listens. */
  async start(env: Record<string, string> = {}, timeoutMs = 120_000) {
    const { DATABASE_URL: _ignored, ...inherited } = process.env
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: this.base,
        CLIENT_DIR: 'none',
        ...this.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    const errors: string[] = []
    child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        reject(new Error('server did not start in time'))
      }, timeoutMs)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`server exited with ${code} while starting: ${errors.join('')}`))
      })
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        let entry: Record<string, unknown>
        try {
          entry = JSON.parse(line)
        } catch {
          return
        }
        this.logs.push(entry)
        if (String(entry.msg).startsWith('Ready:')) {
          clearTimeout(timer)
          resolve()
        }
      })
    })
    await ready
  }

  /** kill -9: no shutdown hook runs, in-flight requests and transactions are cut. */
  async crash() {
    await this.stop('SIGKILL')
  }

  /** A graceful stop (SIGTERM), as a deployment would do; resolves with the exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return child?.exitCode ?? null
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill(signal)
    const code = await exited
    this.child = null
    return code
  }
}
