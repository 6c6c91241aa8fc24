import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildOptions } from '../../../src/server/app'
import { loadConfig, type AppConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/client'
import { createTestDatabase } from './testDatabase'

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', CLIENT_DIR: 'none', ...env })
}

export interface TestContext {
  app: FastifyInstance
  database: Database
}

/**
 * One app on one fresh database for a test file: call in `beforeAll`, and `close` in
 * `afterAll`. Requests go through `app.inject`. `options.clock` fixes the time the app reads.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase()
  const app = await buildApp(testConfig(env), { ...options, database })
  await app.ready()
  return { app, database }
}

export async function stopTestApp(context: TestContext | undefined) {
  await context?.app.close()
  await context?.database.close()
}
