import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Transporter } from 'nodemailer'
import type { AppConfig } from '../config'
import { OutboxWorker } from '../mail/worker'

/**
 * The outbox worker: it starts when the server listens (not under `inject`, where tests drive
 * it with `app.outbox.processDue()`). On close, once the server has stopped taking requests,
 * it finishes the email it is sending; only then is the database closed.
 */
export const mailPlugin = fp(
  async (
    app: FastifyInstance,
    { config, transport }: { config: AppConfig; transport?: Transporter },
  ) => {
    const worker = new OutboxWorker(app.db, config.mail, app.log, transport)
    app.decorate('outbox', worker)
    app.addHook('onListen', async () => worker.start())
    app.addHook('onClose', async () => worker.stop())
  },
  { name: 'mail', dependencies: ['database'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker
  }
}
