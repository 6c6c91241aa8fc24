import { wallClockAt } from '../../../../shared/domain/zonedTime'
import { AppError } from '../../../errors'
import { noShowFrom } from '../no-show-time'
import type { DeskContext } from '../context'
import { handoverAction, type HandoverRequest } from './handover-action'
import { itemsOf } from './rules'

const notANoShow = (message: string) => new AppError(409, 'NOT_A_NO_SHOW', message)

/**
 * Marks a confirmed booking nobody came for as a no-show, once its no-show time has passed
 * (no-show-time.ts: the grace period after the later of the pickup time and the expected
 * arrival, a delayed or cancelled flight waiting until the desk closes; 409 NOT_A_NO_SHOW
 * before, or when it was handed out or is no longer confirmed). It is cancelled as `no_show`, its units freed
 * at once; the cancellation policy refunds nothing within 24 hours of pickup, so a paid one
 * keeps its payment (an admin may still refund at the desk). Audited in the same transaction.
 */
export async function markNoShow(ctx: DeskContext, request: HandoverRequest) {
  const answer = await handoverAction(ctx, {
    request,
    action: 'no-show',
    body: null,
    change: async (tx, { booking, location, now, takenAt }) => {
      if (booking.status !== 'confirmed') {
        throw notANoShow(`This booking is ${booking.status}: it cannot be a no-show.`)
      }
      if (booking.handedOutAt) throw notANoShow('This booking was handed out: it is not a no-show.')
      const from = noShowFrom({ booking, location, graceMinutes: ctx.noShowGraceMinutes })
      if (!from || now < from) {
        throw notANoShow(
          from
            ? `The traveller may still come: a no-show can be marked from ${wallClockAt(from.getTime(), location.timeZone).time} on ${wallClockAt(from.getTime(), location.timeZone).date}.`
            : 'This booking cannot be a no-show.',
        )
      }
      await ctx.catalogue.lockStock({
        tx,
        locationCode: booking.pickupLocationCode,
        gearIds: [...itemsOf(booking).keys()],
      })
      await ctx.bookings.end({ tx, booking, reason: 'no_show' })
      await ctx.audit.record({
        tx,
        actorId: request.actorId,
        action: 'booking.no_show',
        bookingId: booking.id,
        takenAt,
        before: { status: booking.status, payment_status: booking.paymentStatus },
        after: {
          status: 'cancelled',
          cancellation_reason: 'no_show',
          payment_status: booking.paymentStatus,
          units_released: true,
        },
      })
    },
  })
  await ctx.payments.settleAttempts({ bookingIds: [request.bookingId] })
  return answer
}
