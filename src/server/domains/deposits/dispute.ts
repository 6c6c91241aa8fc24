import { claimEvents } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { DepositContext } from './context'
import { claimState, noClaim } from './claim-state'
import { lockDeposit } from './settle'

/**
 * The family answers the claims on their deposit from the booking page, until the time to
 * answer passes or an admin decides; each answer is kept in the claim's history.
 */
export async function dispute(
  ctx: Pick<DepositContext, 'db' | 'bookings' | 'now'>,
  { userId, bookingId, message }: { userId: string; bookingId: string; message: string },
) {
  await ctx.db.transaction(async (tx) => {
    const booking = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: true })
    if (!booking || booking.userId !== userId) throw notFound('Booking not found')
    const deposit = await lockDeposit(tx, bookingId)
    const state = await claimState(tx, bookingId)
    if (state.claimedCents === 0) throw noClaim()
    const now = ctx.now()
    if (state.decided || !deposit.disputeUntil || now >= deposit.disputeUntil) {
      throw new AppError(
        409,
        'DISPUTE_CLOSED',
        'The time to answer this claim has passed, or it was decided already.',
      )
    }
    await tx.insert(claimEvents).values({
      bookingId,
      kind: 'disputed',
      actorId: userId,
      message: message.trim(),
      at: now,
    })
  })
}
