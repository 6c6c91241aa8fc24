import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../../../src/server/db/client'
import { seedCatalogue, seedDemoAccounts } from '../../../src/server/seed'
import { seedContent } from '../../../src/server/seed/content'

/** Where the server projects' global setup left this run's PGlite dumps. */
export const PGLITE_TEMPLATES_ENV = 'PGLITE_TEMPLATES_DIR'

export const templateFiles = (dir: string) => ({
  migrated: path.join(dir, 'migrated.tar'),
  seeded: path.join(dir, 'seeded.tar'),
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
