import { type SQL, sql } from 'drizzle-orm'
import type { LedgerMismatch, LedgerTotals } from '../../../shared/contract/ledger'
import { addDays } from '../../../shared/domain/calendar'
import type { Db } from '../../db/client'
import { bookingMoneySql, MONEY_MISMATCH_CONDITION } from '../payments'
import { bookingsWithLinesSql, type LedgerPlace } from './lines'
import type { LedgerPeriod } from './period'

/**
 * The rental a booking keeps as the ledger counts it (`m` a row of `bookingMoneySql`): what its
 * invoices must add up to, for the bookings the invoices check.
 */
export const rentalKeptOf = (m: SQL) =>
  sql`case when ${m}.invoiced is null then 0 else ${m}.rental end`

/**
 * Each of the location's bookings with a line in the period (and how many lines), its money as
 * the invariant reads it (docs/money.md, The invariant), with its deposit and its corrections
 * apart: what the ledger's totals add up and what its lines that do not reconcile name, added up
 * from the records themselves. What the figures kept per day must equal (`reconcileFromRecords`).
 */
function checksSql(place: LedgerPlace, period: LedgerPeriod): SQL {
  return sql`
    with scope as (${bookingsWithLinesSql(place, { period })}),
    money as (
      select m.*, (${MONEY_MISMATCH_CONDITION}) as mismatched
      from (${bookingMoneySql(sql`select booking_id from scope`)}) m
      where m.location_code = ${place.code}),
    checks as (
      select m.booking_id, m.reference,
             ${rentalKeptOf(sql`m`)} as rental_kept,
             coalesce(m.invoiced, 0) as invoiced,
             dep.taken as deposit_taken, dep.claimed, dep.released, dep.held,
             m.corrections_taken, m.corrections_refunded,
             coalesce(m.invoiced <> m.rental, false) as rental_fails,
             dep.taken <> dep.claimed + dep.released + dep.held or m.deposit_unsettled
               or coalesce(m.receipted <> m.claimed, false) as deposit_fails,
             m.corrections_taken <> m.corrections_refunded as corrections_fail,
             m.taken - m.refunded <> m.keeps as money_fails, m.mismatched
      from money m
      cross join lateral (
        select case when m.deposit_taken then m.deposit else 0 end as taken,
               m.claimed,
               case when m.deposit_taken then m.released else 0 end as released,
               case when m.deposit_held then m.deposit else 0 end as held
      ) dep)
    select
      (select coalesce(sum(s.lines), 0)::int from scope s join money m on m.booking_id = s.booking_id)
        as lines_total,
      (select json_build_object(
         'rental_kept', coalesce(sum(rental_kept), 0), 'invoiced', coalesce(sum(invoiced), 0),
         'deposit_taken', coalesce(sum(deposit_taken), 0), 'claimed', coalesce(sum(claimed), 0),
         'released', coalesce(sum(released), 0), 'held', coalesce(sum(held), 0),
         'corrections_taken', coalesce(sum(corrections_taken), 0),
         'corrections_refunded', coalesce(sum(corrections_refunded), 0))
       from checks) as totals,
      (select coalesce(json_agg(json_build_object(
         'booking_id', booking_id, 'reference', reference,
         'parts', array_remove(array[
           case when rental_fails then 'rental' end,
           case when deposit_fails then 'deposit' end,
           case when corrections_fail then 'corrections' end,
           case when money_fails then 'money' end], null)) order by reference), '[]'::json)
       from checks
       where mismatched or rental_fails or deposit_fails or corrections_fail) as mismatches`
}

const TOTALS = sql`json_build_object(
  'rental_kept', coalesce(sum(rental_kept_cents), 0), 'invoiced', coalesce(sum(invoiced_cents), 0),
  'deposit_taken', coalesce(sum(deposit_taken_cents), 0),
  'claimed', coalesce(sum(claimed_cents), 0), 'released', coalesce(sum(released_cents), 0),
  'held', coalesce(sum(held_cents), 0),
  'corrections_taken', coalesce(sum(corrections_taken_cents), 0),
  'corrections_refunded', coalesce(sum(corrections_refunded_cents), 0))`

const isMonth = ({ from, to }: LedgerPeriod) =>
  from.endsWith('-01') && to.endsWith('-01') && addDays(from, 31).slice(0, 7) === to.slice(0, 7)

