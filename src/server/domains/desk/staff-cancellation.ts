import type { StaffCancelRequest } from '../../../shared/contract/desk-bookings'
import { AppError } from '../../errors'
import type { BookingRow, DeskContext } from './context'
import { unitsStillOut } from './handover/booking-units'
import { onceForKey, type StaffRequest } from './staff-action'

const moneyState = (booking: BookingRow, refundable: number) => ({
  status: booking.status,
  payment_status: booking.paymentStatus,
  refundable_amount: refundable,
})

/** Cancels any live booking at any time, with a reason the traveller reads and a refund of `refundAmount`. */
export function cancelByStaff(
  ctx: DeskContext,
  request: StaffRequest & {
    reason: string
    refundAmount: number
    paymentStatus: StaffCancelRequest['payment_status']
  },
) {
  const body = {
    reason: request.reason,
    refund_amount: request.refundAmount,
    payment_status: request.paymentStatus,
  }
  return onceForKey(ctx, {
    request: { ...request, action: 'booking.cancel', body },
    change: async (tx, booking) => {
      if (booking.status === 'cancelled' || booking.status === 'refunded') {
        throw new AppError(409, 'ALREADY_CANCELLED', 'This booking is already cancelled.')
      }
      if (booking.status === 'completed') {
        throw new AppError(409, 'ALREADY_COMPLETED', 'This booking is already completed.')
      }
      // The refund was chosen for the payment the admin saw; a payment since changes the decision.
      if (booking.paymentStatus !== request.paymentStatus) {
        throw new AppError(
          409,
          'PAYMENT_CHANGED',
          "The booking's payment changed since you opened it: reload it and decide again.",
        )
      }
      // Its rentals would be released while the family still has the gear, and sold again.
      const out = await unitsStillOut(tx, booking.id)
      if (out.length > 0) {
        throw new AppError(
          409,
          'UNITS_STILL_OUT',
          `${out.length} unit(s) of this booking are still out with the traveller: ` +
            'check the units in first, then cancel it.',
        )
      }
      const refundable = await ctx.payments.refundableCents({ tx, booking })
      await ctx.bookings.end({
        tx,
        booking,
        reason: 'staff',
        staff: { reason: request.reason, refundCents: request.refundAmount },
      })
      const refund =
        request.refundAmount > 0
          ? await ctx.payments.recordStaffRefund({
              tx,
              booking,
              amount: request.refundAmount,
              actorId: request.actorId,
              note: request.reason,
            })
          : null
      await ctx.audit.record({
        tx,
        actorId: request.actorId,
        action: 'booking.cancel',
        bookingId: booking.id,
        before: moneyState(booking, refundable),
        after: {
          status: 'cancelled',
          payment_status: booking.paymentStatus,
          refundable_amount: refundable - (refund?.amountCents ?? 0),
          reason: request.reason,
          refund: refund && { amount: refund.amountCents, currency: refund.currency },
        },
      })
    },
  })
}

/** Refunds all or part of what is left of a booking's payment. */
export function refundByStaff(
  ctx: DeskContext,
  request: StaffRequest & { amount: number; note: string | null },
) {
  const body = { amount: request.amount, note: request.note }
  return onceForKey(ctx, {
    request: { ...request, action: 'booking.refund', body },
    change: async (tx, booking) => {
      const refundable = await ctx.payments.refundableCents({ tx, booking })
      const refund = await ctx.payments.recordStaffRefund({
        tx,
        booking,
        amount: request.amount,
        actorId: request.actorId,
        note: request.note,
      })
      await ctx.audit.record({
        tx,
        actorId: request.actorId,
        action: 'booking.refund',
        bookingId: booking.id,
        before: moneyState(booking, refundable),
        after: {
          ...moneyState(booking, refundable - refund.amountCents),
          refund: { amount: refund.amountCents, currency: refund.currency, note: request.note },
        },
      })
    },
  })
}
