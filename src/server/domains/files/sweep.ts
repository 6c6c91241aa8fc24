import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import { storedFiles } from '../../db/schema'
import type { FilesContext } from './types'

/** Files removed per storage in one sweep; the next round of the booking clock takes the rest. */
const SWEEP_BATCH = 100

/**
 * Removes files uploaded before `olderThan` and never attached (a photo taken for a claim that
 * was never made), at most a batch per storage; how many went. Several processes may sweep at
 * once: each takes its rows with SKIP LOCKED, so no file is handled twice and none waits. An
 * `attach` racing with the sweep waits for the row lock and then finds the file gone (404).
 * Nothing due costs one index scan of the unattached files (two with S3).
 */
export async function sweepUnattached(
  ctx: FilesContext,
  { olderThan }: { olderThan: Date },
): Promise<number> {
  const due = (storage: 'database' | 's3') =>
    and(
      isNull(storedFiles.attachedAt),
      lt(storedFiles.createdAt, olderThan),
      eq(storedFiles.storage, storage),
    )
  // Bytes kept in the row go with it: one statement.
  const fromDatabase = await ctx.db
    .delete(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        ctx.db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(due('database'))
          .orderBy(asc(storedFiles.createdAt))
          .limit(SWEEP_BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: storedFiles.id })
  // Files in the bucket (kept while S3 is not configured): their objects go first, under the
  // rows' locks, then the rows. Should the commit fail, the rows stay, still unattached and
  // old, and the next sweep removes them (removing a missing object succeeds).
  const objects = ctx.objects
  if (!objects) return fromDatabase.length
  const fromBucket = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(due('s3'))
      .orderBy(asc(storedFiles.createdAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true })
    if (rows.length === 0) return 0
    const ids = rows.map((row) => row.id)
    await Promise.all(ids.map((id) => objects.delete({ key: id })))
    await tx.delete(storedFiles).where(inArray(storedFiles.id, ids))
    return ids.length
  })
  return fromDatabase.length + fromBucket
}
