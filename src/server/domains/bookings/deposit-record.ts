import { DEPOSIT_HOLD_LEAD_HOURS, type DepositMode } from '../../../shared/domain/deposits'
import { instantOf } from '../../../shared/domain/zonedTime'
import { deposits } from '../../db/schema'
import type { BookingRow, Tx } from './context'

/**
 * A new booking's deposit, recorded with it (docs/money.md): its amount from the quote's
 * pricing, the mode the site takes deposits in, and in hold mode when the hold is placed (a day
 * before pickup). A booking without a deposit has nothing to give back: it is settled at once.
 */
export async function recordDeposit(
  tx: Tx,
  {
    booking,
    mode,
    timeZone,
    now,
  }: { booking: BookingRow; mode: DepositMode; timeZone: string; now: Date },
) {
  const amount = booking.pricing.deposit
  const pickupAt = instantOf(booking.startDate, booking.pickupTime, timeZone) ?? now.getTime()
  await tx.insert(deposits).values({
    bookingId: booking.id,
    mode,
    amountCents: amount,
    currency: booking.currency,
    ...(amount === 0
      ? { status: 'released' as const, settledAt: now }
      : { status: 'awaiting' as const }),
    holdFrom: mode === 'hold' ? new Date(pickupAt - DEPOSIT_HOLD_LEAD_HOURS * 3_600_000) : null,
  })
}
