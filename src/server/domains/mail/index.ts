import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Transporter } from 'nodemailer'
import { normaliseEmail } from '../../../shared/domain/contactRules'
import type { AppConfig } from '../../config'
import type { FileContent } from '../files'
import {
  countEmails,
  emailAttachment,
  enqueueEmail,
  latestEmails,
  type CapturedEmail,
  type OutgoingEmail,
  type Writer,
} from './outbox'
import { OutboxWorker } from './worker'

export type { CapturedEmail, EmailAttachment, OutgoingEmail, Writer } from './outbox'
export type { RenderedEmail } from './layout'
export { formatDeadline, formatDeliveryAddress, formatMoment, formatMoney } from './format'
export {
  activationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  signupAttemptEmail,
} from './templates/accounts'
export {
  bookingConfirmationEmail,
  cancellationEmail,
  extraPaymentRefundedEmail,
  paymentReceivedEmail,
  pickupReminderEmail,
  refundIssuedEmail,
  type BookingFacts,
  type DepositTerms,
} from './templates/bookings'
export {
  claimDecidedEmail,
  damageClaimEmail,
  depositHoldDeclinedEmail,
  depositReleasedEmail,
  type ClaimLine,
} from './templates/deposits'

/** Email as the other domains see it: queued in their transactions, delivered after commit. */
export interface MailService {
  /**
   * Queues an email in the caller's transaction (`tx`, or the database itself). Its attachments
   * are stored files, marked as used (`app.files.attach`) in that transaction.
   */
  enqueue(email: OutgoingEmail & { tx: Writer }): Promise<void>
  /** Sends every email that is due now; how many were delivered. */
  processDue(options?: { limit?: number }): Promise<number>
  /** Delivers what is due after the run in progress, without waiting for the next tick. */
  kick(): void
  /** The latest emails, newest first (to one address when given), for the development page. */
  listCaptured(filter: { to?: string }): Promise<CapturedEmail[]>
  /** An email's attachment by its position, for the development page; null when none. */
  readAttachment(args: {
    emailId: string
    index: number
  }): Promise<(FileContent & { filename: string }) | null>
}

/**
 * The outbox and its worker, as `app.mail`. The worker starts when the server listens (not
 * under `inject`, where tests drive it with `app.mail.processDue()`). On close, once the
 * server has stopped taking requests, it finishes the email it is sending; only then is the
 * database closed.
 */
export const mailPlugin = fp(
  async (
    app: FastifyInstance,
    { config, transport }: { config: Pick<AppConfig, 'mail'>; transport?: Transporter },
  ) => {
    const { files } = app
    const worker = new OutboxWorker(app.db, config.mail, app.log, files, transport)
    const mail: MailService = {
      enqueue: async ({ tx, ...email }) => {
        const ids = (email.attachments ?? []).map((attachment) => attachment.fileId)
        await files.attach({ tx, ids })
        await enqueueEmail(tx, email)
      },
      processDue: ({ limit } = {}) => worker.processDue(limit),
      kick: () => worker.kick(),
      listCaptured: ({ to }) => latestEmails(app.db, to ? normaliseEmail(to) : undefined),
      readAttachment: async ({ emailId, index }) => {
        const attachment = await emailAttachment(app.db, emailId, index)
        const file = attachment && (await files.read({ id: attachment.fileId }))
        return file ? { ...file, filename: attachment.filename } : null
      },
    }
    app.decorate('mail', mail)
    app.metrics.addGauge({
      name: 'tinytrip_outbox_pending_emails',
      help: 'Emails waiting in the outbox to be sent (the queue depth).',
      read: () => countEmails(app.db, 'pending'),
    })
    app.metrics.addGauge({
      name: 'tinytrip_outbox_failed_emails',
      help: 'Emails the outbox gave up on after every retry.',
      read: () => countEmails(app.db, 'failed'),
    })
    app.addHook('onListen', async () => worker.start())
    app.addHook('onClose', async () => worker.stop())
  },
  { name: 'mail', dependencies: ['database', 'metrics', 'files'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService
  }
}
