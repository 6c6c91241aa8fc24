import type { Config } from 'jest'

// typebox ships ES modules only; babel-jest turns it into CommonJS like our own code.
const transformIgnorePatterns = ['/node_modules/(?!(typebox)/)']
const transform = { '\\.[cm]?[jt]sx?$': 'babel-jest' }

const server = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
  transformIgnorePatterns,
  transform,
}

/** Projects: shared rules, the client in jsdom, the server on PGlite (and on PostgreSQL). */
const config: Config = {
  // A fresh PGlite takes 3-8 s to start on a busy machine: more than Jest's default 5 s.
  testTimeout: 30_000,
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
    { displayName: 'server (pglite)', ...server },
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            displayName: 'server (postgres)',
            ...server,
            setupFiles: ['<rootDir>/__tests__/server/support/usePostgres.ts'],
          },
        ]
      : []),
  ],
}

export default config
