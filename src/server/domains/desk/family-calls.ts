import type { Language } from '../../../shared/domain/languages'
import { notFound } from '../../errors'
import { deskBookingDetail } from './booking-detail'
import type { DeskContext } from './context'

/** The desk called the family (what it heard, if anything): kept in the booking's history. */
export async function recordFamilyCall(
  ctx: DeskContext,
  {
    actorId,
    bookingId,
    note,
    language,
  }: { actorId: string; bookingId: string; note: string | null; language: Language },
) {
  await ctx.db.transaction(async (tx) => {
    const booking = await ctx.bookings.bookingRow({ tx, id: bookingId, forUpdate: true })
    if (!booking) throw notFound('Booking not found')
    await ctx.audit.record({
      tx,
      actorId,
      action: 'booking.family_called',
      bookingId,
      before: null,
      after: { note: note?.trim() || null },
    })
  })
  return deskBookingDetail(ctx, { where: { id: bookingId }, language })
}
