/**
 * Environment -> typed configuration. Every default is the embedded one, so a fresh clone runs
 * with no environment at all: port 3000, PGlite under .data/, demo data seeded.
 */
import path from 'node:path'
import { MEASUREMENT_ID_PATTERN } from '../shared/domain/analytics'
import { DEPOSIT_MODES, type DepositMode } from '../shared/domain/deposits'
import { DEFAULT_NO_SHOW_GRACE_MINUTES } from '../shared/domain/flights'
import { TAX_AGENCIES, type TaxAgency } from '../shared/domain/tax-agency'

export type DatabaseConfig =
  | {
      kind: 'pglite'
      dataDir: string
      /** An in-memory database starts as a copy of this dump of a data directory (PGlite's). */
      loadDataDir?: Blob
    }
  | { kind: 'postgres'; url: string }

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  publicUrl: string
  /** Whether PUBLIC_URL was set; without it (development only) links use the visitor's origin. */
  publicUrlConfigured: boolean
  database: DatabaseConfig
  /** Create the launch catalogue (locations, pricing, gear and stock) and keep it up to date. */
  seedCatalogue: boolean
  /** Create the demo accounts, whose passwords are published (never in production). */
  seedDemoData: boolean
  logLevel: string
  /** Directory of the built SPA; null when the API runs without it (tests, API-only). */
  clientDir: string | null
  trustProxy: boolean
  apiDocs: boolean
  /** Signing key for session tokens; null lets the server generate one and keep it in the database. */
  jwtSecret: string | null
  mail: MailConfig
  /** New accounts one client address may create per hour. */
  signupsPerHour: number
  /** Google Analytics 4 measurement id; null keeps analytics a local no-op queue. */
  analyticsMeasurementId: string | null
  payments: PaymentsConfig
  /**
   * How new bookings take their deposit: 'hold' authorises it on the card a day before pickup
   * (the default); 'charge' takes it with the rental and refunds it, for a payment account that
   * cannot hold.
   */
  depositMode: DepositMode
  /**
   * Client addresses the per-address rate limits never apply to (load benchmarks on loopback).
   * Empty by default; never set it in production.
   */
  rateLimitAllowList: string[]
  /** Whether the load benchmark's hello-world route GET /api/bench/ping is served. */
  benchRoutes: boolean
  metrics: MetricsConfig
  /**
   * Serve /api/test-clock, through which tests move the time the server reads (never in
   * production).
   */
  testClock: boolean
  files: FilesConfig
  /**
   * Minutes after a pickup's expected arrival (the later of its pickup time and the arrival last
   * reported) before the desk may mark it a no-show.
   */
  noShowGraceMinutes: number
  /** Key of the flight status port's signatures (FLIGHT_STATUS_SECRET); null turns the port off. */
  flightStatusSecret: string | null
  /**
   * The invoice issuer's tax id (INVOICE_ISSUER_TAX_ID), in every invoice record's fingerprint;
   * null when unset (a placeholder then stands for it, refused in production with real payments).
   */
  /** Where invoice records go for the tax agency (TAX_AGENCY); only the sandbox, which sends nothing. */
  taxAgency: TaxAgency
  invoiceIssuerTaxId: string | null
  /**
   * The issuer's name and address on every invoice PDF (INVOICE_ISSUER_NAME,
   * INVOICE_ISSUER_ADDRESS); null when unset (a placeholder then stands for each, refused in
   * production with real payments).
   */
  invoiceIssuerName: string | null
  invoiceIssuerAddress: string | null
}

/** Prometheus metrics at /api/metrics: off, open, or behind a bearer token. */
export type MetricsConfig = { enabled: false } | { enabled: true; token: string | null }

/**
 * The built-in sandbox by default; Stripe when a secret key is set. `chosen`: the sandbox was
 * asked for by name (PAYMENTS=sandbox), as a staging site in production must.
 */
export type PaymentsConfig =
  | { provider: 'sandbox'; chosen: boolean }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string | null }

/**
 * Where stored files (claim photos, PDFs) keep their bytes: in PostgreSQL by default, so any
 * process serves them; in an S3-compatible bucket when FILES_S3_BUCKET is set.
 */
export type FilesConfig = { storage: 'database' } | ({ storage: 's3' } & S3FilesConfig)

