import { randomUUID } from 'node:crypto'
import type { Tx } from '../../db/client'
import { refreshTokens, type users } from '../../db/schema'
import type { AccountContext } from './context'
import { sha256 } from '../../secrets'
import { REFRESH_TOKEN_SECONDS } from '../../plugins/auth/tokens'

export type User = typeof users.$inferSelect

/** A new refresh token of the session, stored as its hash in `tx`. */
export async function issueRefreshToken(
  ctx: AccountContext,
  { tx, user, sessionId }: { tx: Tx; user: User; sessionId: string },
) {
  const tokenId = randomUUID()
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000)
  const token = await ctx.tokens.issueRefreshToken({
    userId: user.id,
    sessionId,
    tokenId,
    expiresAt,
  })
  await tx
    .insert(refreshTokens)
    .values({ id: tokenId, sessionId, tokenHash: sha256(token), expiresAt })
  return token
}

/** An access token for the user's session. */
export const issueAccessToken = (
  ctx: AccountContext,
  { user, sessionId }: { user: User; sessionId: string },
) =>
  ctx.tokens.issueAccessToken({
    userId: user.id,
    role: user.role,
    sessionId,
    tokenVersion: user.tokenVersion,
  })
