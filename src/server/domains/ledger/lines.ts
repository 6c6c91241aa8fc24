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
  const starts = sql`(${period.from}::date::timestamp at time zone ${place.timeZone})`
  const ends = sql`(${period.to}::date::timestamp at time zone ${place.timeZone})`
  const within = (column: SQL) => sql`${column} >= ${starts} and ${column} < ${ends}`
  const booking = (alias: SQL) =>
    sql`join bookings b on b.id = ${alias}.booking_id and b.pickup_location_code = ${place.code}`
  const kinds = [
    sql`select p.paid_at as at, p.id, p.booking_id, b.reference,
           case when p.kept then 'payment' else 'correction_payment' end as kind,
           null::text as detail, p.received_cents as amount_cents,
           p.received_currency as currency, p.payment_intent_id as link
    from payments p ${booking(sql`p`)}
    where p.status = 'paid' and ${within(sql`p.paid_at`)}`,
    sql`select r.created_at, r.id, r.booking_id, b.reference, 'refund', r.reason,
           -r.amount_cents, r.currency, r.provider_refund_id
    from refunds r ${booking(sql`r`)}
    where r.status <> 'failed' and ${within(sql`r.created_at`)}`,
    sql`select h.created_at, h.id, h.booking_id, b.reference, 'deposit_hold', null,
           h.amount_cents, h.currency, h.provider_hold_id
    from deposit_holds h ${booking(sql`h`)}
    where h.provider_hold_id is not null and h.status <> 'declined'
      and ${within(sql`h.created_at`)}`,
    sql`select j.done_at, j.id, j.booking_id, b.reference,
           case when j.kind = 'capture' then 'deposit_capture' else 'deposit_release' end, null,
           case when j.kind = 'capture' then j.amount_cents
                else -(h.amount_cents - h.captured_cents) end,
           h.currency, h.provider_hold_id
    from deposit_jobs j join deposit_holds h on h.id = j.hold_id ${booking(sql`j`)}
    where j.kind in ('capture', 'release') and j.status = 'done'
      and ${within(sql`j.done_at`)}`,
    sql`select i.issued_at, i.id, i.booking_id, b.reference,
           case when i.kind = 'damage_receipt' then 'damage_receipt' else 'invoice' end,
           i.kind, i.total_cents, i.currency, i.series || '-' || lpad(i.number::text, 6, '0')
    from invoices i ${booking(sql`i`)}
    where ${within(sql`i.issued_at`)}`,
  ]
  const shown =
    first === undefined
      ? kinds
      : kinds.map((kind) => sql`(${kind} order by 1 fetch first ${first} rows with ties)`)
  return sql.join(shown, sql` union all `)
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
