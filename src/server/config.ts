/**
 * Environment -> typed configuration. Every default is the embedded one, so a fresh clone runs
 * with no environment at all: port 3000, PGlite under .data/, demo data seeded.
 */
import path from 'node:path'
import { MEASUREMENT_ID_PATTERN } from '../shared/domain/analytics'

export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  publicUrl: string
  database: DatabaseConfig
  seedDemoData: boolean
  logLevel: string
  /** Directory of the built SPA; null when the API runs without it (tests, API-only). */
  clientDir: string | null
  trustProxy: boolean
  apiDocs: boolean
  /** Google Analytics 4 measurement id; null keeps analytics a local no-op queue. */
  analyticsMeasurementId: string | null
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

const projectRoot = path.resolve(__dirname, '..', '..')

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  if (['0', 'false', 'no', 'off'].includes(raw)) return false
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`)
}

function readEnvironment(env: Env): AppConfig['env'] {
  const raw = env.NODE_ENV ?? 'development'
  if (raw === 'development' || raw === 'production' || raw === 'test') return raw
  throw new ConfigError(`NODE_ENV must be development, production or test, got "${raw}"`)
}

function readDatabase(env: Env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim()
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://')
    }
    return { kind: 'postgres', url }
  }
  const dataDir = env.PGLITE_DATA_DIR?.trim() || path.join(projectRoot, '.data', 'pglite')
  return { kind: 'pglite', dataDir }
}

function readMeasurementId(env: Env): string | null {
  const raw = env.GA_MEASUREMENT_ID?.trim()
  if (!raw) return null
  if (!MEASUREMENT_ID_PATTERN.test(raw)) {
    throw new ConfigError(`GA_MEASUREMENT_ID must look like G-XXXXXXXXXX, got "${raw}"`)
  }
  return raw
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = readInteger(env, 'PORT', 3000, 0, 65535)
  const nodeEnv = readEnvironment(env)
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
  try {
    new URL(publicUrl)
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${env.PUBLIC_URL}"`)
  }
  const clientDir = env.CLIENT_DIR?.trim() || path.join(projectRoot, 'dist', 'client')
  return {
    env: nodeEnv,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    publicUrl,
    database: readDatabase(env),
    seedDemoData: readBoolean(env, 'SEED_DEMO_DATA', true),
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info'),
    clientDir: clientDir === 'none' ? null : clientDir,
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    apiDocs: readBoolean(env, 'API_DOCS', true),
    analyticsMeasurementId: readMeasurementId(env),
  }
}
