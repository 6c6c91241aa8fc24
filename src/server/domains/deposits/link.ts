import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { DepositLinkView } from '../../../shared/contract/deposits'
import { bookings, deposits, users } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { returnBaseFor, type OpenedAt } from '../payments'
import type { BookingRow, DepositContext, DepositRow } from './context'
import { acceptHoldCheckout } from './holds'
import { isOpen, lockDeposit } from './settle'

/** A hold checkout stays open this long. */
const HOLD_CHECKOUT_MINUTES = 30

/** Whether the family should place a hold now: an open hold-mode deposit of a live, paid booking. */
const needsHold = (booking: BookingRow, deposit: DepositRow) =>
  deposit.mode === 'hold' &&
  isOpen(deposit) &&
  deposit.status !== 'held' &&
  booking.status === 'confirmed' &&
  booking.paymentStatus === 'paid'

async function linkedBooking(ctx: DepositContext, token: string) {
  const { bookingId } = ctx.links.verify({ token, purpose: 'deposit_hold' })
  const [found] = await ctx.db
    .select({ booking: bookings, deposit: deposits })
    .from(bookings)
    .innerJoin(deposits, eq(deposits.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
  if (!found) throw notFound('Booking not found')
  return found
}

/**
 * What the emailed link shows (no login: the token names one booking and this purpose only).
 * A hold checkout the family completed is recorded first, in case its event is still on its way.
 */
export async function linkStatus(
  ctx: DepositContext,
  { token }: { token: string },
): Promise<DepositLinkView> {
  let { booking, deposit } = await linkedBooking(ctx, token)
  if (needsHold(booking, deposit) && deposit.holdCheckoutId) {
    const checkout = await ctx.provider.getCheckout(deposit.holdCheckoutId).catch(() => null)
    if (checkout?.status === 'complete') {
      await acceptHoldCheckout(ctx, {
        bookingId: booking.id,
        checkoutId: checkout.id,
        holdId: checkout.paymentIntentId,
      })
      ;({ booking, deposit } = await linkedBooking(ctx, token))
    }
  }
  return {
    reference: booking.reference,
    amount: deposit.amountCents,
    currency: deposit.currency,
    state: needsHold(booking, deposit)
      ? 'needed'
      : deposit.status === 'held'
        ? 'held'
        : 'not_needed',
    pickup_date: booking.startDate,
    pickup_time: booking.pickupTime,
  }
}

/**
 * Opens the provider's hosted page where the family authorises the deposit on a card of their
 * choice (a hold, not a charge; the card is kept for renewals). 409 DEPOSIT_NOT_NEEDED when the
 * deposit is held already or decided.
 */
export async function openHoldCheckout(
  ctx: DepositContext,
  { token, openedAt }: { token: string; openedAt: OpenedAt },
) {
  const { bookingId } = ctx.links.verify({ token, purpose: 'deposit_hold' })
  const { booking, deposit, email } = await ctx.db.transaction(async (tx) => {
    const row = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: true })
    if (!row) throw notFound('Booking not found')
    const locked = await lockDeposit(tx, bookingId)
    if (!needsHold(row, locked)) {
      throw new AppError(409, 'DEPOSIT_NOT_NEEDED', 'This deposit needs no hold now.')
    }
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId))
    return { booking: row, deposit: locked, email: user!.email }
  })
  const base = `${returnBaseFor(ctx.config, openedAt)}/deposit`
  const checkout = await ctx.provider.createCheckout({
    mode: 'hold',
    saveCard: true,
    bookingId,
    paymentId: bookingId,
    reference: booking.reference,
    amount: deposit.amountCents,
    currency: deposit.currency,
    description: `TinyTrip deposit ${booking.reference}`,
    successUrl: `${base}?placed=1#${token}`,
    cancelUrl: `${base}#${token}`,
    customerEmail: email,
    expiresAt: new Date(ctx.now().getTime() + HOLD_CHECKOUT_MINUTES * 60_000),
    idempotencyKey: `deposit-checkout-${randomUUID()}`,
  })
  await ctx.db
    .update(deposits)
    .set({ holdCheckoutId: checkout.id, updatedAt: sql`now()` })
    .where(eq(deposits.bookingId, bookingId))
  return { url: checkout.url, session_id: checkout.id }
}
