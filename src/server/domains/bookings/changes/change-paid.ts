import { and, eq } from 'drizzle-orm'
import { bookingVersions } from '../../../db/schema'
import { changePaidEmail, formatMoney } from '../../mail'
import type { BookingContext, BookingRow, Tx } from '../context'
import { emailTraveller } from '../emails'

/**
 * A change's difference was paid (the payments domain kept its checkout's payment): the version
 * says so, and the family is told in their language that the change is paid and holds.
 */
export async function markChangePaid(
  ctx: BookingContext,
  { tx, booking, changeId }: { tx: Tx; booking: BookingRow; changeId: string },
) {
  const [paid] = await tx
    .update(bookingVersions)
    .set({ status: 'paid' })
    .where(
      and(
        eq(bookingVersions.id, changeId),
        eq(bookingVersions.bookingId, booking.id),
        eq(bookingVersions.status, 'awaiting_payment'),
      ),
    )
    .returning()
  if (!paid) return
  await emailTraveller(ctx, {
    tx,
    booking,
    template: 'change_paid',
    render: (language, facts) =>
      changePaidEmail(language, {
        ...facts,
        number: paid.number,
        paid: formatMoney({ cents: paid.differenceCents, currency: booking.currency, language }),
      }),
  })
}
