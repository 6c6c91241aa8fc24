/** Launcher: configuration from the environment, listen, and a graceful close on signals. */
import { buildApp } from './app'
import { seedDemoBookings } from './demo-bookings'
import { ConfigError, loadConfig } from './config'
import { DatabaseUnreachableError } from './db/client'
import { productionRefusals } from './production-safety'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const config = loadConfig()
  const refusals = productionRefusals(config)
  if (refusals.length > 0) {
    for (const refusal of refusals) console.error(`Cannot start in production: ${refusal}`)
    process.exit(1)
  }
  const app = await buildApp(config)

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  // Never in test or production runs: every booking there comes from a traveller.
  if (config.env === 'development' && config.seedDemoData) {
    const made = await seedDemoBookings(app)
    if (made > 0) app.log.info(`Demo: ${made} paid bookings at SVQ today and tomorrow for the desk`)
  }
  app.log.info(
    { database: config.database.kind, url: config.publicUrl },
    `Ready: open ${config.publicUrl}`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(`Cannot start: ${error.message}`)
  } else {
    console.error('Cannot start:', error)
  }
  process.exit(1)
})
