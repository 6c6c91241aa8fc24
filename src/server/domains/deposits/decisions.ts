import { and, eq, isNull } from 'drizzle-orm'
import { bookingUnits, claimEvents, deposits } from '../../db/schema'
import { isUniqueViolation } from '../../db/unique-violation'
import { AppError } from '../../errors'
import type { BookingRow, DepositContext, Tx } from './context'
import { emailDecision } from './claim-emails'
import { lockDeposit, settleDeposit } from './settle'
import { claimState, noClaim } from './claim-state'

/**
 * An admin decides a locked booking's claims once (in the desk's transaction): `keep` cents of
 * the deposit are kept (at most what was claimed) and the rest released (see settleDeposit).
 * Keeping anything waits for the family's answer or for their time to answer to pass;
 * releasing everything may be decided at any time, once all the gear is back (409
 * UNITS_STILL_OUT before). The family is emailed the decision.
 */
export async function decide(
  ctx: DepositContext,
  {
    tx,
    booking,
    actorId,
    keep,
    note,
  }: { tx: Tx; booking: BookingRow; actorId: string; keep: number; note: string | null },
) {
  const deposit = await lockDeposit(tx, booking.id)
  const state = await claimState(tx, booking.id)
  if (state.claimedCents === 0) throw noClaim()
  const [out] = await tx
    .select({ unitId: bookingUnits.unitId })
    .from(bookingUnits)
    .where(and(eq(bookingUnits.bookingId, booking.id), isNull(bookingUnits.returnedAt)))
    .limit(1)
  if (out) {
    throw new AppError(
      409,
      'UNITS_STILL_OUT',
      'Some gear of this booking is still out: check it in before deciding on the deposit.',
    )
  }
  if (state.decided) {
    throw new AppError(409, 'ALREADY_DECIDED', "This booking's claims were decided already.")
  }
  if (keep > state.claimedCents) {
    throw new AppError(
      422,
      'DECISION_TOO_LARGE',
      `At most what was claimed can be kept (${state.claimedCents} cents).`,
    )
  }
  const now = ctx.now()
  const waiting = !state.answered && deposit.disputeUntil !== null && now < deposit.disputeUntil
  if (keep > 0 && waiting) {
    throw new AppError(
      409,
      'DECISION_TOO_EARLY',
      'The family may still answer the claim: keep nothing now, or decide once they answer or ' +
        'their time to answer has passed.',
    )
  }
  try {
    await tx.insert(claimEvents).values({
      bookingId: booking.id,
      kind: 'decided',
      actorId,
      amountCents: keep,
      message: note,
      at: now,
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'ALREADY_DECIDED', "This booking's claims were decided already.")
    }
    throw error
  }
  const settled = await settleDeposit(ctx, { tx, booking, deposit, keep })
  await tx
    .update(deposits)
    .set({ decidedAt: now, decidedBy: actorId })
    .where(and(eq(deposits.bookingId, booking.id)))
  await ctx.audit.record({
    tx,
    actorId,
    action: 'deposit.decide',
    bookingId: booking.id,
    before: { status: deposit.status, claimed: state.claimedCents },
    after: {
      status: settled.status,
      kept: settled.claimedCents,
      released: settled.releasedCents,
      note,
    },
  })
  await emailDecision(ctx, { tx, booking, deposit: settled, note })
}
