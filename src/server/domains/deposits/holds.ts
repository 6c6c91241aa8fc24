import { and, eq, sql } from 'drizzle-orm'
import { depositHolds, deposits, payments } from '../../db/schema'
import type { ProviderHold, SavedCard } from '../payments'
import type { BookingRow, DepositContext, Tx } from './context'
import { emailHoldDeclined } from './emails'
import { isOpen, liveHolds, lockDeposit } from './settle'
import { holdPlaced } from './hold-placed'

/**
 * The card to hold the deposit on: the one kept on the deposit, or the one the rental was paid
 * with (asked of the provider once, then kept by `placementAnswered`).
 */
export async function savedCardFor(
  ctx: Pick<DepositContext, 'db' | 'provider'>,
  bookingId: string,
): Promise<{ card: SavedCard | null; currency: string }> {
  const [deposit] = await ctx.db.select().from(deposits).where(eq(deposits.bookingId, bookingId))
  const currency = deposit!.currency
  if (deposit!.paymentMethodId) {
    return {
      card: { paymentMethodId: deposit!.paymentMethodId, customerId: deposit!.customerId },
      currency,
    }
  }
  const [paid] = await ctx.db
    .select({ checkoutId: payments.checkoutSessionId })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kept, true)))
  const card = paid?.checkoutId ? await ctx.provider.savedCard(paid.checkoutId) : null
  return { card, currency }
}

/**
 * The provider's answer to a placement, recorded with the booking locked: held (see holdPlaced;
 * a renewal replaces the hold it renews), or refused (or no card to hold on), in which case
 * the family is emailed a link to place it themselves and the desk sees it missing.
 */
export async function placementAnswered(
  ctx: DepositContext,
  {
    tx,
    booking,
    job,
    answer,
    card,
  }: {
    tx: Tx
    booking: BookingRow
    job: { holdId: string | null }
    answer: ProviderHold | null
    card: SavedCard | null
  },
) {
  const deposit = await lockDeposit(tx, booking.id)
  if (card && !deposit.paymentMethodId) {
    await tx
      .update(deposits)
      .set({ paymentMethodId: card.paymentMethodId, customerId: card.customerId })
      .where(eq(deposits.bookingId, booking.id))
  }
  if (answer?.status === 'held') {
    await holdPlaced(ctx, { tx, deposit, answer, replaces: job.holdId ? [job.holdId] : [] })
    return
  }
  if (answer?.id) {
    await tx
      .insert(depositHolds)
      .values({
        bookingId: booking.id,
        provider: ctx.provider.name,
        providerHoldId: answer.id,
        amountCents: answer.amount,
        currency: deposit.currency,
        status: 'declined',
        declineReason: answer.declineReason,
      })
      .onConflictDoNothing({ target: depositHolds.providerHoldId })
  }
  if (!isOpen(deposit)) return
  await tx
    .update(deposits)
    .set({ holdDeclinedAt: ctx.now(), updatedAt: sql`now()` })
    .where(eq(deposits.bookingId, booking.id))
  await emailHoldDeclined(ctx, { tx, booking, deposit })
}

/**
 * A hold the family placed on the provider's page from their link: recorded once the provider
 * says it is authorised, replacing whatever hold was live. Safe to run twice (the webhook and
 * the family's return to the page): the provider's hold id is recorded once.
 */
export async function acceptHoldCheckout(
  ctx: DepositContext,
  {
    bookingId,
    checkoutId,
    holdId,
  }: { bookingId: string; checkoutId: string; holdId: string | null },
) {
  if (!holdId) return false
  const [answer, card] = await Promise.all([
    ctx.provider.getHold(holdId),
    ctx.provider.savedCard(checkoutId),
  ])
  if (answer.status !== 'held') return false
  await ctx.db.transaction(async (tx) => {
    const booking = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: true })
    if (!booking) return
    const deposit = await lockDeposit(tx, bookingId)
    if (card) {
      await tx
        .update(deposits)
        .set({ paymentMethodId: card.paymentMethodId, customerId: card.customerId })
        .where(eq(deposits.bookingId, bookingId))
    }
    const replaced = (await liveHolds(tx, bookingId)).map((hold) => hold.id)
    await holdPlaced(ctx, { tx, deposit, answer, replaces: replaced })
  })
  return true
}
