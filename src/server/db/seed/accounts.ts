import { inArray, sql } from 'drizzle-orm'
import type { Role } from '../../../shared/domain/constants'
import { hashPassword } from '../../services/accounts/passwords'
import type { Db } from '../client'
import { users } from '../schema'

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
