import type { BookingChangePreview, BookingTerms } from '../../../../shared/contract/bookingChanges'
import type { PricingResponse } from '../../../../shared/contract/pricing'
import type { Settlement } from './settlement'

/** Each item's line before and after: units and rental subtotal, and their difference. */
function changeLines(before: PricingResponse, after: PricingResponse) {
  const gearIds = [...new Set([...before.items, ...after.items].map((item) => item.gear_id))].sort()
  return gearIds.map((gear_id) => {
    const was = before.items.find((item) => item.gear_id === gear_id)
    const now = after.items.find((item) => item.gear_id === gear_id)
    return {
      gear_id,
      quantity_before: was?.quantity ?? 0,
      quantity_after: now?.quantity ?? 0,
      subtotal_before: was?.subtotal ?? 0,
      subtotal_after: now?.subtotal ?? 0,
      difference: (now?.subtotal ?? 0) - (was?.subtotal ?? 0),
    }
  })
}

/** What a change costs, as the preview and the commit answer it. */
export function changePreview({
  bookingId,
  changed,
  terms,
  pricing,
  settlement,
}: {
  bookingId: string
  changed: string[]
  terms: { before: BookingTerms; after: BookingTerms }
  pricing: { before: PricingResponse; after: PricingResponse }
  settlement: Settlement
}): BookingChangePreview {
  const { before, after } = pricing
  return {
    booking_id: bookingId,
    changed,
    before: terms.before,
    after: terms.after,
    pricing: after,
    lines: changeLines(before, after),
    total_before: before.grand_total,
    total_after: after.grand_total,
    deposit_before: before.deposit,
    deposit_after: after.deposit,
    deposit_difference: after.deposit - before.deposit,
    difference: settlement.differenceCents,
    payment_due: settlement.paymentDueCents,
    refund: settlement.refundCents,
    retained: settlement.retainedCents,
  }
}
