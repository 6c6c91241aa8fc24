import { and, eq } from 'drizzle-orm'
import { bookingVersions } from '../../../db/schema'
import { changePaidEmail, formatMoney, type EmailAttachment } from '../../mail'
import type { BookingContext, BookingRow, Tx } from '../context'
import { emailTraveller } from '../emails'

/**
 * A change's difference was paid (the payments domain kept its checkout's payment): the version
 * says so, and the family is told in their language that the change is paid and holds, with
 * what `attachments` gives once it is paid.
 */
export async function markChangePaid(
  ctx: BookingContext,
  {
    tx,
    booking,
    changeId,
    attachments,
  }: {
    tx: Tx
    booking: BookingRow
    changeId: string
    /** What the email sends along, once the change is paid (the difference's invoice). */
    attachments?: () => Promise<EmailAttachment[]>
  },
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
    attachments: (await attachments?.()) ?? [],
    render: (language, facts) =>
      changePaidEmail(language, {
        ...facts,
        number: paid.number,
        paid: formatMoney({ cents: paid.differenceCents, currency: booking.currency, language }),
      }),
  })
}
