import { eq, inArray, sql } from 'drizzle-orm'
import type { Role } from '../../shared/domain/constants'
import { hashPassword, revokeAllSessions, verifyPassword } from '../domains/accounts'
import type { Db } from '../db/client'
import { users } from '../db/schema'

/** Demo accounts, one per role; their passwords are printed in the README (demo only). */
export const demoAccounts: {
  email: string
  password: string
  role: Role
  first: string
  last: string
}[] = [
  {
    email: 'admin@tinytrip.es',
    password: 'Admin#Demo2026',
    role: 'admin',
    first: 'Alba',
    last: 'Ruiz',
  },
  {
    email: 'moderator@tinytrip.es',
    password: 'Moderator#Demo2026',
    role: 'moderator',
    first: 'Mario',
    last: 'Navarro',
  },
  {
    email: 'traveller@tinytrip.es',
    password: 'Traveller#Demo2026',
    role: 'user',
    first: 'Emma',
    last: 'Taylor',
  },
]

/** Creates the demo accounts that do not exist yet; existing ones are left as they are. */
export async function seedDemoAccounts(db: Db) {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    )
  const known = new Set(existing.map((row) => row.email))
  for (const account of demoAccounts.filter((a) => !known.has(a.email))) {
    await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        firstName: account.first,
        lastName: account.last,
        phone: '+34 600 000 000',
        languagePreference: account.role === 'moderator' ? 'es' : 'en',
        dataProcessingConsentAt: sql`now()`,
        activatedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: users.email })
  }
}

/** Not an argon2 hash, so no password matches it. */
const LOCKED_PASSWORD = '!locked: its demo password was published'

/**
 * Production never keeps an account anyone can sign in to with a password printed in the
 * README: a demo account that still has it loses its password (a reset by email sets a new one)
 * and its sessions. Answers the emails of the accounts locked.
 */
export async function lockPublishedDemoAccounts(db: Db): Promise<string[]> {
  const found = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    )
  const locked: string[] = []
  for (const user of found) {
    const published = demoAccounts.find((account) => account.email === user.email)!.password
    if (!(await verifyPassword(user.passwordHash, published))) continue
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: LOCKED_PASSWORD, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
      await revokeAllSessions(tx, { userId: user.id, reason: 'demo_password_published' })
    })
    locked.push(user.email)
  }
  return locked
}
