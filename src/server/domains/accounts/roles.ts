import { eq, sql } from 'drizzle-orm'
import type { Role } from '../../../shared/domain/constants'
import { normaliseEmail } from '../../../shared/domain/contactRules'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { hashPassword } from './passwords'
import { assertStrongPassword, assertValidEmail } from './validate'

export interface RoleGrant {
  email: string
  role: Role
  /** Needed for a new account; an existing one keeps its password unless one is given. */
  password?: string
  firstName?: string
  lastName?: string
}

/**
 * Gives an account a role, creating it (activated, with the password given) when missing: how
 * the first admin of a production site comes to exist, since demo accounts never do there.
 */
export async function grantRole(db: Db, account: RoleGrant): Promise<'created' | 'updated'> {
  const email = normaliseEmail(account.email)
  assertValidEmail(email)
  if (account.password !== undefined) assertStrongPassword(account.password)
  const passwordHash = account.password ? await hashPassword(account.password) : undefined
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing) {
    await db
      .update(users)
      .set({ role: account.role, ...(passwordHash ? { passwordHash } : {}), updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
    return 'updated'
  }
  if (!passwordHash) throw new Error(`${email} has no account yet: give it a password`)
  await db.insert(users).values({
    email,
    passwordHash,
    role: account.role,
    firstName: account.firstName ?? 'TinyTrip',
    lastName: account.lastName ?? 'Staff',
    phone: '',
    languagePreference: 'en',
    dataProcessingConsentAt: sql`now()`,
    activatedAt: sql`now()`,
  })
  return 'created'
}
