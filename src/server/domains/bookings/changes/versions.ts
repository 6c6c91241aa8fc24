import { asc, eq, sql } from 'drizzle-orm'
import type { BookingVersion } from '../../../../shared/contract/bookingChanges'
import { bookingVersions } from '../../../db/schema'
import type { Tx } from '../context'
import { changedTerms } from './terms'

export type VersionRow = typeof bookingVersions.$inferSelect

/** Writes the booking's next version (numbered from 1), in the change's transaction. */
export async function insertVersion(
  tx: Tx,
  values: Omit<typeof bookingVersions.$inferInsert, 'number'>,
): Promise<VersionRow> {
  const [version] = await tx
    .insert(bookingVersions)
    .values({
      ...values,
      number: sql`(select coalesce(max(${bookingVersions.number}), 0) + 1 from ${bookingVersions}
        where ${bookingVersions.bookingId} = ${values.bookingId})`,
    })
    .returning()
  return version!
}

/** One version as the family and the desk read it. */
export const versionView = (row: VersionRow): BookingVersion => ({
  number: row.number,
  status: row.status,
  changed_by: row.actor,
  actor_id: row.actorId,
  changed: changedTerms(row.before, row.after),
  before: row.before,
  after: row.after,
  total_before: row.totalBeforeCents,
  total_after: row.totalAfterCents,
  difference: row.differenceCents,
  payment_due: row.status === 'awaiting_payment' ? row.differenceCents : 0,
  refund: row.refundCents,
  retained: row.retainedCents,
  override_reason: row.overrideReason,
  created_at: row.createdAt.toISOString(),
})

/** A booking's versions, oldest first. */
export async function versionsOf({ db, bookingId }: { db: Pick<Tx, 'select'>; bookingId: string }) {
  const rows = await db
    .select()
    .from(bookingVersions)
    .where(eq(bookingVersions.bookingId, bookingId))
    .orderBy(asc(bookingVersions.number))
  return rows.map(versionView)
}
