import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { bookings, deposits, quotes, reservations, users } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { anonymiseAccount } from './anonymise'
import type { AccountContext } from './context'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle'
import { verifyPassword } from './passwords'

/** Deposit states that still wait on a hold, a charge to give back or a claim to decide. */
const UNSETTLED_DEPOSITS = ['awaiting', 'held', 'charged'] as const

/**
 * The account's bookings that are not over: still `confirmed` (to come, or its gear out), or
 * whose deposit is not settled yet (a claim waiting for its decision, a hold not released).
 */
export async function openBookingsOf(tx: Tx, userId: string) {
  return tx
    .select({ reference: bookings.reference })
    .from(bookings)
    .leftJoin(deposits, eq(deposits.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.userId, userId),
        or(eq(bookings.status, 'confirmed'), inArray(deposits.status, [...UNSETTLED_DEPOSITS])),
      ),
    )
    .orderBy(bookings.reference)
}

/** Pending quotes end now, and the units they held go back to the stock. */
async function expirePendingQuotes(tx: Tx, userId: string) {
  const ended = await tx
    .update(quotes)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(quotes.userId, userId), eq(quotes.status, 'pending')))
    .returning({ id: quotes.id })
  if (ended.length === 0) return 0
  await tx
    .update(reservations)
    .set({ status: 'released', expiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          reservations.quoteId,
          ended.map(({ id }) => id),
        ),
        isNull(reservations.bookingId),
        eq(reservations.status, 'held'),
      ),
    )
  return ended.length
}

/**
 * Deletes a family's account (docs/privacy.md): the password confirms it (throttled as log-ins
 * are), open bookings refuse it (409), and then, in one transaction with the account's row
 * locked, pending quotes end, every personal value is emptied in place, every session ends and
 * the audit log records it with counts only.
 */
export async function deleteAccount(
  ctx: AccountContext,
  { userId, password, clientAddress }: { userId: string; password: string; clientAddress: string },
): Promise<void> {
  const [account] = await ctx.db.select().from(users).where(eq(users.id, userId))
  if (!account || account.deletedAt) throw notFound('The account was not found')
  const attempt = { email: account.email, ip: clientAddress }
  await assertLoginAllowed(ctx.db, attempt)
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordLoginFailure(ctx.db, attempt)
    throw new AppError(403, 'PASSWORD_INCORRECT', 'The password is not correct')
  }
  await clearLoginFailures(ctx.db, attempt)
  if (account.role !== 'user') {
    throw new AppError(
      409,
      'STAFF_ACCOUNT_NOT_DELETABLE',
      'A staff account is deleted once an admin has taken its role away',
    )
  }
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!locked || locked.deletedAt) throw notFound('The account was not found')
    const open = await openBookingsOf(tx, userId)
    if (open.length > 0) {
      throw new AppError(
        409,
        'ACCOUNT_HAS_OPEN_BOOKINGS',
        'Your account has bookings that are not finished or cancelled yet: ' +
          `${open.map(({ reference }) => reference).join(', ')}. ` +
          'Once they are, you can delete it.',
        open.map(({ reference }) => ({ path: `bookings/${reference}`, message: 'open' })),
      )
    }
    const quotesEnded = await expirePendingQuotes(tx, userId)
    const emptied = await anonymiseAccount(tx, { user: locked })
    await ctx.audit.record({
      tx,
      actorId: userId,
      action: 'user.delete',
      targetUserId: userId,
      before: { ...emptied, quotes_ended: quotesEnded },
      after: { deleted: true },
    })
  })
}
