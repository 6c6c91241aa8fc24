import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config'
import { openDatabase, type Database } from './db/client'
import { seedDemoData } from './db/seed'
import { seedContent } from './db/seed/content'
import { loggerOptions, RequestLogController, requestId } from './logging'
import { apiDocsPlugin } from './plugins/api-docs'
import { authPlugin } from './plugins/auth'
import { mailPlugin } from './plugins/mail'
import { paymentsPlugin } from './plugins/payments'
import sandboxRoutes from './routes/sandbox'
import devMailRoutes from './routes/dev/mail'
import { clockPlugin, systemClock, type Clock } from './plugins/clock'
import { databasePlugin } from './plugins/database'
import { errorsPlugin } from './plugins/errors'
import { securityPlugin } from './plugins/security'
import { spaHostingPlugin } from './plugins/spa-hosting'
import apiRoutes from './routes/api'
import clientConfigRoutes from './routes/api/client-config'
import sitemapRoute from './routes/sitemap'
import { validatorCompiler } from './validation'

export interface BuildOptions {
  /** An already migrated database owned by the caller (tests); otherwise one is opened. */
  database?: Database
  /** Where log lines go (standard output by default). */
  logStream?: NodeJS.WritableStream
  /** The time the app reads (tests fix it); the system clock otherwise. */
  clock?: Clock
}

/** Opens the configured database, applies migrations and, if enabled, the demo data. */
export async function prepareDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
    await seedContent(database.db)
    if (config.seedDemoData) await seedDemoData(database.db)
    return database
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}

/** The whole product as one Fastify instance: the API under /api and the built SPA. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: requestId,
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const database = options.database ?? (await prepareDatabase(config))
  await app.register(errorsPlugin)
  await app.register(securityPlugin, { config })
  await app.register(databasePlugin, { database, ownsDatabase: !options.database })
  await app.register(clockPlugin, { clock: options.clock ?? systemClock })
  await app.register(apiDocsPlugin, { config })
  await app.register(mailPlugin, { config })
  await app.register(authPlugin, { config })
  await app.register(paymentsPlugin, { config })
  await app.register(apiRoutes, { prefix: '/api' })
  if (config.mail.capturePage) await app.register(devMailRoutes)
  if (config.payments.provider === 'sandbox') await app.register(sandboxRoutes)
  await app.register(clientConfigRoutes, {
    prefix: '/api/client-config',
    analyticsMeasurementId: config.analyticsMeasurementId,
  })
  await app.register(sitemapRoute, { publicUrl: config.publicUrl })
  await app.register(spaHostingPlugin, { clientDir: config.clientDir })
  return app
}
