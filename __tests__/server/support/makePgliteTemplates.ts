/**
 * `tsx makePgliteTemplates.ts <dir>`: writes a migrated PGlite database, and a migrated and
 * seeded one, as dumps of their data directories into <dir>, and the migrated one once more as a
 * data directory on disk (see pgliteTemplates.ts). Run by the server projects' global setup in its
 * own process, where the seed's JSON data loads as in the app.
 */
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
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
    const migrated = await dumpOf(database)
    fs.writeFileSync(files.migrated, migrated)
    // Loading the dump into an empty directory writes it there without running initdb.
    fs.mkdirSync(files.migratedDataDir)
    await (
      await PGlite.create({ dataDir: files.migratedDataDir, loadDataDir: new Blob([migrated]) })
    ).close()
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
