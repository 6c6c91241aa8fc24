import { type SQL, sql } from 'drizzle-orm'
import type { LedgerLine } from '../../../shared/contract/ledger'
import type { Db } from '../../db/client'
import type { LedgerPeriod } from './period'

/** A location and its clock: whose money the ledger reads, and how its days are cut. */
export interface LedgerPlace {
  code: string
  timeZone: string
}

/**
 * The records of one kind of line: `records` (a table and its alias, read from its own time
 * index by `at` within the period and `where`) and the line's columns taken from them (and from
 * `joined`, for what the line shows of another table).
 */
interface LineKind {
  records: SQL
  alias: SQL
  at: SQL
  where: SQL
  joined?: SQL
  columns: SQL
}

const LINE_KINDS: LineKind[] = [
  {
    records: sql`payments p`,
    alias: sql`p`,
    at: sql`p.paid_at`,
    where: sql`p.status = 'paid'`,
    columns: sql`p.id, p.booking_id,
      case when p.kept then 'payment' else 'correction_payment' end as kind,
      null::text as detail, p.received_cents as amount_cents,
      p.received_currency as currency, p.payment_intent_id as link`,
  },
  {
    records: sql`refunds r`,
    alias: sql`r`,
    at: sql`r.created_at`,
    where: sql`r.status <> 'failed'`,
    columns: sql`r.id, r.booking_id, 'refund' as kind, r.reason as detail,
      -r.amount_cents as amount_cents, r.currency, r.provider_refund_id as link`,
  },
  {
    records: sql`deposit_holds h`,
    alias: sql`h`,
    at: sql`h.created_at`,
    where: sql`h.provider_hold_id is not null and h.status <> 'declined'`,
    columns: sql`h.id, h.booking_id, 'deposit_hold' as kind, null::text as detail,
      h.amount_cents, h.currency, h.provider_hold_id as link`,
  },
  {
    records: sql`deposit_jobs j`,
    alias: sql`j`,
    at: sql`j.done_at`,
    where: sql`j.kind in ('capture', 'release') and j.status = 'done'`,
    joined: sql`join deposit_holds h on h.id = j.hold_id`,
    columns: sql`j.id, j.booking_id,
      case when j.kind = 'capture' then 'deposit_capture' else 'deposit_release' end as kind,
      null::text as detail,
      case when j.kind = 'capture' then j.amount_cents
           else -(h.amount_cents - h.captured_cents) end as amount_cents,
      h.currency, h.provider_hold_id as link`,
  },
  {
    records: sql`invoices i`,
    alias: sql`i`,
    at: sql`i.issued_at`,
    where: sql`true`,
    columns: sql`i.id, i.booking_id,
      case when i.kind = 'damage_receipt' then 'damage_receipt' else 'invoice' end as kind,
      i.kind as detail, i.total_cents as amount_cents, i.currency,
      i.series || '-' || lpad(i.number::text, 6, '0') as link`,
  },
]

const withinPeriod = (place: LedgerPlace, period: LedgerPeriod, column: SQL) => sql`
  ${column} >= (${period.from}::date::timestamp at time zone ${place.timeZone})
  and ${column} < (${period.to}::date::timestamp at time zone ${place.timeZone})`

/**
 * Every money movement and record of a location's bookings in a period, one row each (with the
 * booking's reference): the payments the provider took (kept or corrections), the refunds not
 * failed, the deposit holds placed, captured and released, the invoices and damage receipts.
 * Money going back is negative. Each kind reads its period from its own time index and its
 * bookings from the bookings' location index. With `first`, only each kind's first lines by time
 * (with those at the same instant as the last): enough for the first `first` lines of all.
 */
export function ledgerLinesSql(
  place: LedgerPlace,
  { period, first }: { period: LedgerPeriod; first?: number },
): SQL {
  const kinds = lineKindsSql(place, { period })
  const shown =
    first === undefined
      ? kinds
      : kinds.map((kind) => sql`(${kind} order by 1 fetch first ${first} rows with ties)`)
  return sql.join(shown, sql` union all `)
}

/** The lines of `ledgerLinesSql`, a query for each kind of line. */
function lineKindsSql(place: LedgerPlace, { period }: { period: LedgerPeriod }): SQL[] {
  return LINE_KINDS.map(
    (kind) => sql`select ${kind.at} as at, b.reference, ${kind.columns}
      from ${kind.records} ${kind.joined ?? sql``}
      join bookings b on b.id = ${kind.alias}.booking_id and b.pickup_location_code = ${place.code}
      where ${kind.where} and ${withinPeriod(place, period, kind.at)}`,
  )
}

/**
 * Every line of a period at every location, without its booking's reference: each kind's
 * records read by time alone, so that one join to the bookings can follow for all of them.
 */
export function everyPlaceLinesSql(place: LedgerPlace, { period }: { period: LedgerPeriod }): SQL {
  const kinds = LINE_KINDS.map(
    (kind) => sql`select ${kind.at} as at, ${kind.columns}
      from ${kind.records} ${kind.joined ?? sql``}
      where ${kind.where} and ${withinPeriod(place, period, kind.at)}`,
  )
  return sql.join(kinds, sql` union all `)
}

/**
 * The bookings of every location with lines in a period, and how many lines each has: the
 * lines' records read from their time indexes alone, their bookings looked up once each after.
 */
export function bookingsWithLinesSql(place: LedgerPlace, { period }: { period: LedgerPeriod }) {
  const ids = LINE_KINDS.map(
    (kind) => sql`select ${kind.alias}.booking_id from ${kind.records}
      where ${kind.where} and ${withinPeriod(place, period, kind.at)}`,
  )
  return sql`select booking_id, count(*) as lines
    from (${sql.join(ids, sql` union all `)}) l group by booking_id`
}

/** The lines as the API shows them, oldest first, with the time on the location's clock. */
export function shownLinesSql(place: LedgerPlace, lines: SQL): SQL {
  return sql`
    select l.id, to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
           to_char(l.at at time zone ${place.timeZone}, 'YYYY-MM-DD HH24:MI') as local_time,
           l.booking_id, l.reference, l.kind, l.detail, l.amount_cents, l.currency, l.link
    from (${lines}) l
    order by l.at, l.kind, l.id`
}

/**
 * A page of the lines as the API shows them: ordered fully among each kind's first
 * `offset + limit` lines by time, which hold the period's first `offset + limit`.
 */
export function pageOfLinesSql(
  place: LedgerPlace,
  { period, offset, limit }: { period: LedgerPeriod; offset: number; limit: number },
): SQL {
  const lines = ledgerLinesSql(place, { period, first: offset + limit })
  return sql`${shownLinesSql(place, lines)} limit ${limit} offset ${offset}`
}

export async function readLines(db: Db, query: SQL): Promise<LedgerLine[]> {
  const result = (await db.execute(query)) as unknown as { rows: LedgerLine[] }
  return result.rows
}
