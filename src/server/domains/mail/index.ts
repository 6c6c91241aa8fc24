import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Transporter } from 'nodemailer'
import type { AppConfig } from '../../config'
import type { AttachmentSources } from './attachments'
import { countEmails } from './outbox'
import { createMailService, type MailService } from './service'
import { OutboxWorker } from './worker'

export type { MailService } from './service'
export type { InvoicePdfRenderer } from './attachments'
export type { CapturedEmail } from './captured'
export type { EmailAttachment, OutgoingEmail, Writer } from './outbox'
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
  paymentReceivedEmail,
  pickupReminderEmail,
  type BookingFacts,
  type DepositTerms,
} from './templates/bookings'
export {
  cancellationEmail,
  extraPaymentRefundedEmail,
  refundIssuedEmail,
} from './templates/booking-endings'
export { depositHoldDeclinedEmail, depositReleasedEmail } from './templates/deposits'
export { bookingChangedEmail, changePaidEmail, type ChangeFacts } from './templates/booking-changes'
export { claimDecidedEmail, damageClaimEmail, type ClaimLine } from './templates/claims'
export { flightNewsEmail } from './templates/flights'
export { agreementSignedEmail } from './templates/agreements'
export { waitlistOfferEmail, type WaitlistOfferFacts } from './templates/waitlist'

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
    const { db, files, log } = app
    const sources: AttachmentSources = { files, renderInvoice: null, renderBookingCode: null }
    const worker = new OutboxWorker({ db, mail: config.mail, log, sources, transport })
    app.decorate('mail', createMailService({ db, files, sources, worker }))
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