/**
 * The same answer as `checksSql`, read from the figures the triggers keep per day (migration
 * 0040, `ledger_day_totals`, `ledger_month_totals`): a day's or a month's totals are one row;
 * another period adds up its bookings' kept figures, each once (one row, zeros when none). The bookings that do not
 * reconcile are few and indexed apart (`ledger_checks.listed`).
 */
function keptChecksSql(place: LedgerPlace, period: LedgerPeriod): SQL {
  const inPeriod = sql`d.location_code = ${place.code}
    and d.day >= ${period.from}::date and d.day < ${period.to}::date`
  const totals =
    addDays(period.from, 1) === period.to
      ? sql`select sum(lines) as lines, ${TOTALS} as totals from ledger_day_totals
            where location_code = ${place.code} and day = ${period.from}::date`
      : isMonth(period)
        ? sql`select sum(lines) as lines, ${TOTALS} as totals from ledger_month_totals
              where location_code = ${place.code} and month = ${period.from}::date`
        : sql`select sum(d.lines) as lines, ${TOTALS} as totals
              from (select d.booking_id, sum(d.lines) as lines from ledger_booking_days d
                    where ${inPeriod} group by d.booking_id) d
              join ledger_checks c on c.booking_id = d.booking_id`
  return sql`
    with kept as (${totals})
    select coalesce((select lines from kept), 0)::int as lines_total,
      (select totals from kept) as totals,
      (select coalesce(json_agg(json_build_object(
         'booking_id', c.booking_id, 'reference', b.reference,
         'parts', array_remove(array[
           case when c.rental_fails then 'rental' end,
           case when c.deposit_fails then 'deposit' end,
           case when c.corrections_fail then 'corrections' end,
           case when c.money_fails then 'money' end], null)) order by b.reference), '[]'::json)
       from ledger_checks c join bookings b on b.id = c.booking_id
       where c.listed
         and exists (select 1 from ledger_booking_days d
                     where d.booking_id = c.booking_id and ${inPeriod})) as mismatches`
}

interface Sums {
  rental_kept: number
  invoiced: number
  deposit_taken: number
  claimed: number
  released: number
  held: number
  corrections_taken: number
  corrections_refunded: number
}

export interface Reconciled {
  lines_total: number
  totals: LedgerTotals
  mismatches: LedgerMismatch[]
}

/**
 * The three balances of the period's bookings, each booking where one does not hold, and how
 * many lines the period has, from the figures kept per day.
 */
export const reconcile = (db: Db, args: { place: LedgerPlace; period: LedgerPeriod }) =>
  reconciled(db, keptChecksSql(args.place, args.period))

/** The same as `reconcile`, added up from the records: what the kept figures must equal. */
export const reconcileFromRecords = (db: Db, args: { place: LedgerPlace; period: LedgerPeriod }) =>
  reconciled(db, checksSql(args.place, args.period))

async function reconciled(db: Db, query: SQL): Promise<Reconciled> {
  const result = (await db.transaction(async (tx) => {
    // Compiling the plan (JIT) would cost more than the scans it speeds up.
    await tx.execute(sql`set local jit = off`)
    return tx.execute(query)
  })) as unknown as {
    rows: { lines_total: number; totals: Sums; mismatches: LedgerMismatch[] }[]
  }
  const { lines_total, totals: sums, mismatches } = result.rows[0]!
  const n = (value: number | string) => Number(value)
  const depositsOut = n(sums.claimed) + n(sums.released) + n(sums.held)
  return {
    lines_total: Number(lines_total),
    totals: {
      rental: {
        kept_cents: n(sums.rental_kept),
        invoiced_cents: n(sums.invoiced),
        reconciles: n(sums.rental_kept) === n(sums.invoiced),
      },
      deposits: {
        taken_cents: n(sums.deposit_taken),
        claimed_cents: n(sums.claimed),
        released_cents: n(sums.released),
        held_cents: n(sums.held),
        reconciles: n(sums.deposit_taken) === depositsOut,
      },
      corrections: {
        taken_cents: n(sums.corrections_taken),
        refunded_cents: n(sums.corrections_refunded),
        reconciles: n(sums.corrections_taken) === n(sums.corrections_refunded),
      },
    },
    mismatches,
  }
}
