import { eq } from 'drizzle-orm'
import { unauthorized } from '../errors'
import { SESSION_ENDED } from '../plugins/auth/tokens'
import type { Tx } from './client'
import { users } from './schema'

/**
 * Takes the account's row (KEY SHARE) for the rest of `tx` and refuses an account already
 * deleted, whose sessions ended with it. Quotes and bookings take it before anything else, and a
 * deletion locks the row FOR UPDATE: one waits for the other, so no booking is made for an
 * account being deleted and no deletion misses a booking being made (docs/privacy.md).
 */
export async function lockLiveAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share')
  if (!row || row.deletedAt) throw unauthorized('TOKEN_INVALID', SESSION_ENDED)
}
