/**
 * The production server for the load benchmark: the current build, with the benchmark's
 * hello-world route and no per-address limits for loopback.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { startProductionServer, type RunningServer } from '../productionServer'

const root = path.resolve(__dirname, '..', '..')

/** Compiles the server as `npm run build` does, so the run measures the current code. */
export function buildServer() {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' })
}

/** Serves the database `env` points at, without seeding it again. */
export function startBenchServer(env: Record<string, string>): Promise<RunningServer> {
  return startProductionServer({
    ...env,
    SEED_CATALOGUE: 'false',
    BENCH_ROUTES: 'true',
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
  })
}
