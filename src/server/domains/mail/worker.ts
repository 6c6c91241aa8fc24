import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { MailConfig } from '../../config'
import type { Db } from '../../db/client'
import { outboxEmails } from '../../db/schema'
import { redactUrl } from '../../logging'
import type { FileReader } from '../files'
import { attachmentContent, type AttachmentSources } from './attachments'

const MAX_ATTEMPTS = 8
const BASE_RETRY_SECONDS = 30

/** user@example.com -> u***@example.com, for logs. */
export const maskEmail = (address: string) => address.replace(/^(.)[^@]*/, '$1***')

/**
 * Delivers the outbox: one email per transaction, claimed with SKIP LOCKED so that several
 * processes never pick the same one. SMTP when configured; otherwise the email is captured
 * (kept for the development mail page) and its links are logged with their secrets redacted.
 */
export class OutboxWorker {
  private readonly transport: Transporter
  private timer: NodeJS.Timeout | null = null
  private current: Promise<unknown> = Promise.resolve()
  private stopped = false

  private readonly db: Db
  private readonly mail: MailConfig
  private readonly log: FastifyBaseLogger
  private readonly sources: AttachmentSources

  constructor(options: {
    db: Db
    mail: MailConfig
    log: FastifyBaseLogger
    /** Where attachments are read (stored files) or rendered (invoices) when an email is sent. */
    sources: AttachmentSources
    /** Where emails go; SMTP when configured, captured otherwise. */
    transport?: Transporter
  }) {
    this.db = options.db
    this.mail = options.mail
    this.log = options.log
    this.sources = options.sources
    this.transport =
      options.transport ??
      (options.mail.smtpUrl
        ? nodemailer.createTransport(options.mail.smtpUrl)
        : nodemailer.createTransport({ jsonTransport: true }))
  }

  start(intervalMs = 2_000) {
    this.stopped = false
    this.timer = setInterval(() => this.kick(), intervalMs)
    this.timer.unref()
    this.kick()
  }

  /** Process what is due now, unless a run is already going. */
  kick() {
    this.current = this.current.then(() => (this.stopped ? 0 : this.processDue()))
  }

  /** Stops the timer and waits for the email being sent, if any. */
  async stop() {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.current.catch(() => undefined)
  }

  /** Sends every email that is due; returns how many were delivered. */
  async processDue({ limit = 50 }: { limit?: number } = {}): Promise<number> {
    let delivered = 0
    for (let i = 0; i < limit && !this.stopped; i++) {
      const outcome = await this.sendNext().catch((error: unknown) => {
        this.log.error({ err: error }, 'outbox worker failed')
        return 'none' as const
      })
      if (outcome === 'none') break
      if (outcome === 'sent') delivered++
    }
    return delivered
  }

  /**
   * Sends the oldest due email and marks it sent in one transaction. It is logged only once
   * that commits, so a process killed mid-send never logs (or captures) an email twice.
   */
  private async sendNext(): Promise<'sent' | 'retry' | 'none'> {
    const outcome = await this.db.transaction(async (tx) => {
      const [email] = await tx
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboxEmails.createdAt))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!email) return 'none' as const
      try {
        await this.transport.sendMail({
          from: this.mail.from,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
          messageId: `<${email.id}@tinytrip.es>`,
          attachments: await this.attachmentsOf(tx, email),
        })
      } catch (error) {
        const attempts = email.attempts + 1
        const failed = attempts >= MAX_ATTEMPTS
        const message = error instanceof Error ? error.message : String(error)
        await tx
          .update(outboxEmails)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: sql`now() + ${BASE_RETRY_SECONDS * 2 ** (attempts - 1)} * interval '1 second'`,
          })
          .where(eq(outboxEmails.id, email.id))
        this.log.warn(
          { email_id: email.id, template: email.template, attempts, failed },
          'email delivery failed',
        )
        return 'retry' as const
      }
      await tx
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: email.attempts + 1 })
        .where(eq(outboxEmails.id, email.id))
      return email
    })
    if (typeof outcome === 'string') return outcome
    const email = outcome
    if (this.mail.smtpUrl) {
      this.log.info({ email_id: email.id, template: email.template }, 'email sent')
    } else {
      this.log.info(
        {
          email_id: email.id,
          template: email.template,
          to: maskEmail(email.toAddress),
          links: (email.textBody.match(/https?:\/\/\S+/g) ?? []).map(redactUrl),
        },
        `email captured: ${email.subject}`,
      )
    }
    return 'sent'
  }

  /**
   * The email's stored files, read now, and its invoices' PDFs, rendered now. A file that no
   * longer exists is left out and the email
   * goes without it: its text (what was claimed, how to answer) matters more than a photo, and
   * waiting would never bring the file back, so the email would only fail after every retry.
   * A file that cannot be read now (the bucket unreachable) throws, and the email is retried.
   */
  private async attachmentsOf(
    tx: FileReader,
    email: typeof outboxEmails.$inferSelect,
  ): Promise<Mail.Attachment[]> {
    const attachments: Mail.Attachment[] = []
    for (const attachment of email.attachments) {
      const file = await attachmentContent(this.sources, { tx, attachment })
      if (!file) {
        this.log.warn(
          {
            email_id: email.id,
            template: email.template,
            ...('fileId' in attachment
              ? { file_id: attachment.fileId }
              : 'invoiceId' in attachment
                ? { invoice_id: attachment.invoiceId }
                : { booking_id: attachment.bookingCodeOf }),
          },
          'email attachment missing: sent without it',
        )
        continue
      }
      attachments.push({
        filename: attachment.filename,
        content: file.bytes,
        contentType: file.contentType,
        // Shown in the body (<img src="cid:...">) rather than listed as a file.
        ...('cid' in attachment ? { cid: attachment.cid } : {}),
      })
    }
    return attachments
  }
}