export interface S3FilesConfig {
  bucket: string
  region: string
  /** Another S3-compatible service (http(s)://host[:port]); null for Amazon S3 itself. */
  endpoint: string | null
  /** Both keys, or null to use the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null
  /** Bucket in the path (http://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean
}

export interface MailConfig {
  /** Real delivery through SMTP when set; otherwise emails are captured and shown at /dev/mail. */
  smtpUrl: string | null
  from: string
  /** Whether the captured-mail page is served (never expose it on a public production site). */
  capturePage: boolean
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

function readSecret(env: Env): string | null {
  const secret = env.JWT_SECRET?.trim()
  if (!secret) return null
  if (secret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long')
  return secret
}

function readMail(env: Env, nodeEnv: AppConfig['env']): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://')
  }
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'TinyTrip <hello@tinytrip.es>',
    capturePage: !smtpUrl && readBoolean(env, 'MAIL_CAPTURE_PAGE', nodeEnv !== 'production'),
  }
}

function readTaxAgency(env: Env): TaxAgency {
  const raw = env.TAX_AGENCY?.trim().toLowerCase() || 'sandbox'
  const agency = TAX_AGENCIES.find((candidate) => candidate === raw)
  if (!agency) {
    throw new ConfigError(
      `TAX_AGENCY must be sandbox, got "${env.TAX_AGENCY}": no real submission to the tax agency exists yet (docs/operations.md)`,
    )
  }
  return agency
}

function readInvoiceIssuerTaxId(env: Env): string | null {
  const raw = env.INVOICE_ISSUER_TAX_ID?.trim().toUpperCase()
  if (raw && !/^[A-Z0-9]{9,14}$/.test(raw)) {
    throw new ConfigError(`INVOICE_ISSUER_TAX_ID must be a tax id such as B12345678, got "${raw}"`)
  }
  return raw || null
}

/** A line of text for an invoice's issuer block, at most `max` characters; null when unset. */
function readIssuerText(env: Env, name: string, max: number): string | null {
  const raw = env[name]?.trim()
  if (raw && raw.length > max) {
    throw new ConfigError(`${name} must be at most ${max} characters, got ${raw.length}`)
  }
  return raw || null
}

function readPayments(env: Env): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const chosen = env.PAYMENTS?.trim().toLowerCase() || null
  if (chosen && chosen !== 'sandbox' && chosen !== 'stripe') {
    throw new ConfigError(`PAYMENTS must be sandbox or stripe, got "${env.PAYMENTS}"`)
  }
  if (chosen === 'sandbox' && secretKey) {
    throw new ConfigError('PAYMENTS=sandbox and STRIPE_SECRET_KEY cannot both be set')
  }
  if (chosen === 'stripe' && !secretKey) {
    throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY')
  }
  if (!secretKey) return { provider: 'sandbox', chosen: chosen === 'sandbox' }
  if (!/^(sk|rk)_(test|live)_/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)')
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!webhookSecret?.startsWith('whsec_')) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET (whsec_…) is required with STRIPE_SECRET_KEY')
  }
  const apiBase = env.STRIPE_API_BASE?.trim() || null
  if (apiBase && !/^https?:\/\/[^/]+$/.test(apiBase)) {
    throw new ConfigError('STRIPE_API_BASE must look like http://host:port')
  }
  return { provider: 'stripe', secretKey, webhookSecret, apiBase }
}

function readDepositMode(env: Env): DepositMode {
  const raw = env.DEPOSIT_MODE?.trim().toLowerCase() || 'hold'
  const mode = DEPOSIT_MODES.find((candidate) => candidate === raw)
  if (!mode) throw new ConfigError(`DEPOSIT_MODE must be hold or charge, got "${env.DEPOSIT_MODE}"`)
  return mode
}

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)$/i

function readAddressList(env: Env, name: string): string[] {
  const addresses = (env[name] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  const wrong = addresses.find((address) => !IP_ADDRESS.test(address))
  if (wrong)
    throw new ConfigError(`${name} must list IP addresses separated by commas, got "${wrong}"`)
  return addresses
}

function readMeasurementId(env: Env): string | null {
  const raw = env.GA_MEASUREMENT_ID?.trim()
  if (!raw) return null
  if (!MEASUREMENT_ID_PATTERN.test(raw)) {
    throw new ConfigError(`GA_MEASUREMENT_ID must look like G-XXXXXXXXXX, got "${raw}"`)
  }
  return raw
}

const S3_SETTINGS = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_REGION',
  'FILES_S3_ACCESS_KEY_ID',
  'FILES_S3_SECRET_ACCESS_KEY',
  'FILES_S3_FORCE_PATH_STYLE',
] as const

