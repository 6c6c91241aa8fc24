import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { SUPPORTED_LANGUAGES } from '../../../shared/domain/languages'
import { createdAt, generatedId, instant } from './columns'

// Mail: the outbox every email is written to.

/**
 * What an email sends along, under the name the reader sees: a stored file, an invoice record
 * whose PDF is rendered when the email is sent (PDFs are never kept in the queue), or a
 * booking's QR code, signed and drawn as a PNG when sent and shown in the email's body (`cid`).
 */
export type EmailAttachment =
  | { fileId: string; filename: string }
  | { invoiceId: string; filename: string }
  | { bookingCodeOf: string; filename: string; cid: string }

/** Every email, written in the same transaction as the change that causes it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: generatedId(),
    toAddress: text('to_address').notNull(),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    /** Stored files sent with it (claim photos, PDFs), read when it is sent. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    check('outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('outbox_pending_idx').on(table.status, table.nextAttemptAt),
  ],
)
