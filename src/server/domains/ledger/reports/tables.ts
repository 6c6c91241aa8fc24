import { type SQL, sql } from 'drizzle-orm'
import {
  BOOKING_OUTCOMES,
  LEAD_TIME_BANDS,
  type ReportName,
} from '../../../../shared/domain/reports'
import {
  itemMoneySql,
  keptPerDaySql,
  localDay,
  periodBounds,
  type ReportScope,
  unitMoney,
  withHandedOverKeptRental,
} from './scope'
import { unitDaysSql } from './usage'

/** What a report's query is built from: its scope, the language of item names, unmet demand. */
export interface TableArgs {
  scope: ReportScope
  language: 'en' | 'es'
  /** Per item, the asks and units-days the stock did not meet in the period. */
  unmet: { gear_id: string; asks: number; unit_days_short: number }[]
}

const percent = (part: SQL, whole: SQL) =>
  sql`case when ${whole} > 0 then round(100.0 * ${part} / ${whole}, 1)::float8 else 0 end`

/** Per item: its units' days, its share of the rental kept, and the demand it did not meet. */
function itemsSql({ scope, language, unmet }: TableArgs): SQL {
  return sql`
    with unit_days as (${unitDaysSql(scope)}),
    usage as (
      select gear_id, count(*)::int as units, sum(in_service_days)::int as in_service,
             sum(out_of_service_days)::int as out_of_service, sum(rented_days)::int as rented
      from unit_days group by gear_id),
    money as (
      select gear_id, cents::bigint as cents from (${itemMoneySql(scope)}) im where bookings > 0),
    unmet as (
      select (d->>'gear_id')::uuid as gear_id, (d->>'asks')::int as asks,
             (d->>'unit_days_short')::int as unit_days
      from jsonb_array_elements(${JSON.stringify(unmet)}::jsonb) d)
    select g.names->>${language} as item, coalesce(us.units, 0) as units,
           coalesce(us.in_service, 0) as in_service_days,
           coalesce(us.out_of_service, 0) as out_of_service_days,
           coalesce(us.rented, 0) as rented_days,
           ${percent(sql`coalesce(us.rented, 0)`, sql`coalesce(us.in_service, 0)`)} as utilisation,
           coalesce(m.cents, 0)::float8 as revenue_cents,
           coalesce(un.asks, 0) as unmet_asks, coalesce(un.unit_days, 0) as unmet_unit_days
    from gear g
    left join usage us on us.gear_id = g.id
    left join money m on m.gear_id = g.id
    left join unmet un on un.gear_id = g.id
    where us.gear_id is not null or m.gear_id is not null or un.gear_id is not null
       or exists (select 1 from inventory i
                  where i.gear_id = g.id and i.location_code = ${scope.place.code})
    order by item, g.code`
}

/**
 * Per unit: its days and its share of its bookings' rental; one row per item for the shares of
 * the bookings no unit went out for with it: the item's shares (kept per day) less those its
 * units took.
 */
function unitsSql({ scope, language }: TableArgs): SQL {
  return withHandedOverKeptRental(
    scope,
    sql`, unit_days as (${unitDaysSql(scope)}),
    shares as (select * from ${unitMoney(scope)} um where unit_id is not null),
    handed as (
      select gear_id, count(distinct booking_id) as bookings, sum(cents) as cents
      from shares group by gear_id),
    money as (
      select unit_id, gear_id, sum(cents)::bigint as cents from shares group by unit_id, gear_id
      union all
      select null, i.gear_id, (i.cents - coalesce(h.cents, 0))::bigint
      from (${itemMoneySql(scope)}) i left join handed h on h.gear_id = i.gear_id
      where i.bookings > coalesce(h.bookings, 0)),
    rows as (
      select coalesce(d.unit_id, m.unit_id) as unit_id, coalesce(d.gear_id, m.gear_id) as gear_id,
             d.in_service_days, d.out_of_service_days, d.rented_days, m.cents
      from unit_days d full join money m on m.unit_id = d.unit_id)
    select u.asset_tag as unit, g.names->>${language} as item,
           coalesce(r.in_service_days, 0) as in_service_days,
           coalesce(r.out_of_service_days, 0) as out_of_service_days,
           coalesce(r.rented_days, 0) as rented_days,
           ${percent(sql`coalesce(r.rented_days, 0)`, sql`coalesce(r.in_service_days, 0)`)}
             as utilisation,
           coalesce(r.cents, 0)::float8 as revenue_cents
    from rows r
    join gear g on g.id = r.gear_id
    left join units u on u.id = r.unit_id
    order by item, unit nulls last`,
  )
}

/** Per day: bookings made that day, and the rental kept of the bookings whose first line it is. */
function daysSql({ scope }: TableArgs): SQL {
  const { starts, ends } = periodBounds(scope)
  const { place, period } = scope
  return sql`
    with kept as (${keptPerDaySql(scope)})
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(made.bookings, 0) as bookings,
           coalesce(money.cents, 0)::float8 as revenue_cents
    from generate_series(${period.from}::date, ${period.to}::date - 1, interval '1 day') d(day)
    left join (
      select ${localDay(place, sql`b.created_at`)} as day, count(*)::int as bookings
      from bookings b
      where b.pickup_location_code = ${place.code}
        and b.created_at >= ${starts} and b.created_at < ${ends}
      group by 1) made on made.day = d.day::date
    left join (select day, sum(cents) as cents from kept group by day) money
      on money.day = d.day::date
    order by d.day`
}

