import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { payments } from '../../db/schema'
import { takenBy } from './attempts'
import type { PaymentContext } from './context'
import { recordPayment } from './payment-record'

/** Attempts that must not stay as they are: set aside, or live past their expiry. */
const UNSETTLED = inArray(payments.status, ['opening', 'open', 'closing'])

const markExpired = (ctx: PaymentContext, id: string) =>
  ctx.db
    .update(payments)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), UNSETTLED))

/**
 * Asks the provider how each attempt that can no longer be paid ended, so no payment goes
 * unrecorded when its event never came (a lost webhook, a crash before the sandbox sent it, a
 * booking cancelled while its checkout was open): a paid one is recorded (and refunded when the
 * booking does not keep it), one still open is expired at the provider first. An attempt the
 * provider cannot be asked about stays for the next round.
 */
export async function settleAttempts(
  ctx: PaymentContext,
  { bookingIds }: { bookingIds?: string[] } = {},
) {
  const now = ctx.now()
  const due = await ctx.db
    .select({ id: payments.id, checkoutId: payments.checkoutSessionId })
    .from(payments)
    .where(
      and(
        bookingIds ? inArray(payments.bookingId, bookingIds) : undefined,
        or(
          eq(payments.status, 'closing'),
          and(UNSETTLED, or(isNull(payments.expiresAt), lte(payments.expiresAt, now))),
        ),
      ),
    )
  let settled = 0
  for (const { id, checkoutId } of due) {
    try {
      if (checkoutId === null) {
        // The provider never answered for this attempt, so nobody was sent to pay it.
        await markExpired(ctx, id)
        settled++
        continue
      }
      let checkout = await ctx.provider.getCheckout(checkoutId)
      if (checkout.status === 'open' && !checkout.paid) {
        await ctx.provider.expireCheckout(checkoutId)
        checkout = await ctx.provider.getCheckout(checkoutId)
      }
      if (checkout.paid) {
        await ctx.db.transaction((tx) => recordPayment(ctx, { tx, taken: takenBy(checkout) }))
      } else if (checkout.status !== 'open') {
        await markExpired(ctx, id)
      }
      settled++
    } catch (error) {
      ctx.log.warn(
        { err: error, paymentId: id },
        'could not ask the payment provider; trying later',
      )
    }
  }
  return settled
}

/** Whether a booking still has attempts whose outcome is not known (some may yet be paid). */
export async function hasUnsettledAttempts(ctx: PaymentContext, bookingId: string) {
  const [open] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), UNSETTLED))
    .limit(1)
  return open !== undefined
}
