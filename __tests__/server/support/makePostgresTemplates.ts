/**
 * `tsx makePostgresTemplates.ts <migrated> <seeded>`: creates two databases beside
 * TEST_DATABASE_URL's, one migrated and one migrated and seeded, that each PostgreSQL test file
 * copies (`create database ... template`) instead of migrating and seeding its own. Run by the
 * server projects' global setup in its own process, where the seed's JSON data loads as in the app.
 */
import { openDatabase, type Database } from '../../../src/server/db/client'
import { adminStatements, commitsWithoutDiskWait } from './postgresTemplates'
import { seedTestDatabase } from './pgliteTemplates'

/** Creates `name` (a copy of `from`, or empty) and runs `fill` on it. */
async function prepare(
  adminUrl: string,
  name: string,
  from: string | null,
  fill: (database: Database) => Promise<void>,
) {
  await adminStatements(adminUrl, [
    `create database ${name}${from ? ` template ${from}` : ''}`,
    commitsWithoutDiskWait(name),
  ])
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString() })
  try {
    await fill(database)
  } finally {
    await database.close()
  }
}

async function main(migrated: string, seeded: string) {
  const adminUrl = process.env.TEST_DATABASE_URL!
  await prepare(adminUrl, migrated, null, (database) => database.migrate())
  await prepare(adminUrl, seeded, migrated, (database) => seedTestDatabase(database.db))
}

main(process.argv[2]!, process.argv[3]!).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
