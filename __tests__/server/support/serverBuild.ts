import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '..', '..', '..')

/** The server as it ships (`npm run build:server`), which suites that start real processes run. */
export const SERVER_ENTRY = path.join(root, 'dist', 'server', 'server.js')

/**
 * Builds dist/server once per run (from the server projects' global setup), so the suites that
 * start server processes (start-up, crash, two processes) run the shipped build with plain Node
 * instead of compiling every module again on each start.
 */
export function buildServer() {
  if (process.env.SERVER_BUILT_FOR_TESTS) return
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error('npm run build:server failed')
  process.env.SERVER_BUILT_FOR_TESTS = '1'
}
