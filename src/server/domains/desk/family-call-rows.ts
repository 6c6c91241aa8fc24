import { and, asc, eq, inArray } from 'drizzle-orm'
import { staffActions } from '../../db/schema'
import type { Db, Tx } from './context'

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
