/**
 * Throwaway databases for the load benchmark: PGlite in a temporary directory, or a fresh
 * database on the local PostgreSQL (dropped afterwards). Each is migrated, seeded with the
 * catalogue, the benchmark's traveller and `bookings` existing bookings, then closed so the
 * production server can open it.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { prepareBenchDatabase } from '../productionServer'
import { seedBookings, type SeededBookings } from './bookings-seed'
import { uncachedSearch, type UncachedSearch } from './uncached-search'

/** Where scratch databases are created; the benchmark never loads anything but loopback. */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface BenchDatabase {
  label: string
  /** The environment that points the server at it. */
  env: Record<string, string>
  bookings: number
  seeded: SeededBookings & { uncached: UncachedSearch }
  drop(): Promise<void>
}

/** Seeds it, and measures the availability query past the cache while it is open. */
async function seed(env: Record<string, string>, bookings: number) {
  const database = await prepareBenchDatabase(env)
  try {
    const seeded = await seedBookings(database.db, bookings)
    return { ...seeded, uncached: await uncachedSearch(database.db, seeded.window) }
  } finally {
    await database.close()
  }
}

export async function pgliteDatabase(bookings: number): Promise<BenchDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tinytrip-bench-'))
  const env = { PGLITE_DATA_DIR: dir }
  const drop = () => fs.rm(dir, { recursive: true, force: true })
  try {
    return { label: 'PGlite', env, bookings, seeded: await seed(env, bookings), drop }
  } catch (error) {
    await drop()
    throw error
  }
}

async function adminQuery(sql: string) {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function postgresDatabase(bookings: number): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`
  await adminQuery(`create database ${name}`)
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  const env = { DATABASE_URL: url.toString() }
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`)
  try {
    return { label: 'PostgreSQL', env, bookings, seeded: await seed(env, bookings), drop }
  } catch (error) {
    await drop()
    throw error
  }
}