/** PostgreSQL unless FILES_S3_BUCKET names a bucket; a half-made S3 setting is refused. */
function readFiles(env: Env): FilesConfig {
  const value = (name: string) => env[name]?.trim() || null
  const bucket = value('FILES_S3_BUCKET')
  if (!bucket) {
    const stray = S3_SETTINGS.find((name) => value(name))
    if (stray) throw new ConfigError(`${stray} is set but FILES_S3_BUCKET is not: set both`)
    return { storage: 'database' }
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `FILES_S3_BUCKET must be a bucket name (a-z, 0-9, . and -), got "${bucket}"`,
    )
  }
  const region = value('FILES_S3_REGION')
  if (!region) {
    throw new ConfigError(
      'FILES_S3_REGION is required with FILES_S3_BUCKET (us-east-1 for most S3-compatible stores)',
    )
  }
  const endpoint = value('FILES_S3_ENDPOINT')?.replace(/\/+$/, '') ?? null
  if (endpoint && !/^https?:\/\/[^/\s]+$/.test(endpoint)) {
    throw new ConfigError(`FILES_S3_ENDPOINT must look like https://host:port, got "${endpoint}"`)
  }
  const accessKeyId = value('FILES_S3_ACCESS_KEY_ID')
  const secretAccessKey = value('FILES_S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together: set both or neither',
    )
  }
  return {
    storage: 's3',
    bucket,
    region,
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: readBoolean(env, 'FILES_S3_FORCE_PATH_STYLE', false),
  }
}

const METRICS_TOKEN_MIN_LENGTH = 16

/**
 * On in development and tests, off in production unless asked for; a METRICS_TOKEN always
 * protects them (scrapers send `Authorization: Bearer <token>`).
 */
function readMetrics(env: Env, nodeEnv: AppConfig['env']): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || null
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`,
    )
  }
  const raw = env.METRICS?.trim().toLowerCase()
  if (raw && raw !== 'on' && raw !== 'off') {
    throw new ConfigError(`METRICS must be on or off, got "${env.METRICS}"`)
  }
  const enabled = raw ? raw === 'on' : token !== null || nodeEnv !== 'production'
  return enabled ? { enabled, token } : { enabled }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = readInteger(env, 'PORT', 3000, 0, 65535)
  const nodeEnv = readEnvironment(env)
  const publicUrlConfigured = Boolean(env.PUBLIC_URL?.trim())
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
    publicUrlConfigured,
    database: readDatabase(env),
    seedCatalogue: readBoolean(env, 'SEED_CATALOGUE', true),
    seedDemoData: readBoolean(env, 'SEED_DEMO_DATA', nodeEnv !== 'production'),
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info'),
    clientDir: clientDir === 'none' ? null : clientDir,
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    apiDocs: readBoolean(env, 'API_DOCS', nodeEnv !== 'production'),
    jwtSecret: readSecret(env),
    mail: readMail(env, nodeEnv),
    signupsPerHour: readInteger(env, 'SIGNUP_LIMIT_PER_HOUR', 10, 1, 100_000),
    analyticsMeasurementId: readMeasurementId(env),
    payments: readPayments(env),
    depositMode: readDepositMode(env),
    rateLimitAllowList: readAddressList(env, 'RATE_LIMIT_ALLOW_LIST'),
    benchRoutes: readBoolean(env, 'BENCH_ROUTES', false),
    metrics: readMetrics(env, nodeEnv),
    testClock: readBoolean(env, 'TEST_CLOCK', false),
    files: readFiles(env),
    noShowGraceMinutes: readInteger(
      env,
      'NO_SHOW_GRACE_MINUTES',
      DEFAULT_NO_SHOW_GRACE_MINUTES,
      0,
      24 * 60,
    ),
    flightStatusSecret: env.FLIGHT_STATUS_SECRET?.trim() || null,
    taxAgency: readTaxAgency(env),
    invoiceIssuerTaxId: readInvoiceIssuerTaxId(env),
    invoiceIssuerName: readIssuerText(env, 'INVOICE_ISSUER_NAME', 120),
    invoiceIssuerAddress: readIssuerText(env, 'INVOICE_ISSUER_ADDRESS', 300),
  }
}
