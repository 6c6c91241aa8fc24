import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginThrottles } from '../../db/schema'
import { tooManyRequests } from '../../errors'
import { sha256 } from '../../secrets'

export const MAX_FAILURES = 5
export const WINDOW_SECONDS = 15 * 60

/**
 * Failed sign-ins are counted per account AND client address: guessing from one address is
 * slowed down, while nobody elsewhere can lock the owner out of their own account.
 */
const keyFor = ({ email, ip }: LoginAttempt) => sha256(`${email}\n${ip}`)

/** Who tries to sign in: the account's (normalised) address and the client's address. */
export interface LoginAttempt {
  email: string
  ip: string
}

export async function assertLoginAllowed(db: Db, attempt: LoginAttempt) {
  const [row] = await db
    .select({
      failures: loginThrottles.failures,
      remaining: sql<number>`extract(epoch from (${loginThrottles.windowStartedAt} + ${WINDOW_SECONDS} * interval '1 second' - now()))::float`,
    })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, keyFor(attempt)))
  if (row && row.remaining > 0 && row.failures >= MAX_FAILURES) {
    throw tooManyRequests(row.remaining)
  }
}

export async function recordLoginFailure(db: Db, attempt: LoginAttempt) {
  await db
    .insert(loginThrottles)
    .values({ key: keyFor(attempt), failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${loginThrottles.windowStartedAt} + ${WINDOW_SECONDS} * interval '1 second' < now() then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} + ${WINDOW_SECONDS} * interval '1 second' < now() then now() else ${loginThrottles.windowStartedAt} end`,
      },
    })
}

export async function clearLoginFailures(db: Db, attempt: LoginAttempt) {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keyFor(attempt)))
}
