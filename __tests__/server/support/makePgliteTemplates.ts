/**
 * `tsx makePgliteTemplates.ts <dir>`: writes a migrated PGlite database, and a migrated and
 * seeded one, as dumps of their data directories into <dir> (see pgliteTemplates.ts). Run by the
 * server projects' global setup in its own process, where the seed's JSON data loads as in the app.
 */
import fs from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { seedTestDatabase, templateFiles } from './pgliteTemplates'

async function dumpOf(database: Database) {
  const client = (database.db as unknown as { $client: PGlite }).$client
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
}

async function main(dir: string) {
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
}

main(process.argv[2]!).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
