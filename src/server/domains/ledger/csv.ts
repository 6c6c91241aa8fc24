import { Readable } from 'node:stream'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { lineKindsSql, type LedgerPlace } from './lines'
import type { LedgerPeriod } from './period'

export type LedgerExport = 'lines' | 'invoices'

/** Rows fetched from the export's cursor at a time: what the stream holds at most. */
const BATCH_ROWS = 5000
/**
 * How long the export's transaction waits for a reader who takes nothing: it holds a
 * connection (on PGlite, the process's one session), so a stalled download ends the export.
 */
const READER_WAIT_MS = 15_000

const LINE_COLUMNS = ['local_time', 'reference', 'kind', 'detail', 'amount', 'currency', 'link']
const INVOICE_COLUMNS = [
  'number',
  'issue_date',
  'local_time',
  'kind',
  'reference',
  'corrects',
  'currency',
  'total',
  'vat',
  'base',
]

/**
 * A CSV field (RFC 4180): quoted, its quotes doubled, when it holds a comma, a quote or a line
 * break; empty for null.
 */
const field = (value: SQL) => sql`case when ${value} ~ '[",\r\n]'
  then '"' || replace(${value}, '"', '""') || '"' else coalesce(${value}, '') end`

/** Cents as an amount with two decimals, the way a spreadsheet reads it. */
const amount = (cents: SQL) => sql`((${cents})::numeric / 100)::numeric(14, 2)::text`

/** One CSV line of fields, computed where the rows are read. */
const csvLine = (fields: SQL[]) => sql`concat_ws(',', ${sql.join(fields, sql`, `)})`

const localTime = (place: LedgerPlace, column: SQL) =>
  sql`to_char(${column} at time zone ${place.timeZone}, 'YYYY-MM-DD HH24:MI')`

/**
 * Each kind's lines read in time order (from its time index) and merged in that order, so that
 * no sort holds the period's lines.
 */
function linesSql(place: LedgerPlace, period: LedgerPeriod): SQL {
  const line = csvLine([
    localTime(place, sql`l.at`),
    field(sql`l.reference`),
    sql`l.kind`,
    field(sql`l.detail`),
    amount(sql`l.amount_cents`),
    field(sql`l.currency`),
    field(sql`l.link`),
  ])
  const kinds = lineKindsSql(place, { period }).map(
    (kind) => sql`(select ${line} as line, l.at, l.kind, l.id from (${kind}) l
      order by l.at, l.kind, l.id)`,
  )
  return sql`${sql.join(kinds, sql` union all `)} order by at, kind, id`
}

function invoicesSql(place: LedgerPlace, period: LedgerPeriod): SQL {
  const starts = sql`(${period.from}::date::timestamp at time zone ${place.timeZone})`
  const ends = sql`(${period.to}::date::timestamp at time zone ${place.timeZone})`
  const number = (alias: SQL) => sql`${alias}.series || '-' || lpad(${alias}.number::text, 6, '0')`
  return sql`
    select ${csvLine([
      field(number(sql`i`)),
      sql`i.issue_date::text`,
      localTime(place, sql`i.issued_at`),
      sql`i.kind`,
      field(sql`b.reference`),
      field(number(sql`c`)),
      field(sql`i.currency`),
      amount(sql`i.total_cents`),
      amount(sql`i.vat_cents`),
      amount(sql`i.total_cents - i.vat_cents`),
    ])} as line
    from invoices i
    join bookings b on b.id = i.booking_id and b.pickup_location_code = ${place.code}
    left join invoices c on c.id = i.corrects_id
    where i.issued_at >= ${starts} and i.issued_at < ${ends}
    order by i.issued_at, i.chain_position`
}

/**
 * `header` and then the CSV lines `query` makes, as a stream: one query, read through a cursor
 * a batch at a time in its own transaction, the next batch fetched only when the reader has
 * taken the last one. The transaction ends when the lines do, when the reader goes away, or
 * when it takes nothing for READER_WAIT_MS.
 */
function csvStream(db: Db, header: string[], query: SQL): Readable {
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
        () => reject(new Error('The ledger export stopped: its reader took nothing')),
        READER_WAIT_MS,
      )
      wanted = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  stream.push(`${header.join(',')}\n`)
  db.transaction(async (tx) => {
    // Planned for all its rows, not for the first ones as cursors are by default.
    await tx.execute(sql`set local cursor_tuple_fraction = 1`)
    // Compiling the plan (JIT) would cost more than it saves on lines read through a cursor.
    await tx.execute(sql`set local jit = off`)
    await tx.execute(sql`declare ledger_export no scroll cursor for ${query}`)
    while (!closed) {
      const batch = (await tx.execute(
        sql.raw(`fetch forward ${BATCH_ROWS} from ledger_export`),
      )) as unknown as { rows: { line: string }[] }
      if (batch.rows.length === 0) break
      const open = stream.push(`${batch.rows.map((row) => row.line).join('\n')}\n`)
      if (!open && !closed) await taken()
    }
  }).then(
    () => stream.push(null),
    (error: unknown) => stream.destroy(error as Error),
  )
  return stream
}

/**
 * The period's ledger lines or invoices as CSV (a header, then a line each, times on the
 * location's clock), in one query read through a cursor and streamed as it is read, so a year
 * takes no more memory than a batch of lines.
 */
export function ledgerCsv(
  db: Db,
  { place, period, what }: { place: LedgerPlace; period: LedgerPeriod; what: LedgerExport },
) {
  return what === 'invoices'
    ? csvStream(db, INVOICE_COLUMNS, invoicesSql(place, period))
    : csvStream(db, LINE_COLUMNS, linesSql(place, period))
}
