import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Config } from 'jest'
import { PGLITE_TEMPLATES_ENV } from './pgliteTemplates'
import { newTemplateNames, POSTGRES_TEMPLATES_ENV } from './postgresTemplates'
import { buildServer } from './serverBuild'

/** Runs a support script in its own process, where the seed's JSON data loads as in the app. */
function runScript(script: string, args: string[], made: string) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, script), ...args],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  )
  if (run.status !== 0) throw new Error(`${made} could not be prepared`)
}

/**
 * A migrated database, and a migrated and seeded one, dumped once per run: each PGlite test file
 * starts from a copy (a few seconds) instead of creating, migrating and seeding its own.
 */
function preparePgliteTemplates() {
  if (process.env[PGLITE_TEMPLATES_ENV]) return
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-pglite-templates-'))
  runScript('makePgliteTemplates.ts', [dir], 'The PGlite test databases')
  process.env[PGLITE_TEMPLATES_ENV] = dir
}

/**
 * The same on PostgreSQL: two template databases, migrated and seeded, that each test file's
 * scratch database is copied from (a fraction of a second) instead of being migrated and seeded.
 */
function preparePostgresTemplates() {
  if (process.env[POSTGRES_TEMPLATES_ENV]) return
  const names = newTemplateNames()
  // Named before they exist, so that the teardown drops whatever was made if this fails midway.
  process.env[POSTGRES_TEMPLATES_ENV] = JSON.stringify(names)
  runScript(
    'makePostgresTemplates.ts',
    [names.migrated, names.seeded],
    'The PostgreSQL test databases',
  )
}

/**
 * Jest global setup of the server projects. Jest runs a setup module shared by several projects
 * once, for whichever of them comes first, so it prepares what every server project may read:
 * the PGlite copies always (the PostgreSQL project starts some apps on PGlite too), the
 * PostgreSQL templates when that project exists.
 */
export default function globalSetup(_global: Config) {
  buildServer()
  preparePgliteTemplates()
  if (process.env.TEST_DATABASE_URL) preparePostgresTemplates()
}
