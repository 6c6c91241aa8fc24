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
 * `body` after a common table `kept`: the bookings with a line in the ledger of the period and a
 * unit handed over for them, each with the rental it keeps as the ledger counts it (the figures
 * the triggers keep per day, `ledger_booking_days` and `ledger_checks`: migration 0040). The
 * others' rental stays with their items, whose shares are kept per day (`itemMoneySql`).
 */
export function withHandedOverKeptRental({ place, period }: ReportScope, body: SQL): SQL {
  return sql`
    with kept as (
      select c.booking_id, c.rental_kept_cents::bigint as cents
      from ledger_checks c
      where c.booking_id in (
        select d.booking_id from ledger_booking_days d
        where d.location_code = ${place.code}
          and d.day >= ${period.from}::date and d.day < ${period.to}::date
          and d.booking_id in (select booking_id from booking_units)))
    ${body}`
}

/** A location's day as a point of the spans the GiST index of migration 0041 holds. */
const spanPoint = (location: SQL, day: SQL) =>
  sql`hashtext(${location})::int8 * 1048576 + (${day} - date '2000-01-01')`

/**
 * The bookings with a line in the period whose first line there is not their first ever, and
 * the day of their first line there: those with a day with lines in the period whose day with
 * lines before it is before the period (their span of days crosses its start), found by the
 * spans' GiST index. With the bookings whose first line ever is in the period (added up per day
 * in `ledger_first_day_totals` and `ledger_first_item_totals`), they are the period's bookings,
 * each once, on the day of its first line in it.
 */
export function crossingSql({ place, period }: ReportScope): SQL {
  return sql`
    select d.booking_id, d.day as first_day from ledger_booking_days d
    where d.previous_day is not null
      and int8range(${spanPoint(sql`d.location_code`, sql`d.previous_day`)},
                    ${spanPoint(sql`d.location_code`, sql`d.day`)}, '(]')
          @> ${spanPoint(sql`${place.code}::text`, sql`${period.from}::date`)}
      and d.location_code = ${place.code} and d.day < ${period.to}::date`
}

/** The period's days with the first-line bookings' figures kept per day. */
export function firstDaysSql({ place, period }: ReportScope): SQL {
  return sql`select * from ledger_first_day_totals
    where location_code = ${place.code}
      and day >= ${period.from}::date and day < ${period.to}::date`
}

/**
 * The period's bookings (the first-line ones per day, and those crossing its start), each with
 * its day, how many, the rental they keep, and of those the delivered ones, their deposits: as
 * `withKeptRental`'s `kept` would add them up, from the figures kept per day.
 */
export function keptPerDaySql(scope: ReportScope): SQL {
  return sql`
    select f.day, f.bookings, f.rental_kept_cents as cents,
           f.delivered_bookings, f.delivered_rental_kept_cents as delivered_cents,
           f.deposit_taken_cents, f.claimed_cents, f.released_cents, f.held_cents
    from (${firstDaysSql(scope)}) f
    union all
    select x.first_day, 1, c.rental_kept_cents, c.delivered::int,
           case when c.delivered then c.rental_kept_cents else 0 end,
           c.deposit_taken_cents, c.claimed_cents, c.released_cents, c.held_cents
    from (${crossingSql(scope)}) x join ledger_checks c on c.booking_id = x.booking_id`
}

/** Per item: the bookings with a share of it and the shares' sum (not rounded), of the period. */
export function itemMoneySql(scope: ReportScope): SQL {
  const { place, period } = scope
  return sql`
    select gear_id, sum(bookings) as bookings, sum(cents) as cents from (
      select t.gear_id, t.bookings, t.cents from ledger_first_item_totals t
      where t.location_code = ${place.code}
        and t.day >= ${period.from}::date and t.day < ${period.to}::date
      union all
      select s.gear_id, 1, s.cents
      from (${crossingSql(scope)}) x join ledger_item_shares s on s.booking_id = x.booking_id
    ) m group by gear_id`
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
