import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Language } from '../../../shared/domain/languages'
import { staffActions } from '../../db/schema'
import { notFound } from '../../errors'
import { deskBookingDetail } from './booking-detail'
import type { DeskContext, Db, Tx } from './context'

/** The calls the desk made to each booking's family, oldest first, by booking id. */
export async function familyCallsOf(db: Pick<Db | Tx, 'select'>, bookingIds: string[]) {
  const calls = new Map<string, { called_at: string; note: string | null }[]>()
  if (bookingIds.length === 0) return calls
  const rows = await db
    .select({ bookingId: staffActions.bookingId, at: staffActions.at, after: staffActions.after })
    .from(staffActions)
    .where(
      and(
        eq(staffActions.action, 'booking.family_called'),
        inArray(staffActions.bookingId, bookingIds),
      ),
    )
    .orderBy(asc(staffActions.at))
  for (const row of rows) {
    const note = (row.after as { note?: string | null } | null)?.note ?? null
    const list = calls.get(row.bookingId!) ?? []
    list.push({ called_at: row.at.toISOString(), note })
    calls.set(row.bookingId!, list)
  }
  return calls
}

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
