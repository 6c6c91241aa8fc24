import fs from 'node:fs'
import { PGLITE_TEMPLATES_ENV } from './pgliteTemplates'
import {
  adminStatements,
  POSTGRES_TEMPLATES_ENV,
  type PostgresTemplates,
} from './postgresTemplates'

/** Jest global teardown of the server projects: removes this run's template databases. */
export default async function globalTeardown() {
  const dir = process.env[PGLITE_TEMPLATES_ENV]
  if (dir) {
    fs.rmSync(dir, { recursive: true, force: true })
    delete process.env[PGLITE_TEMPLATES_ENV]
  }
  const names = process.env[POSTGRES_TEMPLATES_ENV]
  if (names && process.env.TEST_DATABASE_URL) {
    const { migrated, seeded } = JSON.parse(names) as PostgresTemplates
    await adminStatements(process.env.TEST_DATABASE_URL, [
      `drop database if exists ${seeded} with (force)`,
      `drop database if exists ${migrated} with (force)`,
    ])
    delete process.env[POSTGRES_TEMPLATES_ENV]
  }
}
