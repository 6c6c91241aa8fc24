import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerLinesSql, readLines, shownLinesSql, type LedgerPlace } from './lines'
import { daysOf, type LedgerPeriod } from './period'

export type LedgerExport = 'lines' | 'invoices'

/** Cents as an amount with two decimals, the way a spreadsheet reads it. */
const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

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

interface InvoiceRow {
  number: string
  issue_date: string
  local_time: string
  kind: string
  reference: string
  corrects: string | null
  currency: string
  total_cents: number
  vat_cents: number
}

async function invoicesOfDay(db: Db, place: LedgerPlace, day: LedgerPeriod) {
  const starts = sql`(${day.from}::date::timestamp at time zone ${place.timeZone})`
  const ends = sql`(${day.to}::date::timestamp at time zone ${place.timeZone})`
  const result = (await db.execute(sql`
    select i.series || '-' || lpad(i.number::text, 6, '0') as number, i.issue_date::text,
           to_char(i.issued_at at time zone ${place.timeZone}, 'YYYY-MM-DD HH24:MI') as local_time,
           i.kind, b.reference,
           c.series || '-' || lpad(c.number::text, 6, '0') as corrects,
           i.currency, i.total_cents, i.vat_cents
    from invoices i join bookings b on b.id = i.booking_id
    left join invoices c on c.id = i.corrects_id
    where i.issued_at >= ${starts} and i.issued_at < ${ends}
      and b.pickup_location_code = ${place.code}
    order by i.issued_at, i.chain_position`)) as unknown as { rows: InvoiceRow[] }
  return result.rows.map((row) => ({
    ...row,
    total: amount(row.total_cents),
    vat: amount(row.vat_cents),
    base: amount(row.total_cents - row.vat_cents),
  }))
}

async function* rowsOf(db: Db, place: LedgerPlace, period: LedgerPeriod, what: LedgerExport) {
  for (const day of daysOf(period)) {
    if (what === 'invoices') {
      yield* await invoicesOfDay(db, place, day)
      continue
    }
    const lines = await readLines(db, shownLinesSql(place, ledgerLinesSql(place, day)))
    yield* lines.map((line) => ({ ...line, amount: amount(line.amount_cents) }))
  }
}

/**
 * The period's ledger lines or invoices as CSV, read a day at a time and streamed as they are
 * read, so a year takes no more memory than its busiest day.
 */
export function ledgerCsv(
  db: Db,
  { place, period, what }: { place: LedgerPlace; period: LedgerPeriod; what: LedgerExport },
) {
  const columns = what === 'invoices' ? INVOICE_COLUMNS : LINE_COLUMNS
  return Readable.from(rowsOf(db, place, period, what)).pipe(stringify({ header: true, columns }))
}
