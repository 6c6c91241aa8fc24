/**
 * The `lead-time` and `outcomes` reports' rows worked out from every booking picked up in the
 * period and its money (`bookingMoneySql`), as they were read before their figures were kept
 * per pickup day: what the kept figures must answer.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import type { LedgerPlace } from '../../../src/server/domains/ledger/lines'
import type { LedgerPeriod } from '../../../src/server/domains/ledger/period'
import { rentalKeptOf } from '../../../src/server/domains/ledger/reconcile'
import { bookingMoneySql } from '../../../src/server/domains/payments'
import { LEAD_TIME_BAND_ROWS } from '../../../src/server/domains/ledger/reports/tables'
import { BOOKING_OUTCOMES } from '../../../src/shared/domain/reports'

const rows = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows

function pickupsSql(place: LedgerPlace, period: LedgerPeriod, filter: SQL) {
  return sql`
    select b.* from bookings b
    where b.pickup_location_code = ${place.code}
      and b.start_date >= ${period.from}::date and b.start_date < ${period.to}::date ${filter}`
}

function leadTimeSql(place: LedgerPlace, period: LedgerPeriod): SQL {
  return sql`
    with bands(position, label, low, high) as (values ${LEAD_TIME_BAND_ROWS}),
    leads as (
      select b.start_date - (b.created_at at time zone ${place.timeZone})::date as days
      from (${pickupsSql(place, period, sql`and coalesce(b.cancellation_reason, '') <> 'payment_expired'`)}) b),
    counted as (
      select bands.position, bands.label, count(leads.days)::int as bookings
      from bands left join leads
        on leads.days >= bands.low and (bands.high is null or leads.days <= bands.high)
      group by bands.position, bands.label)
    select label as lead_days, bookings from counted order by position`
}

function outcomesSql(place: LedgerPlace, period: LedgerPeriod): SQL {
  const outcomes = BOOKING_OUTCOMES.map((outcome, index) => sql.raw(`(${index}, '${outcome}')`))
  return sql`
    with picked as (${pickupsSql(place, period, sql``)}),
    outcomes(position, outcome) as (values ${sql.join(outcomes, sql`, `)}),
    classed as (
      select p.id,
             case when p.status in ('confirmed', 'completed') then 'kept'
                  when p.cancellation_reason = 'staff' then 'cancelled_by_staff'
                  when p.cancellation_reason = 'no_show' then 'no_show'
                  when p.cancellation_reason = 'payment_expired' then 'payment_expired'
                  else 'cancelled_by_family' end as outcome
      from picked p),
    money as (
      select c.outcome, count(*)::int as bookings,
             sum(${rentalKeptOf(sql`m`)})::bigint as kept,
             sum(m.refunded)::bigint as refunded
      from classed c
      join (${bookingMoneySql(sql`select id from picked`)}) m on m.booking_id = c.id
      group by c.outcome)
    select o.outcome, coalesce(m.bookings, 0) as bookings,
           coalesce(m.kept, 0)::float8 as rental_kept_cents,
           coalesce(m.refunded, 0)::float8 as refunded_cents
    from outcomes o left join money m on m.outcome = o.outcome
    order by o.position`
}

/** Both reports' rows (but their shares, worked out from the counts) from the records. */
export async function pickupReportsFromRecords(db: Db, place: LedgerPlace, period: LedgerPeriod) {
  return {
    leadTime: await rows(db, leadTimeSql(place, period)),
    outcomes: await rows(db, outcomesSql(place, period)),
  }
}
