import { bookingChangedEmail, formatMoment, formatMoney } from '../../mail'
import type { BookingChange, BookingContext } from '../context'
import { emailTraveller } from '../emails'

/** Tells the family of a change, in their language, in the change's transaction. */
export async function emailChange(
  ctx: BookingContext,
  { tx, booking, changed, version }: BookingChange,
) {
  await emailTraveller(ctx, {
    tx,
    booking: changed,
    template: 'booking_changed',
    render: (language, facts) => {
      const money = (cents: number) =>
        cents > 0 ? formatMoney({ cents, currency: changed.currency, language }) : null
      return bookingChangedEmail(language, {
        ...facts,
        number: version.number,
        was: {
          pickup: formatMoment({ date: booking.startDate, time: booking.pickupTime, language }),
          returnBy: formatMoment({ date: booking.endDate, time: booking.returnTime, language }),
        },
        totalBefore: money(version.totalBeforeCents) ?? '0',
        due: version.status === 'awaiting_payment' ? money(version.differenceCents) : null,
        refunded: money(version.refundCents),
        retained: money(version.retainedCents),
        depositMoved: changed.pricing.deposit !== booking.pricing.deposit,
        depositNow: money(changed.pricing.deposit),
        byStaff: version.actor === 'staff',
      })
    },
  })
}
