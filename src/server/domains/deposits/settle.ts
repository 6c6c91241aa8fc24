import { and, eq, sql } from 'drizzle-orm'
import { depositHolds, deposits } from '../../db/schema'
import { AppError } from '../../errors'
import { issueDamageReceipt } from '../invoices'
import type { BookingRow, DepositContext, DepositRow, Tx } from './context'
import { callOffPlacements, queueJob } from './job-queue'

/** A deposit whose fate is not decided yet. */
export const OPEN_STATUSES = ['awaiting', 'held', 'charged'] as const
export const isOpen = (deposit: DepositRow) =>
  (OPEN_STATUSES as readonly string[]).includes(deposit.status)

/** The booking's deposit, locked for the rest of `tx`; always after the booking's own row. */
export async function lockDeposit(tx: Tx, bookingId: string): Promise<DepositRow> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(eq(deposits.bookingId, bookingId))
    .for('update')
  if (!row) throw new Error(`Booking ${bookingId} has no deposit record`)
  return row
}

/** The holds of a booking that are authorised now, newest first. */
export const liveHolds = (tx: Pick<Tx, 'select'>, bookingId: string) =>
  tx
    .select()
    .from(depositHolds)
    .where(and(eq(depositHolds.bookingId, bookingId), eq(depositHolds.status, 'held')))
    .orderBy(sql`${depositHolds.createdAt} desc`)

/**
 * Decides the fate of a locked booking's open deposit, in the caller's transaction: `keep`
 * cents are claimed and the rest released. Hold mode: the live hold is captured for `keep` (the
 * provider releases the rest with it) or released, and any other live hold released; charge
 * mode: what is not kept is refunded, when it was charged. The provider calls are job rows,
 * carried out once this commits. Answers the deposit as decided.
 */
export async function settleDeposit(
  ctx: Pick<DepositContext, 'payments' | 'now'>,
  {
    tx,
    booking,
    deposit,
    keep,
  }: { tx: Tx; booking: BookingRow; deposit: DepositRow; keep: number },
): Promise<DepositRow> {
  if (!isOpen(deposit)) throw new Error(`The deposit of ${booking.reference} is already decided`)
  const holds = deposit.mode === 'hold' ? await liveHolds(tx, booking.id) : []
  if (keep > 0 && (deposit.status === 'awaiting' || (deposit.mode === 'hold' && !holds[0]))) {
    throw new AppError(
      409,
      'DEPOSIT_NOT_HELD',
      'No deposit is held or charged on this booking: nothing can be kept from it.',
    )
  }
  const released = deposit.amountCents - keep
  const [settled] = await tx
    .update(deposits)
    .set({
      status: keep === 0 ? 'released' : released === 0 ? 'claimed' : 'partly_claimed',
      claimedCents: keep,
      releasedCents: released,
      settledAt: ctx.now(),
      updatedAt: sql`now()`,
    })
    .where(eq(deposits.bookingId, booking.id))
    .returning()
  await issueDamageReceipt(tx, { bookingId: booking.id, cents: keep })
  await callOffPlacements(tx, booking.id)
  if (deposit.mode === 'charge') {
    if (deposit.status === 'charged' && released > 0) {
      await ctx.payments.recordDepositRefund({ tx, booking, amount: released })
    }
    return settled!
  }
  const [captureFrom, ...others] = keep > 0 ? holds : []
  if (captureFrom) {
    await queueJob(tx, {
      bookingId: booking.id,
      kind: 'capture',
      holdId: captureFrom.id,
      amountCents: Math.min(keep, captureFrom.amountCents),
    })
  }
  for (const hold of keep > 0 ? others : holds) {
    await queueJob(tx, { bookingId: booking.id, kind: 'release', holdId: hold.id })
  }
  return settled!
}

/** Releases all of a locked booking's deposit, when its fate is still open; whether it did. */
export async function releaseDeposit(
  ctx: Pick<DepositContext, 'payments' | 'now'>,
  { tx, booking }: { tx: Tx; booking: BookingRow },
): Promise<boolean> {
  const deposit = await lockDeposit(tx, booking.id)
  if (!isOpen(deposit)) return false
  await settleDeposit(ctx, { tx, booking, deposit, keep: 0 })
  return true
}
