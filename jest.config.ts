import type { Config } from 'jest'

// typebox and jose ship ES modules only; babel-jest turns it into CommonJS like our own code.
const transformIgnorePatterns = ['/node_modules/(?!(typebox|jose)/)']
const transform = { '\\.[cm]?[jt]sx?$': 'babel-jest' }

const server = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
  // Builds the server for the suites that start it, and dumps the PGlite databases files start from.
  globalSetup: '<rootDir>/__tests__/server/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/server/support/globalTeardown.ts',
  transformIgnorePatterns,
  transform,
}

const serverSuites = (names: string[]) =>
  names.map((name) => `<rootDir>/__tests__/server/${name}.test.ts`)

/** Server suites that open no database of the project's kind (or none at all): run them once. */
const withoutProjectDatabase = serverSuites([
  'config/config',
  'content/rich-text',
  'app/startup',
  'files/photos',
  'deposits/invariant-docs',
  'architecture/service-shape',
  'invoices/huella',
])

/**
 * With PostgreSQL configured, the server suites run there, and PGlite keeps those whose behaviour
 * depends on the embedded database: its migrations and seed, start and shutdown, the
 * availability query and its cache, search and pricing over it, a booking and payment journey,
 * the fuzz and the crash recovery of its data directory (see docs/testing.md). Without
 * PostgreSQL every server suite runs on PGlite.
 */
const onPgliteToo = serverSuites([
  'seed/seed',
  'seed/content-seed',
  'app/shutdown',
  'catalogue/availability',
  'catalogue/availability-cache',
  'inventory/safety-hold-rule',
  'catalogue/gear',
  'pricing/pricing',
  'bookings/bookings',
  'bookings/payments',
  'bookings/waitlist',
  'reliability/fuzz',
  'reliability/crash',
])

const postgresConfigured = Boolean(process.env.TEST_DATABASE_URL)

/**
 * Projects: shared rules, the client in jsdom, the lint boundaries, the server on PGlite (and on
 * PostgreSQL).
 */
const config: Config = {
  // A server file's fresh database (PGlite starting, or a scratch PostgreSQL being migrated and
  // seeded) can take several seconds on a busy machine.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/shared/**/*.test.ts'],
      transformIgnorePatterns,
      transform,
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/__tests__/client/support/jsdomWithFetch.ts',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/support/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/client/support/styleMock.js' },
      transformIgnorePatterns,
      transform,
    },
    {
      // ESLint fed files that cross the boundaries of eslint.config.js, the docs checked against
      // the code, and the test runner's own scripts.
      displayName: 'lint',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/__tests__/lint/**/*.test.ts',
        '<rootDir>/__tests__/docs/**/*.test.ts',
        '<rootDir>/__tests__/scripts/**/*.test.ts',
      ],
      transformIgnorePatterns,
      transform,
    },
    {
      displayName: 'server (pglite)',
      ...server,
      ...(postgresConfigured && { testMatch: [...withoutProjectDatabase, ...onPgliteToo] }),
    },
    ...(postgresConfigured
      ? [
          {
            displayName: 'server (postgres)',
            ...server,
            // The fuzz checks how requests are read and refused, the same on either database.
            testPathIgnorePatterns: [
              '/node_modules/',
              '/__tests__/server/reliability/fuzz',
              ...withoutProjectDatabase.map((suite) => suite.replace('<rootDir>', '')),
            ],
            setupFiles: ['<rootDir>/__tests__/server/support/usePostgres.ts'],
          },
        ]
      : []),
  ],
}

export default config
