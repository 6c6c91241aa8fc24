import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { StaffList, StaffMember } from '../../../shared/contract/desk-bookings'
import { normaliseEmail } from '../../../shared/domain/contactRules'
import { users } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { DeskContext } from './context'

const memberOf = (row: typeof users.$inferSelect): StaffMember => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role,
})

/** Admins and moderators, by email. */
export async function listStaff(ctx: DeskContext): Promise<StaffList> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.role, ['admin', 'moderator']))
    .orderBy(asc(users.email))
  return { items: rows.map(memberOf) }
}

/**
 * Makes an account a moderator or takes it back (role user), audited in the same transaction.
 * Never the admin's own role, never another admin's (the grant-role command does that, with
 * the server's own settings). Asking for the role an account already has changes nothing.
 */
export async function changeRole(
  ctx: DeskContext,
  args: { actorId: string; email: string; role: 'moderator' | 'user' },
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(args.email)))
      .for('update')
    if (!account) throw notFound('No account has that email.')
    if (account.id === args.actorId) {
      throw new AppError(409, 'OWN_ROLE_LOCKED', 'You cannot change your own role.')
    }
    if (account.role === 'admin') {
      throw new AppError(409, 'ADMIN_ROLE_LOCKED', "An admin's role cannot be changed here.")
    }
    if (account.role === args.role) return memberOf(account)
    const [changed] = await tx
      .update(users)
      .set({ role: args.role, updatedAt: sql`now()` })
      .where(eq(users.id, account.id))
      .returning()
    await ctx.audit.record({
      tx,
      actorId: args.actorId,
      action: 'user.role',
      targetUserId: account.id,
      before: { role: account.role },
      after: { role: args.role },
    })
    return memberOf(changed!)
  })
}
