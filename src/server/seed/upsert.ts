import { sql, type SQL } from 'drizzle-orm'
import type { IndexColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client'

/**
 * Writes each row, or brings the stored row with the same `key` up to date (`touch`: its
 * `updated_at` moves to now); `when` limits the update to rows that really changed.
 */
export async function upsertEach<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
  options: { key: IndexColumn; touch?: boolean; when?: SQL },
): Promise<void> {
  for (const row of rows) {
    // A full insert row of the table is a valid update of it; drizzle's generic types cannot say so.
    const set = (options.touch ? { ...row, updatedAt: sql`now()` } : row) as PgUpdateSetSource<T>
    await tx.insert(table).values(row).onConflictDoUpdate({
      target: options.key,
      set,
      setWhere: options.when,
    })
  }
}
