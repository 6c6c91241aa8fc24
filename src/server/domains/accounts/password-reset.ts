import { and, eq, isNull, sql } from 'drizzle-orm'
import { normaliseEmail } from '../../../shared/domain/contactRules'
import { emailTokens, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { AccountContext } from './context'
import { consumeEmailToken, createEmailToken, issuedRecently } from './email-tokens'
import { emailOwner, siteLink } from './owner-emails'
import { hashPassword } from './passwords'
import { revokeAllSessions } from './sessions'
import { assertStrongPassword } from './validate'

export const RESET_REQUEST_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.'

/** One reset email per account per this many seconds, however often it is asked for. */
const RESET_EMAIL_INTERVAL_SECONDS = 120

const RESET_FAILURES = {
  expired: ['RESET_TOKEN_EXPIRED', 'This reset link has expired. Please request a new one.'],
  used: ['RESET_TOKEN_USED', 'This reset link has already been used. Please request a new one.'],
  unknown: ['RESET_TOKEN_INVALID', 'This reset link is not valid. Please request a new one.'],
} as const

/** Emails a reset link if the account exists; the caller's answer never says whether it does. */
export async function requestPasswordReset(ctx: AccountContext, args: { email: string }) {
  const email = normaliseEmail(args.email)
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email))
    if (!user) return
    const seconds = RESET_EMAIL_INTERVAL_SECONDS
    if (await issuedRecently(tx, { userId: user.id, purpose: 'password_reset', seconds })) return
    const token = await createEmailToken(tx, { userId: user.id, purpose: 'password_reset' })
    const link = siteLink(ctx, { path: '/reset-password', query: { token } })
    await emailOwner(ctx, { tx, owner: user, template: 'password_reset', links: { link } })
  })
}

/**
 * Sets a new password with a reset token: the token is spent, every session ends, every access
 * token stops working, other reset links die, and the owner is told by email. Following the
 * link proves the address, so an account not yet activated becomes active.
 */
export async function resetPassword(
  ctx: AccountContext,
  { token, newPassword }: { token: string; newPassword: string },
) {
  assertStrongPassword(newPassword, 'new_password')
  const passwordHash = await hashPassword(newPassword)
  await ctx.db.transaction(async (tx) => {
    const result = await consumeEmailToken(tx, { secret: token, purpose: 'password_reset' })
    if (result.status !== 'consumed') {
      const [code, message] = RESET_FAILURES[result.status]
      throw new AppError(400, code, message)
    }
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, result.userId))
      .returning()
    if (!user) throw new Error('The account of a reset token is missing')
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, user.id),
          eq(emailTokens.purpose, 'password_reset'),
          isNull(emailTokens.usedAt),
        ),
      )
    await revokeAllSessions(tx, { userId: user.id, reason: 'password_reset' })
    const resetLink = siteLink(ctx, { path: '/forgot-password' })
    await emailOwner(ctx, { tx, owner: user, template: 'password_changed', links: { resetLink } })
  })
}
