import type { PaymentContext } from './context'
import { hasUnsettledAttempts } from './settle-attempts'

/**
 * Unpaid bookings past their payment time lose their hold and are cancelled, once the provider
 * has said how each of their checkouts ended (a payment taken meanwhile is recorded instead).
 */
export async function expireUnpaid(ctx: PaymentContext) {
  let expired = 0
  for (const id of await ctx.bookings.unpaidPastDue()) {
    if (await hasUnsettledAttempts(ctx, id)) continue
    await ctx.db.transaction(async (tx) => {
      const booking = await ctx.bookings.bookingRow({ tx, id, forUpdate: true })
      if (booking?.status !== 'confirmed' || booking.paymentStatus !== 'unpaid') return
      await ctx.bookings.end({ tx, booking, reason: 'payment_expired' })
      expired++
    })
  }
  return expired
}
