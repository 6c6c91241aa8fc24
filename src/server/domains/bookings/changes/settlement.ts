import type { PricingResponse } from '../../../../shared/contract/pricing'
import type { BookingVersionStatus } from '../../../../shared/domain/bookingChanges'
import type { DepositMode } from '../../../../shared/domain/deposits'
import type { BookingRow } from '../context'

/** What a change's difference comes to (docs/money.md, Changes). */
export interface Settlement {
  /** What the checkout asks, after less before: the rental, and the deposit when charged. */
  differenceCents: number
  paymentDueCents: number
  refundCents: number
  retainedCents: number
  status: BookingVersionStatus
}

/** What the booking's checkout charges for `pricing`: the deposit only when it is charged. */
export const chargedFor = (
  pricing: Pick<PricingResponse, 'grand_total' | 'deposit'>,
  mode: DepositMode,
) => (mode === 'hold' ? pricing.grand_total - pricing.deposit : pricing.grand_total)

/**
 * The money of a change. An unpaid booking owes nothing apart: its own checkout charges the new
 * total. A paid one owes a higher difference through a checkout tied to the change; a lower one
 * is refunded, except the rental's part once the cancellation deadline has passed (24 hours
 * before the original pickup), unless staff refund it anyway (`override`). A charged deposit's
 * part always comes back.
 */
export function settle({
  booking,
  before,
  after,
  mode,
  now,
  override,
}: {
  booking: BookingRow
  before: Pick<PricingResponse, 'grand_total' | 'deposit'>
  after: Pick<PricingResponse, 'grand_total' | 'deposit'>
  mode: DepositMode
  now: Date
  override: boolean
}): Settlement {
  const differenceCents = chargedFor(after, mode) - chargedFor(before, mode)
  const none = { differenceCents, paymentDueCents: 0, refundCents: 0, retainedCents: 0 }
  if (booking.paymentStatus !== 'paid' || differenceCents === 0) {
    return { ...none, status: 'applied' }
  }
  if (differenceCents > 0) {
    return { ...none, paymentDueCents: differenceCents, status: 'awaiting_payment' }
  }
  const rentalReduction = Math.max(
    0,
    before.grand_total - before.deposit - (after.grand_total - after.deposit),
  )
  const inWindow = now < booking.cancellationDeadline || override
  const retainedCents = inWindow ? 0 : Math.min(-differenceCents, rentalReduction)
  const refundCents = -differenceCents - retainedCents
  return {
    ...none,
    refundCents,
    retainedCents,
    status: refundCents > 0 ? 'refunded' : 'kept',
  }
}

/** A booking's pricing in the deposit mode it was booked in (what its checkout charges). */
export function inMode(pricing: PricingResponse, mode: DepositMode): PricingResponse {
  const rental = pricing.grand_total - pricing.deposit
  return {
    ...pricing,
    deposit_mode: mode,
    due_at_checkout: mode === 'hold' ? rental : pricing.grand_total,
  }
}
