import { createSelector } from '@reduxjs/toolkit'
import type { Booking } from '../../../shared/contract/bookings'
import type { RootState } from '../../app/store'
import type { BookingLookup } from './bookingEvents'
import { depositLines } from './depositLines'
import { disputeProblem, initialBookingState, sameLookup, type BookingState } from './bookingSlice'

/** The store's state once the booking listeners have added the slice (absent before: initial state). */
export type BookingRootState = RootState & { booking?: BookingState }

const bookingState = (state: BookingRootState) => state.booking ?? initialBookingState

export const selectBookingPage = (state: BookingRootState) => bookingState(state).page
/** The page as it is for `lookup`: blank (loading) while another booking's is still there. */
export const selectBookingPageFor = (state: BookingRootState, lookup: BookingLookup | null) => {
  const page = selectBookingPage(state)
  return lookup && sameLookup(page.lookup, lookup) ? page : initialBookingState.page
}
export const selectShownBooking = (state: BookingRootState) => selectBookingPage(state).booking
export const selectMyBookings = (state: BookingRootState) => bookingState(state).list

export type CancellationState =
  'allowed' | 'window_closed' | 'already_cancelled' | 'already_completed'

/** What the cancellation card says: the deadline ahead or passed, or when it was cancelled. */
export type CancellationText =
  | 'Booking.deadline'
  | 'Booking.deadlinePassed'
  | 'Booking.cancelledOn'
  /** The flight was cancelled: free of charge whatever the 24-hour rule. */
  | 'Booking.flightCancelledFree'

/**
 * Whether the traveller may still cancel (docs/product.md, State machines), as of the clock's
 * reading when the booking was loaded, with the text saying so and the instant it names.
 */
export function cancellationOf(
  booking: Booking,
  checkedAt: number | null,
): { state: CancellationState; text: CancellationText; time: string } {
  const deadline = booking.cancellation_deadline
  if (booking.cancelled_at) {
    return { state: 'already_cancelled', text: 'Booking.cancelledOn', time: booking.cancelled_at }
  }
  if (
    booking.status === 'confirmed' &&
    booking.can_cancel &&
    booking.flight_news?.status === 'cancelled'
  ) {
    return { state: 'allowed', text: 'Booking.flightCancelledFree', time: deadline }
  }
  const closed = !booking.can_cancel || (checkedAt !== null && checkedAt >= Date.parse(deadline))
  const state: CancellationState =
    booking.status === 'completed'
      ? 'already_completed'
      : booking.status !== 'confirmed'
        ? 'already_cancelled'
        : closed
          ? 'window_closed'
          : 'allowed'
  const text = state === 'allowed' ? 'Booking.deadline' : 'Booking.deadlinePassed'
  return { state, text, time: deadline }
}

export const selectCancellation = createSelector(
  [selectShownBooking, (state: BookingRootState) => selectBookingPage(state).checkedAt],
  (booking, checkedAt) => (booking ? cancellationOf(booking, checkedAt) : null),
)

/** What the discounts took off, in cents (0 without any). */
export const selectDiscountSavings = createSelector([selectShownBooking], (booking) =>
  (booking?.applied_discounts ?? []).reduce((sum, discount) => sum + discount.amount, 0),
)

/**
 * The promo codes the booking got, with what each took off (cents): its applied discounts that
 * its price lists as promo lines (the long-rental discount is applied too, but is no code).
 */
export const selectAppliedPromoCodes = createSelector([selectShownBooking], (booking) => {
  const promoCodes = new Set((booking?.pricing.discounts ?? []).map((line) => line.code))
  return (booking?.applied_discounts ?? []).filter((discount) => promoCodes.has(discount.code))
})

/** Until when an unpaid, confirmed booking keeps its gear; null when there is nothing to pay. */
export const selectPaymentDue = (state: BookingRootState) => {
  const booking = selectShownBooking(state)
  const unpaid = booking?.status === 'confirmed' && booking.payment_status === 'unpaid'
  return unpaid ? booking.payment_due : null
}

/** Confirmed and paid: the "thank you" after paying may show. */
export const selectBookingPaid = (state: BookingRootState) => {
  const booking = selectShownBooking(state)
  return booking?.status === 'confirmed' && booking.payment_status === 'paid'
}

/** The booking's refund, with whether the card provider is still processing it. */
export const selectRefund = createSelector([selectShownBooking], (booking) =>
  booking?.refund ? { ...booking.refund, pending: booking.refund.status === 'pending' } : null,
)

/** The answer to the claims as the family left it. */
export const selectDispute = (state: BookingRootState) => selectBookingPage(state).dispute

/**
 * The answer's message for the family (a key of `bookings:Dispute`): too long as soon as it is,
 * empty once Send was pressed; none otherwise.
 */
export const selectDisputeMessage = createSelector([selectDispute], (dispute) => {
  const problem = disputeProblem(dispute.draft.message)
  if (problem === 'tooLong' && (dispute.touched || dispute.submitted)) return problem
  return problem === 'required' && dispute.submitted ? problem : null
})

/** The Deposit card: its state's label (a missing hold first) and its sentences. */
export const selectDepositCard = createSelector([selectShownBooking], (booking) => {
  if (!booking) return null
  const { deposit } = booking
  if (deposit.amount === 0 && deposit.claims.length === 0) return null
  return {
    deposit,
    state: deposit.missing ? ('missing' as const) : deposit.status,
    lines: depositLines(booking),
  }
})
