import { Readable } from 'node:stream'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { Pool } from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import type { Db } from './client'

/**
 * How the fields of each CSV row are selected: as columns (PostgreSQL's `COPY … (FORMAT csv)`
 * quotes them), or as one column holding the whole line, quoted by `csvLine`.
 */
export type CsvRow = (fields: SQL[]) => SQL

/** Rows fetched from a cursor at a time: what the stream holds at most on PGlite. */
const BATCH_ROWS = 5000
/**
 * How long an export waits for a reader who takes nothing: it holds a connection (on PGlite,
 * the process's one session), so a stalled download ends the export.
 */
const READER_WAIT_MS = 15_000

/**
 * A CSV field as PostgreSQL's CSV `COPY` writes it (RFC 4180): quoted, its quotes doubled, when
 * it holds a comma, a quote or a line break, or is empty; nothing for null.
 */
const field = (value: SQL) => sql`case when ${value} ~ '[",\r\n]' or ${value} = ''
  then '"' || replace(${value}, '"', '""') || '"' else coalesce(${value}, '') end`

const asColumns: CsvRow = (fields) => sql.join(fields, sql`, `)
const asLine: CsvRow = (fields) =>
  sql`concat_ws(',', ${sql.join(fields.map(field), sql`, `)}) as line`

/** Hands a chunk to the reader; answers false once the reader has gone. */
type Push = (chunk: string | Buffer) => Promise<boolean>

/**
 * `header` and then what `write` pushes, as a stream that `write` fills only as fast as the
 * reader takes it. A push waits while the reader's buffer is full, and fails when the reader
 * takes nothing for READER_WAIT_MS; once the reader has gone, pushes answer false.
 */
function readerStream(header: string[], write: (push: Push) => Promise<void>): Readable {
  let wanted: (() => void) | undefined
  let closed = false
  const stream = new Readable({
    read() {
      wanted?.()
      wanted = undefined
    },
  })
  stream.on('close', () => {
    closed = true
    wanted?.()
  })
  const taken = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The CSV export stopped: its reader took nothing')),
        READER_WAIT_MS,
      )
      wanted = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const push: Push = async (chunk) => {
    if (closed) return false
    if (!stream.push(chunk) && !closed) await taken()
    return !closed
  }
  stream.push(`${header.join(',')}\n`)
  write(push).then(
    () => stream.push(null),
    (error: unknown) => stream.destroy(error as Error),
  )
  return stream
}

/** PostgreSQL writes the rows as CSV itself, and they are passed on as the bytes it sends. */
async function copyRows(pool: Pool, query: SQL, push: Push) {
  // COPY takes no parameters: they are written into the statement as quoted literals.
  const statement = new PgDialect().sqlToQuery(query.inlineParams()).sql
  const client = await pool.connect()
  let discard: Error | undefined
  try {
    await client.query('begin')
    // Compiling the plan (JIT) would cost more than it saves on rows read once.
    await client.query('set local jit = off')
    const copy = client.query(copyTo(`copy (${statement}) to stdout with (format csv)`))
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      if (!(await push(chunk))) {
        // The reader has gone mid-copy: the connection is closed rather than drained.
        discard = new Error('The CSV export was left unread')
        break
      }
    }
    if (!discard) await client.query('commit')
  } catch (error) {
    discard = error as Error
    throw error
  } finally {
    client.release(discard)
  }
}

/** Rows read through a cursor, a batch at a time, each batch fetched once the last is taken. */
async function fetchRows(db: Db, query: SQL, push: Push) {
  await db.transaction(async (tx) => {
    // Planned for all its rows, not for the first ones as cursors are by default.
    await tx.execute(sql`set local cursor_tuple_fraction = 1`)
    await tx.execute(sql`set local jit = off`)
    await tx.execute(sql`declare csv_export no scroll cursor for ${query}`)
    for (;;) {
      const batch = (await tx.execute(
        sql.raw(`fetch forward ${BATCH_ROWS} from csv_export`),
      )) as unknown as { rows: { line: string }[] }
      if (batch.rows.length === 0) break
      if (!(await push(`${batch.rows.map((row) => row.line).join('\n')}\n`))) break
    }
  })
}

/**
 * `header` and then the rows of `query` (one query, ordered as its rows should be) as a CSV
 * stream, read as fast as it is taken, so that any number of rows takes no more memory than a
 * batch. On PostgreSQL the database writes the CSV (`COPY … TO STDOUT`); on PGlite, which cannot
 * stream a `COPY`, a cursor reads the lines the query quotes the same way.
 */
export function csvStream(db: Db, header: string[], query: (row: CsvRow) => SQL): Readable {
  const client = (db as { $client?: unknown }).$client
  return readerStream(header, (push) =>
    client instanceof Pool
      ? copyRows(client, query(asColumns), push)
      : fetchRows(db, query(asLine), push),
  )
}
