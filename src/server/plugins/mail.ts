import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { OutboxWorker } from '../mail/worker'

/**
 * The outbox worker: it starts when the server listens (not under `inject`, where tests drive
 * it with `app.outbox.processDue()`), and on close it finishes the email it is sending.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const worker = new OutboxWorker(app.db, config.mail, app.log)
    app.decorate('outbox', worker)
    app.addHook('onListen', async () => worker.start())
    app.addHook('preClose', async () => worker.stop())
  },
  { name: 'mail', dependencies: ['database'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker
  }
}