/** The days' figures added up per ISO week (a week cut by the period counts its days in it). */
function weeksSql(args: TableArgs): SQL {
  return sql`
    select to_char(day::date, 'IYYY-"W"IW') as week, sum(bookings)::int as bookings,
           sum(revenue_cents)::float8 as revenue_cents
    from (${daysSql(args)}) d group by 1 order by 1`
}

/**
 * The period's pickup days' figures kept per outcome and lead days (`report_pickup_totals`,
 * migration 0044): the bookings picked up in the period, each once.
 */
function pickupTotalsSql({ place, period }: ReportScope) {
  return sql`
    select * from report_pickup_totals
    where location_code = ${place.code}
      and day >= ${period.from}::date and day < ${period.to}::date`
}

/** The lead-time bands as rows of `(position, label, low, high)`, `high` null for the last. */
export const LEAD_TIME_BAND_ROWS = sql.join(
  LEAD_TIME_BANDS.map(([low, high], index) => {
    const label = high === null ? `${low}+` : low === high ? `${low}` : `${low}-${high}`
    return sql.raw(`(${index}, '${label}', ${low}, ${high ?? 'null'})`)
  }),
  sql`, `,
)

/** Bookings picked up in the period, by days between the day they were made and their pickup. */
function leadTimeSql({ scope }: TableArgs): SQL {
  return sql`
    with bands(position, label, low, high) as (values ${LEAD_TIME_BAND_ROWS}),
    leads as (
      select lead_days as days, sum(bookings) as bookings
      from (${pickupTotalsSql(scope)}) t where not expired_unpaid group by lead_days),
    counted as (
      select bands.position, bands.label, coalesce(sum(leads.bookings), 0)::int as bookings
      from bands left join leads
        on leads.days >= bands.low and (bands.high is null or leads.days <= bands.high)
      group by bands.position, bands.label)
    select label as lead_days, bookings,
           ${percent(sql`bookings`, sql`sum(bookings) over ()`)} as share
    from counted order by position`
}

/**
 * Bookings picked up in the period by what became of them, with the rental they keep and what
 * was refunded (of those with a deposit record, whose money `bookingMoneySql` reads).
 */
function outcomesSql({ scope }: TableArgs): SQL {
  const outcomes = BOOKING_OUTCOMES.map((outcome, index) => sql.raw(`(${index}, '${outcome}')`))
  return sql`
    with outcomes(position, outcome) as (values ${sql.join(outcomes, sql`, `)}),
    money as (
      select outcome, sum(priced_bookings)::int as bookings,
             sum(rental_kept_cents)::bigint as kept, sum(refunded_cents)::bigint as refunded
      from (${pickupTotalsSql(scope)}) t group by outcome)
    select o.outcome, coalesce(m.bookings, 0) as bookings,
           ${percent(sql`coalesce(m.bookings, 0)`, sql`sum(coalesce(m.bookings, 0)) over ()`)} as share,
           coalesce(m.kept, 0)::float8 as rental_kept_cents,
           coalesce(m.refunded, 0)::float8 as refunded_cents
    from outcomes o left join money m on m.outcome = o.outcome
    order by o.position`
}

/** Promo codes on the kept bookings: bookings using each, discount given, rental they keep. */
function promoCodesSql({ scope }: TableArgs): SQL {
  const { place, period } = scope
  // The bookings with a discount, those with a line in the period (from the days kept per
  // booking), with the rental each keeps as kept.
  return sql`
    with discounted as (
      select booking_id, code, sum(amount_cents) as cents from booking_discounts
      group by booking_id, code),
    kept as (
      select c.booking_id, c.rental_kept_cents::bigint as cents from ledger_checks c
      where c.booking_id in (select booking_id from discounted)
        and exists (select 1 from ledger_booking_days d
                    where d.booking_id = c.booking_id and d.location_code = ${place.code}
                      and d.day >= ${period.from}::date and d.day < ${period.to}::date))
    select d.code, count(*)::int as uses, sum(d.cents)::float8 as discount_cents,
           sum(k.cents)::float8 as revenue_cents
    from discounted d join kept k on k.booking_id = d.booking_id
    group by d.code order by d.code`
}

/** Delivered bookings against those collected at the desk, with the rental they keep. */
function handoverSql({ scope }: TableArgs): SQL {
  return sql`
    with kept as (
      select sum(bookings - delivered_bookings) as pickup_bookings,
             sum(cents - delivered_cents) as pickup_cents,
             sum(delivered_bookings) as delivery_bookings, sum(delivered_cents) as delivery_cents
      from (${keptPerDaySql(scope)}) k),
    split(position, handover, bookings, cents) as (
      select 0, 'pickup', pickup_bookings, pickup_cents from kept
      union all select 1, 'delivery', delivery_bookings, delivery_cents from kept)
    select handover, coalesce(bookings, 0)::int as bookings,
           coalesce(cents, 0)::float8 as revenue_cents
    from split order by position`
}

/** The query of each report but the deposits' (the Money screen's own balance). */
export const REPORT_SQL: Record<Exclude<ReportName, 'deposits'>, (args: TableArgs) => SQL> = {
  items: itemsSql,
  units: unitsSql,
  days: daysSql,
  weeks: weeksSql,
  'lead-time': leadTimeSql,
  outcomes: outcomesSql,
  'promo-codes': promoCodesSql,
  handover: handoverSql,
}
