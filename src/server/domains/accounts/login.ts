import { eq } from 'drizzle-orm'
import type { AuthResponse } from '../../../shared/contract/accounts'
import { normaliseEmail } from '../../../shared/domain/contactRules'
import { sessions, users } from '../../db/schema'
import { AppError, unauthorized } from '../../errors'
import type { AccountContext } from './context'
import { issuedRecently } from './email-tokens'
import { emailActivationLink } from './owner-emails'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle'
import { verifyPassword } from './passwords'
import { ACCESS_TOKEN_SECONDS } from '../../plugins/auth/tokens'
import { issueAccessToken, issueRefreshToken, type User } from './session-tokens'

const INVALID_CREDENTIALS = 'Invalid email or password'
/** An unactivated account gets a fresh activation link at most this often. */
const ACTIVATION_RESEND_SECONDS = 10 * 60

async function resendActivation(ctx: AccountContext, user: User) {
  await ctx.db.transaction(async (tx) => {
    const seconds = ACTIVATION_RESEND_SECONDS
    if (await issuedRecently(tx, { userId: user.id, purpose: 'activation', seconds })) return
    await emailActivationLink(ctx, { tx, owner: user })
  })
}

/** Checks the password and opens a session: a new refresh-token family. */
export async function logIn(
  ctx: AccountContext,
  credentials: { email: string; password: string; clientAddress: string },
): Promise<AuthResponse> {
  const email = normaliseEmail(credentials.email)
  const attempt = { email, ip: credentials.clientAddress }
  await assertLoginAllowed(ctx.db, attempt)
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email))
  const matches = await verifyPassword(user?.passwordHash ?? null, credentials.password)
  if (!user || !matches) {
    await recordLoginFailure(ctx.db, attempt)
    throw unauthorized('INVALID_CREDENTIALS', INVALID_CREDENTIALS)
  }
  await clearLoginFailures(ctx.db, attempt)
  if (!user.activatedAt) {
    await resendActivation(ctx, user)
    throw new AppError(
      403,
      'ACCOUNT_NOT_ACTIVATED',
      'Your account is not activated yet. We have emailed you an activation link.',
    )
  }
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx.insert(sessions).values({ userId: user.id }).returning()
    if (!session) throw new Error('The session was not stored')
    return {
      access_token: await issueAccessToken(ctx, { user, sessionId: session.id }),
      refresh_token: await issueRefreshToken(ctx, { tx, user, sessionId: session.id }),
      expires_in: ACCESS_TOKEN_SECONDS,
      user_id: user.id,
      role: user.role,
      email: user.email,
    }
  })
}
