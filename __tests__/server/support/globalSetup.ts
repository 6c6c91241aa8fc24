import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Config } from 'jest'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { PGLITE_TEMPLATES_ENV, seedTestDatabase, templateFiles } from './pgliteTemplates'
import { buildServer } from './serverBuild'

/**
 * A migrated database, and a migrated and seeded one, dumped once per run: each PGlite test file
 * starts from a copy (a few seconds) instead of creating, migrating and seeding its own.
 */
async function preparePgliteTemplates() {
  if (process.env[PGLITE_TEMPLATES_ENV]) return
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-pglite-templates-'))
  const files = templateFiles(dir)
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
  try {
    await database.migrate()
    fs.writeFileSync(files.migrated, await dumpOf(database))
    await seedTestDatabase(database.db)
    fs.writeFileSync(files.seeded, await dumpOf(database))
  } finally {
    await database.close()
  }
  process.env[PGLITE_TEMPLATES_ENV] = dir
}

async function dumpOf(database: Database) {
  const client = (database.db as unknown as { $client: PGlite }).$client
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
}

/** Jest global setup of the server projects. */
export default async function globalSetup(_global: Config, project: { displayName?: unknown }) {
  buildServer()
  const name = JSON.stringify(project.displayName ?? '')
  if (name.includes('pglite')) await preparePgliteTemplates()
}
