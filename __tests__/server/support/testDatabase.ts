import { randomBytes } from 'node:crypto'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { pgliteTemplate, seedTestDatabase } from './pgliteTemplates'
import { adminStatements, commitsWithoutDiskWait, postgresTemplate } from './postgresTemplates'

export const onPostgres = () => process.env.TEST_DB_DRIVER === 'postgres'

/** `describe` for suites that need real concurrency, which only PostgreSQL shows. */
export const describeOnPostgres = onPostgres() ? describe : describe.skip

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is required to run the PostgreSQL suites')
  return url
}

/**
 * A new PostgreSQL database beside TEST_DATABASE_URL's, empty or a copy of `template`, and a way
 * to drop it.
 */
export async function createScratchPostgres(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`
  await adminStatements(adminUrl(), [
    `create database ${name}${template ? ` template ${template}` : ''}`,
    commitsWithoutDiskWait(name),
  ])
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => adminStatements(adminUrl(), [`drop database if exists ${name} with (force)`]),
  }
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or a scratch
 * PostgreSQL database (dropped on close) when the suite runs on PostgreSQL; each a copy of this
 * run's template when the global setup made one.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<Database> {
  let database: Database
  if (onPostgres()) {
    const template = postgresTemplate(options.seed !== false)
    const scratch = await createScratchPostgres(template)
    const opened = await openDatabase({ kind: 'postgres', url: scratch.url })
    database = {
      ...opened,
      close: async () => {
        await opened.close()
        await scratch.drop()
      },
    }
    if (template) return database
  } else {
    const template = pgliteTemplate(options.seed !== false)
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://', loadDataDir: template })
    if (template) return database
  }
  await database.migrate()
  if (options.seed !== false) await seedTestDatabase(database.db)
  return database
}
