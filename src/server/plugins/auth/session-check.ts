import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { unauthorized } from '../../errors'
import { SESSION_ENDED, type AccessClaims } from './tokens'

/**
 * Checks that an access token's session is still open and its user's tokens are still current
 * (a password reset moves the token version on): a signed token alone is not enough.
 */
export async function loadAuthenticatedUser(db: Db, claims: AccessClaims) {
  const [row] = await db
    .select({
      role: users.role,
      tokenVersion: users.tokenVersion,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(users.id, claims.userId)))
  if (!row || row.revokedAt || row.tokenVersion !== claims.tokenVersion) {
    throw unauthorized('TOKEN_INVALID', SESSION_ENDED)
  }
  return { userId: claims.userId, role: row.role, sessionId: claims.sessionId }
}
