import { type SQL, sql } from 'drizzle-orm'
import type { LedgerPlace } from '../lines'
import type { LedgerPeriod } from '../period'

/** A report's location and period, and the instant it is read at (units still out count to it). */
export interface ReportScope {
  place: LedgerPlace
  period: LedgerPeriod
  now: Date
}

/** The period's first instant and the instant after its last day, on the location's clock. */
export const periodBounds = ({ place, period }: ReportScope) => ({
  starts: sql`(${period.from}::date::timestamp at time zone ${place.timeZone})`,
  ends: sql`(${period.to}::date::timestamp at time zone ${place.timeZone})`,
})

/** An instant's day on the location's clock. */
export const localDay = (place: LedgerPlace, instant: SQL) =>
  sql`(${instant} at time zone ${place.timeZone})::date`

/**
 * `body` after two common tables: `ledger_scope`, the bookings with a line in the ledger of the
 * period and the day of their first line there, and `kept`, each with the rental it keeps as the
 * ledger counts it. Their sum is the Money screen's rental kept of the same period. Both read the
 * figures the triggers keep per day (`ledger_booking_days`, `ledger_checks`: migration 0039),
 * the same the Money screen adds up.
 */
export function withKeptRental({ place, period }: ReportScope, body: SQL): SQL {
  return sql`
    with ledger_scope as (
      select d.booking_id, min(d.day) as first_day
      from ledger_booking_days d
      where d.location_code = ${place.code}
        and d.day >= ${period.from}::date and d.day < ${period.to}::date
      group by d.booking_id),
    kept as (
      select s.booking_id, s.first_day, c.rental_kept_cents::bigint as cents
      from ledger_scope s join ledger_checks c on c.booking_id = s.booking_id)
    ${body}`
}

/**
 * Each kept booking's rental shared among its items by their rental subtotals (by units when
 * those are nought), in whole cents adding up to the booking's: each share is the difference of
 * the rounded running sums.
 */
export const ITEM_MONEY = sql`(
  select booking_id, gear_id, cents * running / total - cents * (running - weight) / total as cents
  from (
    select k.booking_id, k.cents, i.gear_id, i.weight,
           sum(i.weight) over (partition by k.booking_id order by i.gear_id, i.ord
                               rows unbounded preceding) as running,
           sum(i.weight) over (partition by k.booking_id) as total
    from kept k
    join bookings b on b.id = k.booking_id
    cross join lateral (
      select (e.item->>'gear_id')::uuid as gear_id, e.ord,
             case when sum((e.item->>'subtotal')::bigint) over () > 0 then (e.item->>'subtotal')::bigint
                  else (e.item->>'quantity')::bigint end as weight
      from jsonb_array_elements(b.pricing->'items') with ordinality e(item, ord)) i) shares
  where total > 0)`

/**
 * Each item's share of a kept booking shared among the units checked out for it, by the days
 * each was out (at least one); `unit_id` null for an item no unit went out for.
 */
export function unitMoney({ place, now }: ReportScope): SQL {
  const out = localDay(place, sql`bu.handed_out_at`)
  const back = localDay(place, sql`coalesce(bu.returned_at, ${now.toISOString()}::timestamptz)`)
  return sql`(
    select im.booking_id, im.gear_id, o.unit_id,
           case when o.unit_id is null then im.cents
                else im.cents * o.running / o.total - im.cents * (o.running - o.days) / o.total
           end as cents
    from ${ITEM_MONEY} im
    left join lateral (
      select unit_id, days,
             sum(days) over (order by unit_id rows unbounded preceding) as running,
             sum(days) over () as total
      from (select bu.unit_id, greatest(${back} - ${out}, 1)::bigint as days
            from booking_units bu join units u on u.id = bu.unit_id
            where bu.booking_id = im.booking_id and u.gear_id = im.gear_id) d) o on true)`
}
