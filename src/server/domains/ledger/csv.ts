import type { Readable } from 'node:stream'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type CsvRow, csvStream } from '../../db/csv-stream'
import { everyPlaceLinesSql, type LedgerPlace } from './lines'
import type { LedgerPeriod } from './period'

export type LedgerExport = 'lines' | 'invoices'

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

/** Cents as an amount with two decimals, the way a spreadsheet reads it. */
const amount = (cents: SQL) => sql`((${cents})::numeric / 100)::numeric(14, 2)::text`

const localTime = (place: LedgerPlace, column: SQL) =>
  sql`to_char(${column} at time zone ${place.timeZone}, 'YYYY-MM-DD HH24:MI')`

/**
 * The period's lines of every kind, joined once to the location's bookings for their reference,
 * and sorted once.
 */
function linesSql(place: LedgerPlace, period: LedgerPeriod, row: CsvRow): SQL {
  return sql`
    select ${row([
      localTime(place, sql`l.at`),
      sql`b.reference`,
      sql`l.kind`,
      sql`l.detail`,
      amount(sql`l.amount_cents`),
      sql`l.currency`,
      sql`l.link`,
    ])}
    from (${everyPlaceLinesSql(place, { period })}) l
    join bookings b on b.id = l.booking_id and b.pickup_location_code = ${place.code}
    order by l.at, l.kind, l.id`
}

function invoicesSql(place: LedgerPlace, period: LedgerPeriod, row: CsvRow): SQL {
  const starts = sql`(${period.from}::date::timestamp at time zone ${place.timeZone})`
  const ends = sql`(${period.to}::date::timestamp at time zone ${place.timeZone})`
  const number = (alias: SQL) => sql`${alias}.series || '-' || lpad(${alias}.number::text, 6, '0')`
  return sql`
    select ${row([
      number(sql`i`),
      sql`i.issue_date::text`,
      localTime(place, sql`i.issued_at`),
      sql`i.kind`,
      sql`b.reference`,
      number(sql`c`),
      sql`i.currency`,
      amount(sql`i.total_cents`),
      amount(sql`i.vat_cents`),
      amount(sql`i.total_cents - i.vat_cents`),
    ])}
    from invoices i
    join bookings b on b.id = i.booking_id and b.pickup_location_code = ${place.code}
    left join invoices c on c.id = i.corrects_id
    where i.issued_at >= ${starts} and i.issued_at < ${ends}
    order by i.issued_at, i.chain_position`
}

/**
 * The period's ledger lines or invoices as CSV (a header, then a line each, times on the
 * location's clock), in one query streamed as it is read, so a year takes no more memory than
 * a batch of lines.
 */
export function ledgerCsv(
  db: Db,
  { place, period, what }: { place: LedgerPlace; period: LedgerPeriod; what: LedgerExport },
): Readable {
  return what === 'invoices'
    ? csvStream(db, INVOICE_COLUMNS, (row) => invoicesSql(place, period, row))
    : csvStream(db, LINE_COLUMNS, (row) => linesSql(place, period, row))
}
