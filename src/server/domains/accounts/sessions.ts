import { and, eq, isNull, sql } from 'drizzle-orm'
import type { RefreshResponse } from '../../../shared/contract/accounts'
import type { Db } from '../../db/client'
import { refreshTokens, sessions, users } from '../../db/schema'
import { unauthorized } from '../../errors'
import type { AccountContext } from './context'
import { sha256 } from '../../secrets'
import { ACCESS_TOKEN_SECONDS, SESSION_ENDED } from '../../plugins/auth/tokens'
import { issueAccessToken, issueRefreshToken } from './session-tokens'

async function revokeSession(
  db: Pick<Db, 'update'>,
  { sessionId, reason }: { sessionId: string; reason: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/**
 * Rotates a refresh token: the presented one is spent and a new one issued in its family.
 * Presenting a spent token again means it was copied: the whole family is revoked.
 */
export async function refreshSession(
  ctx: AccountContext,
  { refreshToken: presented }: { refreshToken: string },
): Promise<RefreshResponse> {
  const claims = await ctx.tokens.verifyRefreshToken(presented)
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, session: sessions, user: users })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.id, claims.tokenId))
      .for('update', { of: refreshTokens })
    if (!row || row.token.tokenHash !== sha256(presented) || row.user.id !== claims.userId) {
      return { kind: 'invalid' as const }
    }
    if (row.session.revokedAt) return { kind: 'invalid' as const }
    if (row.token.usedAt) {
      await revokeSession(tx, { sessionId: row.session.id, reason: 'refresh_token_reuse' })
      return { kind: 'reused' as const }
    }
    await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(refreshTokens.id, row.token.id))
    await tx
      .update(sessions)
      .set({ lastRefreshedAt: sql`now()` })
      .where(eq(sessions.id, row.session.id))
    return {
      kind: 'rotated' as const,
      response: {
        access_token: await issueAccessToken(ctx, { user: row.user, sessionId: row.session.id }),
        refresh_token: await issueRefreshToken(ctx, {
          tx,
          user: row.user,
          sessionId: row.session.id,
        }),
        expires_in: ACCESS_TOKEN_SECONDS,
      },
    }
  })
  if (outcome.kind !== 'rotated') throw unauthorized('TOKEN_INVALID', SESSION_ENDED)
  return outcome.response
}

/** Ends the session the caller proves: by its access token's session, its refresh token, or both. */
export async function logOut(
  ctx: AccountContext,
  { sessionId: accessSessionId, refreshToken }: { sessionId?: string; refreshToken?: string },
) {
  const sessionIds = new Set<string>()
  if (accessSessionId) sessionIds.add(accessSessionId)
  if (refreshToken) {
    const claims = await ctx.tokens.verifyRefreshToken(refreshToken).catch(() => null)
    if (claims) {
      const [row] = await ctx.db
        .select({ hash: refreshTokens.tokenHash, sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, claims.tokenId))
      if (row?.hash === sha256(refreshToken)) sessionIds.add(row.sessionId)
    }
  }
  for (const sessionId of sessionIds) await revokeSession(ctx.db, { sessionId, reason: 'logout' })
}

/** Every session of a user, at once (after a password reset). */
export async function revokeAllSessions(
  db: Pick<Db, 'update'>,
  { userId, reason }: { userId: string; reason: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
