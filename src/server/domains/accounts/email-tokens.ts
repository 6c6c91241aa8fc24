import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailTokens } from '../../db/schema'
import { randomToken, sha256 } from '../../secrets'

export type EmailTokenPurpose = 'activation' | 'password_reset'

/** Transaction or database handle. */
type Tx = Pick<Db, 'insert' | 'update' | 'select'>

export const TOKEN_LIFETIMES: Record<EmailTokenPurpose, number> = {
  activation: 48 * 60 * 60,
  password_reset: 60 * 60,
}

/** Creates a single-use token and returns the secret to email; only its hash is stored. */
export async function createEmailToken(
  tx: Tx,
  { userId, purpose }: { userId: string; purpose: EmailTokenPurpose },
) {
  const secret = randomToken()
  await tx.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: sha256(secret),
    expiresAt: sql`now() + ${TOKEN_LIFETIMES[purpose]} * interval '1 second'`,
  })
  return secret
}

export type ConsumeResult =
  { status: 'consumed'; userId: string } | { status: 'used' | 'expired' | 'unknown' }

/** Uses a token at most once, atomically, then says why it could not be used if it was not. */
export async function consumeEmailToken(
  tx: Tx,
  { secret, purpose }: { secret: string; purpose: EmailTokenPurpose },
): Promise<ConsumeResult> {
  const hash = sha256(secret)
  const [consumed] = await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId })
  if (consumed) return { status: 'consumed', userId: consumed.userId }
  const [known] = await tx
    .select({ usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hash), eq(emailTokens.purpose, purpose)))
  if (!known) return { status: 'unknown' }
  return { status: known.usedAt ? 'used' : 'expired' }
}

/** Whether a token of this purpose was issued to the user within the last `seconds`. */
export async function issuedRecently(
  tx: Tx,
  { userId, purpose, seconds }: { userId: string; purpose: EmailTokenPurpose; seconds: number },
): Promise<boolean> {
  const [recent] = await tx
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.createdAt, sql`now() - ${seconds} * interval '1 second'`),
      ),
    )
    .limit(1)
  return recent !== undefined
}
