import { and, eq } from 'drizzle-orm'
import { bookingVersions } from '../../../db/schema'
import type { BookingContext, BookingRow, Tx } from '../context'

/** A change's difference was paid (the payments domain kept its checkout's payment). */
export async function markChangePaid(
  _ctx: BookingContext,
  { tx, booking, changeId }: { tx: Tx; booking: BookingRow; changeId: string },
) {
  await tx
    .update(bookingVersions)
    .set({ status: 'paid' })
    .where(
      and(
        eq(bookingVersions.id, changeId),
        eq(bookingVersions.bookingId, booking.id),
        eq(bookingVersions.status, 'awaiting_payment'),
      ),
    )
}
