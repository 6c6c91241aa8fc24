import type { Language } from '../../shared/domain/languages'
import type { Db } from '../db/client'
import { outboxEmails } from '../db/schema'
import type { RenderedEmail } from './layout'

/** Something that can write rows: the database or a transaction on it. */
export type Writer = Pick<Db, 'insert'>

/** Queues an email in the caller's transaction; the outbox worker delivers it after commit. */
export async function enqueueEmail(
  db: Writer,
  email: { to: string; language: Language; template: string; content: RenderedEmail },
) {
  await db.insert(outboxEmails).values({
    toAddress: email.to,
    language: email.language,
    template: email.template,
    subject: email.content.subject,
    textBody: email.content.text,
    htmlBody: email.content.html,
  })
}
