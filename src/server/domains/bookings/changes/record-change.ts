import type { BookingChange, BookingContext } from '../context'
import { emailChange } from './change-email'

/**
 * What follows a change written in its transaction: the domains registered for it act (payments
 * writes a reduction's refund, deposits follows with the deposit), the family is emailed, and
 * staff's change is audited.
 */
export async function recordChange(
  ctx: BookingContext,
  event: BookingChange & { actorId: string },
) {
  const { tx, booking, changed, version, actorId } = event
  for (const handler of ctx.changedHandlers) {
    await handler.inTransaction({ tx, booking, changed, version })
  }
  await emailChange(ctx, { tx, booking, changed, version })
  if (version.actor !== 'staff') return
  await ctx.audit.record({
    tx,
    actorId,
    action: 'booking.change',
    bookingId: booking.id,
    before: { ...version.before, total: version.totalBeforeCents },
    after: {
      ...version.after,
      total: version.totalAfterCents,
      refund: version.refundCents,
      retained: version.retainedCents,
      override_reason: version.overrideReason,
    },
  })
}
