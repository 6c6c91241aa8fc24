import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Config } from 'jest'
import { PGLITE_TEMPLATES_ENV } from './pgliteTemplates'
import { buildServer } from './serverBuild'

/**
 * A migrated database, and a migrated and seeded one, dumped once per run: each PGlite test file
 * starts from a copy (a few seconds) instead of creating, migrating and seeding its own.
 */
function preparePgliteTemplates() {
  if (process.env[PGLITE_TEMPLATES_ENV]) return
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-pglite-templates-'))
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'makePgliteTemplates.ts'), dir],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
  )
  if (made.status !== 0) throw new Error('The PGlite test databases could not be prepared')
  process.env[PGLITE_TEMPLATES_ENV] = dir
}

/** Jest global setup of the server projects. */
export default function globalSetup(_global: Config, project: { displayName?: unknown }) {
  buildServer()
  if (JSON.stringify(project.displayName ?? '').includes('pglite')) preparePgliteTemplates()
}
