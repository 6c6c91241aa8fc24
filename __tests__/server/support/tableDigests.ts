import { sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'

/**
 * One digest per table of its row versions (each row's place and the transaction that wrote
 * it): any insert, update or delete changes it, without reading the rows' contents (support
 * reports can weigh a megabyte each). Tables in `skip` are left out.
 */
export async function tableDigests(
  db: Db,
  skip: ReadonlySet<string> = new Set(),
): Promise<Record<string, string>> {
  const tables = (
    (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows
    .map((row) => row.table_name)
    .filter((name) => !skip.has(name))
  const columns = tables.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(t.ctid::text || t.xmin::text, '|' order by t.ctid), '')) from ${sql.identifier(name)} t) as ${sql.identifier(name)}`,
  )
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<string, string>[]
  }
  return result.rows[0]!
}

/** Moves with every write, even one rolled back. */
export async function walPosition(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select pg_current_wal_insert_lsn()::text as lsn`,
  )) as unknown as { rows: { lsn: string }[] }
  return result.rows[0]!.lsn
}

export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(after).filter((name) => before[name] !== after[name])
}
