import { desc, eq } from 'drizzle-orm'
import { normaliseEmail } from '../../../shared/domain/contactRules'
import type { Language } from '../../../shared/domain/languages'
import { outboxEmails } from '../../db/schema'
import type { FileContent } from '../files'
import { attachmentContent } from './attachments'
import type { MailContext } from './context'

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

/** The 50 latest emails, newest first, to one address when given. */
export async function latestEmails(
  { db }: Pick<MailContext, 'db'>,
  { to }: { to?: string },
): Promise<CapturedEmail[]> {
  const address = to ? normaliseEmail(to) : undefined
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(address ? eq(outboxEmails.toAddress, address) : undefined)
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

/** An email's attachment by its position, with its content; null when there is none. */
export async function readAttachment(
  ctx: Pick<MailContext, 'db' | 'sources'>,
  { emailId, index }: { emailId: string; index: number },
): Promise<(FileContent & { filename: string }) | null> {
  const [email] = await ctx.db
    .select({ attachments: outboxEmails.attachments })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, emailId))
  const attachment = email?.attachments[index]
  const file = attachment && (await attachmentContent(ctx.sources, { tx: ctx.db, attachment }))
  return file ? { ...file, filename: attachment.filename } : null
}
