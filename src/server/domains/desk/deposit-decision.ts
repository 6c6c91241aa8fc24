import { onceForKey, type StaffRequest } from './staff-action'
import type { DeskContext } from './context'

/**
 * Admin: decides the claims on a booking's deposit, once per Idempotency-Key: `keepAmount` kept
 * (at most what was claimed), the rest released; see the deposits' decide.
 */
export function decideDeposit(
  ctx: DeskContext,
  request: StaffRequest & { keepAmount: number; note: string | null },
) {
  const body = { keep_amount: request.keepAmount, note: request.note }
  return onceForKey(ctx, {
    request: { ...request, action: 'deposit.decide', body },
    change: (tx, booking) =>
      ctx.deposits.decide({
        tx,
        booking,
        actorId: request.actorId,
        keep: request.keepAmount,
        note: request.note,
      }),
  })
}
