import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

/**
 * Puts the open database on the instance. The app closes it on shutdown unless the caller
 * owns it (tests share one database across several app instances).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('database', opts.database)
    app.decorate('db', opts.database.db)
    if (opts.ownsDatabase) app.addHook('onClose', () => opts.database.close())
  },
  { name: 'database' },
)

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
  }
}
