import { count, desc, eq } from 'drizzle-orm'
import type { Language } from '../../../shared/domain/languages'
import type { Db } from '../../db/client'
import { outboxEmails, type EmailAttachment } from '../../db/schema'
import type { RenderedEmail } from './layout'

/** Something that can write rows: the database or a transaction on it. */
export type Writer = Pick<Db, 'insert' | 'update'>

export type { EmailAttachment } from '../../db/schema'

/**
 * An email to queue: who gets it, in which language, from which template, saying what, and
 * the stored files sent with it (their bytes are read when it is sent).
 */
export interface OutgoingEmail {
  to: string
  language: Language
  template: string
  content: RenderedEmail
  attachments?: EmailAttachment[]
}

/** Queues an email in the caller's transaction; the outbox worker delivers it after commit. */
export async function enqueueEmail(db: Writer, email: OutgoingEmail) {
  await db.insert(outboxEmails).values({
    toAddress: email.to,
    language: email.language,
    template: email.template,
    subject: email.content.subject,
    textBody: email.content.text,
    htmlBody: email.content.html,
    attachments: email.attachments ?? [],
  })
}

/** How many emails are in one state: the queue depth, or those given up on. */
export async function countEmails(db: Db, status: 'pending' | 'failed') {
  const [row] = await db
    .select({ n: count() })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, status))
  return row?.n ?? 0
}

/** An email as the development mail page shows it. */
export interface CapturedEmail {
  id: string
  to: string
  subject: string
  template: string
  language: Language
  status: string
  createdAt: Date
  text: string
  /** The names of its attachments, in order. */
  attachments: string[]
}

/** The 50 latest emails, newest first, to one address when given (already normalised). */
export async function latestEmails(db: Db, to: string | undefined): Promise<CapturedEmail[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.toAddress, to) : undefined)
    .orderBy(desc(outboxEmails.createdAt))
    .limit(50)
  return rows.map((email) => ({
    id: email.id,
    to: email.toAddress,
    subject: email.subject,
    template: email.template,
    language: email.language,
    status: email.status,
    createdAt: email.createdAt,
    text: email.textBody,
    attachments: email.attachments.map((attachment) => attachment.filename),
  }))
}

/** One attachment of a queued or sent email, by its position; null when there is none. */
export async function emailAttachment(
  db: Db,
  emailId: string,
  index: number,
): Promise<EmailAttachment | null> {
  const [email] = await db
    .select({ attachments: outboxEmails.attachments })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, emailId))
  return email?.attachments[index] ?? null
}
