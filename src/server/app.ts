import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Transporter } from 'nodemailer'
import type { AppConfig } from './config'
import { openDatabase, type Database, type Db } from './db/client'
import { seedCatalogue, seedDemoData } from './seed'
import { lockPublishedDemoAccounts } from './seed/accounts'
import { pausePublishedDemoPromoCode } from './seed/promotions'
import { seedContent } from './seed/content'
import { loggerOptions, RequestLogController, requestId } from './logging'
import { accountsPlugin } from './domains/accounts'
import { auditPlugin } from './domains/audit'
import { bookingsPlugin } from './domains/bookings'
import { cataloguePlugin } from './domains/catalogue'
import { contentPlugin } from './domains/content'
import { demandPlugin } from './domains/demand'
import { depositsPlugin } from './domains/deposits'
import { deskPlugin } from './domains/desk'
import { flightsPlugin } from './domains/flights'
import { filesPlugin } from './domains/files'
import { inventoryPlugin } from './domains/inventory'
import { invoicesPlugin } from './domains/invoices'
import { ledgerPlugin } from './domains/ledger'
import { mailPlugin } from './domains/mail'
import { paymentsPlugin } from './domains/payments'
import { pricingPlugin } from './domains/pricing'
import { promotionsPlugin } from './domains/promotions'
import { supportPlugin } from './domains/support'
import { apiDocsPlugin } from './plugins/api-docs'
import { authPlugin } from './plugins/auth'
import { bookingClockPlugin } from './plugins/booking-clock'
import { clockPlugin, settableClock, systemClock, type Clock } from './plugins/clock'
import { databasePlugin } from './plugins/database'
import { errorsPlugin, frameworkErrors } from './plugins/errors'
import { metricsPlugin } from './plugins/metrics'
import { securityPlugin } from './plugins/security'
import { signedLinksPlugin } from './plugins/signed-links'
import { spaHostingPlugin } from './plugins/spa-hosting'
import apiRoutes from './routes/api'
import clientConfigRoutes from './routes/api/client-config'
import benchRoutes from './routes/bench'
import devMailRoutes from './routes/dev/mail'
import testClockRoutes from './routes/dev/test-clock'
import sandboxFlightRoutes from './routes/dev/flight-status'
import sandboxRoutes from './routes/sandbox'
import sitemapRoute from './routes/sitemap'
import { productionWarnings } from './production-safety'
import { parseJsonWithinDepth } from './json-depth'
import { rejectUnstorableText } from './unstorable-text'
import { validatorCompiler } from './validation'

export interface BuildOptions {
  /** An already migrated database owned by the caller (tests); otherwise one is opened. */
  database?: Database
  /** Where log lines go (standard output by default). */
  logStream?: NodeJS.WritableStream
  /**
   * The time the app reads (tests fix it); the system clock otherwise. With TEST_CLOCK on,
   * /api/test-clock moves the app's time relative to it.
   */
  clock?: Clock
  /** Where emails go (tests watch or hold them); SMTP or capture from the config otherwise. */
  mailTransport?: Transporter
}

/**
 * Opens the configured database, applies migrations, the content and (if enabled) the launch
 * catalogue and the demo data (accounts and promo code).
 */
export async function prepareDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
    await seedDatabase(database.db, config)
    return database
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}

/** What every start writes into the migrated database: the content, and the catalogue and demo data its settings ask for. */
export async function seedDatabase(db: Db, config: AppConfig): Promise<void> {
  await seedContent(db)
  if (config.seedCatalogue) await seedCatalogue(db)
  if (config.seedDemoData) await seedDemoData(db)
}

/** The whole product as one Fastify instance: the API under /api and the built SPA. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  if (config.testClock && config.env === 'production') {
    throw new Error('TEST_CLOCK is refused in production: set TEST_CLOCK=false')
  }
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: requestId,
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    // While closing, requests already on an open connection are still answered (with
    // `Connection: close`), not refused with a 503 outside our error shape.
    return503OnClosing: false,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  parseJsonWithinDepth(app)
  // Once closing, answers still in flight end their connection: a keep-alive socket would
  // otherwise hold the server open long after its last request.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('preValidation', rejectUnstorableText)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    if (closing) reply.header('connection', 'close')
  })

  const testClock = config.testClock ? settableClock(options.clock ?? systemClock) : null
  const database = options.database ?? (await prepareDatabase(config))
  for (const warning of productionWarnings(config)) app.log.warn(`Production: ${warning}`)
  const locked = config.env === 'production' ? await lockPublishedDemoAccounts(database.db) : []
  for (const email of locked) {
    app.log.warn(
      { email },
      'Locked a demo account: it had the password published in the README; a password reset sets a new one',
    )
  }
  if (config.env === 'production' && (await pausePublishedDemoPromoCode(database.db))) {
    app.log.warn('Paused the demo promo code: it is published in the README')
  }
  await app.register(errorsPlugin)
  await app.register(securityPlugin, { config })
  await app.register(databasePlugin, { database, ownsDatabase: !options.database })
  await app.register(clockPlugin, { clock: testClock ?? options.clock ?? systemClock })
  await app.register(signedLinksPlugin)
  await app.register(apiDocsPlugin, { config })
  await app.register(metricsPlugin, { config: config.metrics })
  await app.register(filesPlugin, { config })
  await app.register(mailPlugin, { config, transport: options.mailTransport })
  await app.register(authPlugin, { config })
  // The domains, each after those it uses: payments -> bookings -> pricing -> catalogue.
  await app.register(auditPlugin)
  await app.register(accountsPlugin, { config })
  await app.register(demandPlugin)
  await app.register(cataloguePlugin)
  await app.register(inventoryPlugin)
  await app.register(promotionsPlugin)
  await app.register(pricingPlugin, { config })
  await app.register(bookingsPlugin, { config })
  await app.register(invoicesPlugin, { config })
  await app.register(paymentsPlugin, { config })
  await app.register(depositsPlugin, { config })
  await app.register(flightsPlugin, { config })
  await app.register(deskPlugin, { config })
  await app.register(ledgerPlugin)
  await app.register(bookingClockPlugin)
  await app.register(contentPlugin, { config })
  await app.register(supportPlugin)
  await app.register(apiRoutes, { prefix: '/api', signupsPerHour: config.signupsPerHour })
  if (config.benchRoutes) await app.register(benchRoutes, { prefix: '/api/bench' })
  if (config.mail.capturePage) await app.register(devMailRoutes)
  if (config.payments.provider === 'sandbox') await app.register(sandboxRoutes)
  if (testClock) await app.register(testClockRoutes, { clock: testClock })
  if (config.env !== 'production') await app.register(sandboxFlightRoutes)
  await app.register(clientConfigRoutes, {
    prefix: '/api/client-config',
    analyticsMeasurementId: config.analyticsMeasurementId,
  })
  await app.register(sitemapRoute)
  await app.register(spaHostingPlugin, {
    clientDir: config.clientDir,
    testPayments: config.env === 'production' && config.payments.provider === 'sandbox',
  })
  return app
}
