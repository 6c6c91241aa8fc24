import { randomBytes } from 'node:crypto'
import { Client } from 'pg'

/** Where the server projects' global setup names this run's PostgreSQL template databases. */
export const POSTGRES_TEMPLATES_ENV = 'POSTGRES_TEMPLATES'

export interface PostgresTemplates {
  migrated: string
  seeded: string
}

/** New names for this run's two template databases. */
export function newTemplateNames(): PostgresTemplates {
  const run = randomBytes(6).toString('hex')
  return { migrated: `template_${run}_migrated`, seeded: `template_${run}_seeded` }
}

/** This run's template database for a fresh test database, if the global setup made them. */
export function postgresTemplate(seeded: boolean): string | undefined {
  const names = process.env[POSTGRES_TEMPLATES_ENV]
  if (!names) return undefined
  const templates = JSON.parse(names) as PostgresTemplates
  return seeded ? templates.seeded : templates.migrated
}

/**
 * Makes a test database's commits return before their WAL reaches the disk (about 2 ms each on a
 * VM's disk). Only a crash of PostgreSQL itself could lose one, and no test crashes PostgreSQL:
 * the crash suites kill our server, whose commits PostgreSQL still has. The product's databases
 * keep the default.
 */
export const commitsWithoutDiskWait = (database: string) =>
  `alter database ${database} set synchronous_commit = off`

/** Runs statements one by one on the server of `adminUrl`, outside any database of the tests. */
export async function adminStatements(adminUrl: string, statements: string[]) {
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    for (const statement of statements) await admin.query(statement)
  } finally {
    await admin.end()
  }
}
