import { eq, sql } from 'drizzle-orm'
import { DEPOSIT_RENEW_BEFORE_HOURS } from '../../../shared/domain/deposits'
import { damageClaims, depositHolds, deposits } from '../../db/schema'
import type { ProviderHold } from '../payments'
import type { DepositContext, DepositRow, Tx } from './context'
import { isOpen } from './settle'
import { queueJob } from './job-queue'

/**
 * What a hold should cover when it is renewed: the whole deposit, or while claims wait for a
 * decision, at least what they claim (the rest need not stay held).
 */
async function renewalAmount(tx: Pick<Tx, 'select'>, deposit: DepositRow) {
  const [claimed] = await tx
    .select({ cents: sql<number>`coalesce(sum(${damageClaims.amountCents}), 0)::int` })
    .from(damageClaims)
    .where(eq(damageClaims.bookingId, deposit.bookingId))
  return claimed && claimed.cents > 0 ? claimed.cents : deposit.amountCents
}

/**
 * A hold is now authorised for the booking: recorded, the deposit held, the hold it replaces
 * released, and its own renewal planned before it lapses. A deposit decided meanwhile (the
 * booking ended while the hold was being placed) has the new hold released at once.
 */
export async function holdPlaced(
  ctx: Pick<DepositContext, 'provider' | 'now'>,
  {
    tx,
    deposit,
    answer,
    replaces,
  }: { tx: Tx; deposit: DepositRow; answer: ProviderHold; replaces: string[] },
) {
  const [hold] = await tx
    .insert(depositHolds)
    .values({
      bookingId: deposit.bookingId,
      provider: ctx.provider.name,
      providerHoldId: answer.id,
      amountCents: answer.amount,
      currency: deposit.currency,
      status: 'held',
      expiresAt: answer.expiresAt,
    })
    .onConflictDoNothing({ target: depositHolds.providerHoldId })
    .returning()
  if (!hold) return
  if (!isOpen(deposit)) {
    await queueJob(tx, { bookingId: deposit.bookingId, kind: 'release', holdId: hold.id })
    return
  }
  await tx
    .update(deposits)
    .set({ status: 'held', holdDeclinedAt: null, holdCheckoutId: null, updatedAt: sql`now()` })
    .where(eq(deposits.bookingId, deposit.bookingId))
  for (const old of replaces) {
    await queueJob(tx, { bookingId: deposit.bookingId, kind: 'release', holdId: old })
  }
  if (answer.expiresAt) {
    await queueJob(tx, {
      bookingId: deposit.bookingId,
      kind: 'place',
      holdId: hold.id,
      amountCents: await renewalAmount(tx, deposit),
      at: new Date(answer.expiresAt.getTime() - DEPOSIT_RENEW_BEFORE_HOURS * 3_600_000),
    })
  }
}
