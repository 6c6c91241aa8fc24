import { count, eq } from 'drizzle-orm'
import type { Language } from '../../../shared/domain/languages'
import type { Db } from '../../db/client'
import { outboxEmails, type EmailAttachment } from '../../db/schema'
import type { MailContext } from './context'
import type { RenderedEmail } from './layout'
import { DELETED_EMAIL_DOMAIN } from '../../../shared/domain/accountData'

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

/**
 * Queues an email in the caller's transaction; the outbox worker delivers it after commit. A
 * deleted account's placeholder address (docs/privacy.md) gets nothing: it reaches no one.
 */
export async function enqueueEmail(db: Writer, email: OutgoingEmail) {
  if (email.to.endsWith(`@${DELETED_EMAIL_DOMAIN}`)) return
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

/**
 * Queues an email in the caller's transaction (`tx`, or the database itself); the outbox worker
 * delivers it after commit. Its attachments are stored files, marked as used in that transaction.
 */
export async function queueEmail(
  ctx: Pick<MailContext, 'files'>,
  { tx, ...email }: OutgoingEmail & { tx: Writer },
) {
  const ids = (email.attachments ?? []).flatMap((attachment) =>
    'fileId' in attachment ? [attachment.fileId] : [],
  )
  await ctx.files.attach({ tx, ids })
  await enqueueEmail(tx, email)
}
