import fs from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { Pool } from 'pg'
import type { DatabaseConfig } from '../config'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** A transaction on the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const migrationsFolder = path.join(__dirname, 'migrations')
/** Advisory lock key so that several processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_402_113

/** An open database, whichever driver backs it. */
export interface Database {
  kind: DatabaseConfig['kind']
  db: Db
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>
  close(): Promise<void>
}

export class DatabaseUnreachableError extends Error {
  constructor(target: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause)
    super(`Cannot reach the database at ${target}: ${reason}`)
    this.name = 'DatabaseUnreachableError'
  }
}

/** host:port/database of a connection string, without user or password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
  } catch {
    return '(unparsable DATABASE_URL)'
  }
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url)
    : openPglite(config.dataDir, config.loadDataDir)
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory://'
  if (!inMemory) await fs.mkdir(path.resolve(dataDir), { recursive: true })
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : path.resolve(dataDir),
    loadDataDir: inMemory ? loadDataDir : undefined,
  })
  const pgliteDb = drizzlePglite({ client, schema })
  return {
    kind: 'pglite',
    db: pgliteDb as unknown as Db,
    ping: async () => {
      await client.query('select 1')
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 5_000, max: 20 })
  // An idle client that loses its server emits 'error' on the pool; log it, never crash.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new DatabaseUnreachableError(describeDatabaseUrl(url), error)
  }
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1')
    },
    migrate: async () => {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
