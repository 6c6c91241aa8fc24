import type { Language } from '../../../shared/domain/languages'
import {
  activationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  signupAttemptEmail,
  type RenderedEmail,
  type Writer,
} from '../mail'
import type { AccountContext } from './context'
import { createEmailToken } from './email-tokens'

/** The emails an account's owner gets, by outbox template name. */
const OWNER_EMAILS = {
  activation: activationEmail,
  signup_attempt: signupAttemptEmail,
  password_reset: passwordResetEmail,
  password_changed: passwordChangedEmail,
}
type OwnerEmail = keyof typeof OWNER_EMAILS
/** The addresses an email carries, besides the owner's name. */
type LinksOf<T extends OwnerEmail> = Omit<Parameters<(typeof OWNER_EMAILS)[T]>[1], 'firstName'>

/** An account's owner, as an email to them needs them. */
interface Owner {
  id: string
  email: string
  firstName: string
  languagePreference: Language
}

/** Queues an email to an account's owner, in their language, in the transaction of the change. */
export function emailOwner<T extends OwnerEmail>(
  ctx: Pick<AccountContext, 'mail'>,
  { tx, owner, template, links }: { tx: Writer; owner: Owner; template: T; links: LinksOf<T> },
) {
  const render = OWNER_EMAILS[template] as (
    language: Language,
    content: { firstName: string } & LinksOf<T>,
  ) => RenderedEmail
  return ctx.mail.enqueue({
    tx,
    to: owner.email,
    language: owner.languagePreference,
    template,
    content: render(owner.languagePreference, { firstName: owner.firstName, ...links }),
  })
}

/** A new activation code for the owner, emailed as a link to the activation page. */
export async function emailActivationLink(
  ctx: Pick<AccountContext, 'mail' | 'config'>,
  { tx, owner }: { tx: Parameters<typeof createEmailToken>[0]; owner: Owner },
) {
  const code = await createEmailToken(tx, { userId: owner.id, purpose: 'activation' })
  const link = siteLink(ctx, { path: '/activate', query: { code } })
  await emailOwner(ctx, { tx, owner, template: 'activation', links: { link } })
}

/** An address on the site: `siteLink(ctx, { path: '/activate', query: { code } })` activates. */
export function siteLink(
  ctx: Pick<AccountContext, 'config'>,
  { path, query = {} }: { path: string; query?: Record<string, string> },
): string {
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')
  return `${ctx.config.publicUrl}${path}${search ? `?${search}` : ''}`
}
