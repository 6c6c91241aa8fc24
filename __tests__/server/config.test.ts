import path from 'node:path'
import { ConfigError, loadConfig } from '../../src/server/config'

const root = path.resolve(__dirname, '../..')

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

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535, got "70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false, got "maybe"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test, got "staging"'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be an absolute URL, got "not a url"'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message))
  })
})
