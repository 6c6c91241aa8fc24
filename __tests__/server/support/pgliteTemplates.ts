import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Db } from '../../../src/server/db/client'
import { seedCatalogue, seedDemoAccounts } from '../../../src/server/seed'
import { seedContent } from '../../../src/server/seed/content'

/** Where the server projects' global setup left this run's PGlite dumps. */
export const PGLITE_TEMPLATES_ENV = 'PGLITE_TEMPLATES_DIR'

export const templateFiles = (dir: string) => ({
  migrated: path.join(dir, 'migrated.tar'),
  seeded: path.join(dir, 'seeded.tar'),
  /** The migrated database as a data directory on disk, for servers started as processes. */
  migratedDataDir: path.join(dir, 'migrated-data'),
})

/** The data every test file's database starts with, unless it asks for none. */
export async function seedTestDatabase(db: Db) {
  await seedContent(db)
  await seedCatalogue(db)
  await seedDemoAccounts(db)
}

/** This run's dump of a fresh test database, if the global setup made one. */
export function pgliteTemplate(seeded: boolean): Blob | undefined {
  const dir = process.env[PGLITE_TEMPLATES_ENV]
  if (!dir) return undefined
  const files = templateFiles(dir)
  return new Blob([fs.readFileSync(seeded ? files.seeded : files.migrated)])
}

/**
 * A new PGlite data directory for a server started on disk: a copy of this run's migrated one
 * when the global setup made it (about a second, where a fresh directory is created and
 * migrated in several), otherwise empty. The caller removes it.
 */
export function pgliteDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const dir = process.env[PGLITE_TEMPLATES_ENV]
  if (dir) fs.cpSync(templateFiles(dir).migratedDataDir, dataDir, { recursive: true })
  return dataDir
}
