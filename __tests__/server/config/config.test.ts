import path from 'node:path'
import { ConfigError, loadConfig } from '../../../src/server/config'

const root = path.resolve(__dirname, '../../..')

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dataDir: path.join(root, '.data', 'pglite') },
      seedDemoData: true,
      clientDir: path.join(root, 'dist', 'client'),
    })
  })

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/gear' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/gear',
    })
  })

  it('takes card payments in the sandbox until a Stripe key is set, then with Stripe', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', chosen: false })
    expect(loadConfig({ PAYMENTS: 'sandbox' }).payments).toEqual({
      provider: 'sandbox',
      chosen: true,
    })
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: ' sk_live_abc ',
        STRIPE_WEBHOOK_SECRET: 'whsec_def',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_def',
      apiBase: 'http://127.0.0.1:12111',
    })
  })

  it.each([
    [{}, { enabled: true, token: null }],
    [{ NODE_ENV: 'test' }, { enabled: true, token: null }],
    [{ NODE_ENV: 'production' }, { enabled: false }],
    [
      { NODE_ENV: 'production', METRICS: 'on' },
      { enabled: true, token: null },
    ],
    [
      { NODE_ENV: 'production', METRICS_TOKEN: ' scrape-0123456789abcdef ' },
      { enabled: true, token: 'scrape-0123456789abcdef' },
    ],
    [{ METRICS: 'off', METRICS_TOKEN: 'scrape-0123456789abcdef' }, { enabled: false }],
    [{ METRICS: 'On' }, { enabled: true, token: null }],
  ])('serves metrics with %j as %j', (env, metrics) => {
    expect(loadConfig(env).metrics).toEqual(metrics)
  })

  it('records invoices for the tax agency in the sandbox, and refuses any other agency', () => {
    expect(loadConfig({}).taxAgency).toBe('sandbox')
    expect(loadConfig({ TAX_AGENCY: 'Sandbox' }).taxAgency).toBe('sandbox')
    expect(() => loadConfig({ TAX_AGENCY: 'aeat' })).toThrow(
      new ConfigError(
        'TAX_AGENCY must be sandbox, got "aeat": no real submission to the tax agency exists yet (docs/operations.md)',
      ),
    )
  })

  it('keeps the test clock off unless TEST_CLOCK turns it on', () => {
    expect(loadConfig({}).testClock).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' }).testClock).toBe(true)
    expect(loadConfig({ TEST_CLOCK: 'off' }).testClock).toBe(false)
  })

  it('keeps files in PostgreSQL until FILES_S3_BUCKET names a bucket, then in S3', () => {
    expect(loadConfig({}).files).toEqual({ storage: 'database' })
    expect(
      loadConfig({
        FILES_S3_BUCKET: ' tinytrip-files ',
        FILES_S3_REGION: 'eu-south-2',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        FILES_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        FILES_S3_SECRET_ACCESS_KEY: 'secret',
        FILES_S3_FORCE_PATH_STYLE: 'true',
      }).files,
    ).toEqual({
      storage: 's3',
      bucket: 'tinytrip-files',
      region: 'eu-south-2',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    // Amazon S3 itself, with the SDK's own credentials (an instance role, AWS_* variables).
    expect(loadConfig({ FILES_S3_BUCKET: 'gear', FILES_S3_REGION: 'eu-west-1' }).files).toEqual({
      storage: 's3',
      bucket: 'gear',
      region: 'eu-west-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    })
  })

  it.each([
    [{ METRICS: 'yes please' }, 'METRICS must be on or off, got "yes please"'],
    [{ TEST_CLOCK: 'sometimes' }, 'TEST_CLOCK must be true or false, got "sometimes"'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [{ PORT: 'eighty' }, 'PORT must be an integer from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535, got "70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false, got "maybe"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test, got "staging"'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be an absolute URL, got "not a url"'],
    [
      { STRIPE_SECRET_KEY: 'pk_test_123' },
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_123' },
      'STRIPE_WEBHOOK_SECRET (whsec_…) is required with STRIPE_SECRET_KEY',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'x' },
      'STRIPE_API_BASE must look like http://host:port',
    ],
    [
      { FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'FILES_S3_ENDPOINT is set but FILES_S3_BUCKET is not: set both',
    ],
    [
      { FILES_S3_BUCKET: 'Not_A_Bucket', FILES_S3_REGION: 'eu-west-1' },
      'FILES_S3_BUCKET must be a bucket name (a-z, 0-9, . and -), got "Not_A_Bucket"',
    ],
    [
      { FILES_S3_BUCKET: 'gear' },
      'FILES_S3_REGION is required with FILES_S3_BUCKET (us-east-1 for most S3-compatible stores)',
    ],
    [
      { FILES_S3_BUCKET: 'gear', FILES_S3_REGION: 'eu-west-1', FILES_S3_ENDPOINT: 'minio:9000' },
      'FILES_S3_ENDPOINT must look like https://host:port, got "minio:9000"',
    ],
    [
      { FILES_S3_BUCKET: 'gear', FILES_S3_REGION: 'eu-west-1', FILES_S3_ACCESS_KEY_ID: 'AKIA' },
      'FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together: set both or neither',
    ],
    [
      { FILES_S3_BUCKET: 'gear', FILES_S3_REGION: 'eu-west-1', FILES_S3_FORCE_PATH_STYLE: 'y' },
      'FILES_S3_FORCE_PATH_STYLE must be true or false, got "y"',
    ],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message))
  })
})
