/**
 * The ledger's figures kept per location and day (migration 0040: `ledger_booking_days`,
 * `ledger_checks`, `ledger_day_totals`, `ledger_month_totals`), kept by triggers in the
 * transactions that write the money records, a booking's state or its deposit: after random
 * journeys of payments, refunds, deposit holds and jobs written on several days, moved, changed,
 * removed and rolled back, with bookings and deposits changing state, they equal the figures
 * added up from the records, and each day's and month's Money screen answers what the records
 * add up to. On PostgreSQL, two bookings paid at once on one day both count.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import {
  bookingUnits,
  bookings,
  depositHolds,
  depositJobs,
  deposits,
  payments,
  refunds,
  units,
} from '../../../src/server/db/schema'
import { ledgerLinesSql, type LedgerPlace } from '../../../src/server/domains/ledger/lines'
import type { LedgerPeriod } from '../../../src/server/domains/ledger/period'
import {
  reconcile,
  reconcileFromRecords,
  rentalKeptOf,
} from '../../../src/server/domains/ledger/reconcile'
import { ITEM_MONEY, unitMoney } from '../../../src/server/domains/ledger/reports/scope'
import { bookingMoneySql } from '../../../src/server/domains/payments'
import { addDays } from '../../../src/shared/domain/calendar'
import { paidBooking } from '../desk/handover-helpers'
import { bookingTestApp } from '../support/bookings'
import { seededRandom } from '../support/depositRaces'
import { pickupReportsFromRecords } from '../support/pickupReports'
import { describeOnPostgres } from '../support/testDatabase'

const suite = bookingTestApp()

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const rows = async <T>(db: Db | Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** The kept rows that differ from those added up again from the records (each table's key). */
async function drifted(db: Db) {
  const differ = (kept: string, again: string, key: string) =>
    sql.raw(`
    select '${kept}' as "table", ${key} as key from (
      (select * from ${kept} except all select * from ${again})
      union all (select * from ${again} except all select * from ${kept})) d`)
  const query = sql`
    ${differ(
      'ledger_booking_days',
      '(select location_code, day, booking_id, lines, previous_day from ledger_booking_lines) r',
      "booking_id || ' ' || day",
    )}
    union all ${differ(
      'ledger_checks',
      '(select * from ledger_booking_checks where booking_id in (select booking_id from ledger_booking_lines)) r',
      'booking_id::text',
    )}
    union all ${differ(
      'ledger_item_shares',
      '(select * from ledger_booking_item_shares where booking_id in (select booking_id from ledger_booking_lines)) r',
      "booking_id || ' ' || gear_id",
    )}
    union all ${differ('ledger_day_totals', 'ledger_day_totals_recomputed', "location_code || ' ' || day")}
    union all ${differ('ledger_month_totals', 'ledger_month_totals_recomputed', "location_code || ' ' || month")}
    union all ${differ('ledger_first_day_totals', 'ledger_first_day_totals_recomputed', "location_code || ' ' || day")}
    union all ${differ('report_pickups', 'report_booking_pickups', 'booking_id::text')}
    union all ${differ(
      'report_pickup_totals',
      'report_pickup_totals_recomputed',
      "location_code || ' ' || day || ' ' || outcome || ' ' || lead_days",
    )}
    union all ${differ(
      'ledger_first_item_totals',
      'ledger_first_item_totals_recomputed',
      "location_code || ' ' || day || ' ' || gear_id",
    )}`
  // Without just-in-time compilation: on PostgreSQL it takes longer to compile the views than
  // to read them.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    return rows<{ table: string; key: string }>(tx, query)
  })
}

/** Each day and month with lines: the Money screen's answer, kept against added up. */
async function screensDiffer(db: Db, place: LedgerPlace) {
  const days = await rows<{ day: string }>(
    db,
    sql`select distinct to_char(day, 'YYYY-MM-DD') as day from ledger_booking_lines
        where location_code = ${place.code} order by 1`,
  )
  const periods = new Map<string, { from: string; to: string }>()
  for (const { day } of days) {
    periods.set(day, { from: day, to: addDays(day, 1) })
    const month = day.slice(0, 7)
    const next = addDays(`${month}-28`, 4).slice(0, 7)
    periods.set(month, { from: `${month}-01`, to: `${next}-01` })
  }
  // A period neither a day nor a month: the whole span of the lines.
  if (days.length > 0) {
    periods.set('span', { from: days[0]!.day, to: addDays(days[days.length - 1]!.day, 1) })
  }
  // Periods starting and ending on each day with lines: some cut a booking's lines in two.
  for (const [index, { day }] of days.entries()) {
    const last = days[Math.min(days.length - 1, index + 2)]!.day
    periods.set(`${day}..${last}`, { from: day, to: addDays(last, 1) })
  }
  const differing: string[] = []
  for (const [label, period] of periods) {
    const kept = await reconcile(db, { place, period })
    const again = await reconcileFromRecords(db, { place, period })
    if (JSON.stringify(kept) !== JSON.stringify(again)) differing.push(label)
    const answered = await reportsAnswered(place, period)
    const fromRecords = await reportsFromRecords(db, place, period)
    if (JSON.stringify(answered) !== JSON.stringify(fromRecords)) {
      differing.push(`reports ${label}: ${JSON.stringify({ answered, fromRecords })}`)
    }
  }
  return { periods: periods.size, differing }
}

/** The days of the location's ledger lines, first to last. */
async function linesSpan(db: Db, place: LedgerPlace): Promise<LedgerPeriod> {
  const [span] = await rows<{ from: string; to: string }>(
    db,
    sql`select to_char(min(day), 'YYYY-MM-DD') as "from",
               to_char(max(day) + 1, 'YYYY-MM-DD') as "to"
        from ledger_booking_lines where location_code = ${place.code}`,
  )
  return span!
}

/**
 * The `lead-time` and `outcomes` reports of the span of the bookings' pickup days (and of each
 * of those days), as they
 * answer them against as they are worked out from every booking: those that differ (and, in
 * `seen`, the bands and outcomes with bookings).
 */
async function pickupReportsDiffer(
  db: Db,
  place: LedgerPlace,
  { seen, eachDay }: { seen: Set<string>; eachDay: boolean },
) {
  const days = await rows<{ day: string }>(
    db,
    sql`select distinct to_char(start_date, 'YYYY-MM-DD') as day from bookings
        where pickup_location_code = ${place.code} order by 1`,
  )
  if (days.length === 0) return []
  const periods = eachDay ? days.map(({ day }) => ({ from: day, to: addDays(day, 1) })) : []
  periods.push({ from: addDays(days[0]!.day, -3), to: addDays(days[days.length - 1]!.day, 3) })
  const differing: string[] = []
  for (const period of periods) {
    const read = (name: 'lead-time' | 'outcomes') =>
      suite.app.ledger.report({
        name,
        query: { location: place.code, from: period.from, to: addDays(period.to, -1) },
      })
    const [leadTime, outcomes] = await Promise.all([read('lead-time'), read('outcomes')])
    const answered = {
      leadTime: leadTime.rows.map(({ share: _, ...row }) => row),
      outcomes: outcomes.rows.map(({ share: _, ...row }) => row),
    }
    const fromRecords = await pickupReportsFromRecords(db, place, period)
    if (JSON.stringify(answered) !== JSON.stringify(fromRecords)) {
      differing.push(`${period.from}: ${JSON.stringify({ answered, fromRecords })}`)
    }
    for (const row of [...fromRecords.leadTime, ...fromRecords.outcomes]) {
      if (Number(row.bookings) > 0) seen.add(String(row.lead_days ?? row.outcome))
    }
  }
  return differing
}

/**
 * `body` after `kept`, added up from the records: the bookings with a line in the period, each
 * on the day of its first line there, with the rental it keeps (as the reports read it before
 * the figures were kept per day).
 */
function keptFromRecords(place: LedgerPlace, period: LedgerPeriod, body: ReturnType<typeof sql>) {
  return sql`
    with ledger_scope as (
      select l.booking_id, (min(l.at) at time zone ${place.timeZone})::date as first_day
      from (${ledgerLinesSql(place, { period })}) l group by l.booking_id),
    kept as (
      select s.booking_id, s.first_day, (${rentalKeptOf(sql`m`)})::bigint as cents
      from ledger_scope s
      join (${bookingMoneySql(sql`select booking_id from ledger_scope`)}) m
        on m.booking_id = s.booking_id)
    ${body}`
}

/** The reports' money of a period added up from the records. */
async function reportsFromRecords(db: Db, place: LedgerPlace, period: LedgerPeriod) {
  const kept = (body: ReturnType<typeof sql>) => keptFromRecords(place, period, body)
  const days = await rows<{ day: string; cents: number }>(
    db,
    kept(sql`select to_char(first_day, 'YYYY-MM-DD') as day, sum(cents)::float8 as cents
             from kept group by 1 having sum(cents) <> 0 order by 1`),
  )
  const handover = await rows<{ handover: string; bookings: number; cents: number }>(
    db,
    kept(sql`select case when b.delivery_address is null then 'pickup' else 'delivery' end
                      as handover, count(*)::int as bookings, sum(k.cents)::float8 as cents
             from kept k join bookings b on b.id = k.booking_id group by 1 order by 1`),
  )
  const items = await rows<{ item: string; cents: number }>(
    db,
    kept(sql`select g.names->>'en' as item, sum(im.cents)::bigint::float8 as cents
             from ${ITEM_MONEY} im join gear g on g.id = im.gear_id
             group by 1 having sum(im.cents)::bigint <> 0 order by 1`),
  )
  const { totals } = await reconcileFromRecords(db, { place, period })
  const { reconciles: _, ...deposits } = totals.deposits
  return { days, handover, items, deposits }
}

/**
 * The `units` report's money of a period, each unit's (and each item's without a unit), as the
 * report answers it and as it is added up from the records: each booking's item shares among
 * the units handed over for it.
 */
async function unitsDiffer(db: Db, place: LedgerPlace, period: LedgerPeriod) {
  const scope = { place, period, now: suite.clock.now() }
  const fromRecords = await rows<{ unit: string | null; item: string; cents: number }>(
    db,
    keptFromRecords(
      place,
      period,
      sql`select u.asset_tag as unit, g.names->>'en' as item,
                 sum(um.cents)::bigint::float8 as cents
          from ${unitMoney(scope)} um join gear g on g.id = um.gear_id
          left join units u on u.id = um.unit_id
          group by 1, 2 having sum(um.cents)::bigint <> 0 order by 2, 1 nulls last`,
    ),
  )
  const answer = await suite.app.ledger.report({
    name: 'units',
    query: { location: place.code, from: period.from, to: addDays(period.to, -1) },
  })
  const answered = answer.rows
    .filter((row) => Number(row.revenue_cents) !== 0)
    .map((row) => ({ unit: row.unit, item: row.item, cents: row.revenue_cents }))
  // An item's rental shared among its units and a row without a unit.
  const shared = fromRecords.some(
    (row) =>
      row.unit === null && fromRecords.some((unit) => unit.unit !== null && unit.item === row.item),
  )
  const same = JSON.stringify(answered) === JSON.stringify(fromRecords)
  return { differing: same ? [] : [{ answered, fromRecords }], shared }
}

/** The same figures as the reports answer them. */
async function reportsAnswered(place: LedgerPlace, period: LedgerPeriod) {
  const read = (name: 'days' | 'handover' | 'items' | 'deposits') =>
    suite.app.ledger.report({
      name,
      query: { location: place.code, from: period.from, to: addDays(period.to, -1) },
    })
  const [days, handover, items, deposits] = await Promise.all([
    read('days'),
    read('handover'),
    read('items'),
    read('deposits'),
  ])
  return {
    days: days.rows
      .filter((row) => Number(row.revenue_cents) !== 0)
      .map((row) => ({ day: row.day, cents: row.revenue_cents })),
    handover: handover.rows
      .filter((row) => Number(row.bookings) > 0)
      .map((row) => ({ handover: row.handover, bookings: row.bookings, cents: row.revenue_cents }))
      .sort((a, b) => String(a.handover).localeCompare(String(b.handover))),
    items: items.rows
      .filter((row) => Number(row.revenue_cents) !== 0)
      .map((row) => ({ item: row.item, cents: row.revenue_cents }))
      .sort((a, b) => String(a.item).localeCompare(String(b.item))),
    deposits: Object.fromEntries(
      deposits.rows.map((row) => [`${String(row.state)}_cents`, Number(row.amount_cents)]),
    ),
  }
}

let serial = 0
const unique = (prefix: string) => `${prefix}_days_${++serial}`

/** One random step on a booking's money records, state or deposit, on a day near `base`. */
async function randomStep(tx: Tx, bookingId: string, base: Date, random: () => number) {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!
  const cents = 100 + Math.floor(random() * 5000)
  // Days around a month's turn, and hours around midnight on the location's clock.
  const at = new Date(
    base.getTime() +
      (Math.floor(random() * 9) - 4) * 86_400_000 +
      (random() < 0.5 ? -1 : 1) * 3_600_000 * Math.floor(random() * 3),
  )
  const step = Math.floor(random() * 11)
  const [payment] = await tx.select().from(payments).where(eq(payments.bookingId, bookingId))
  const holds = await tx.select().from(depositHolds).where(eq(depositHolds.bookingId, bookingId))
  const tried = (write: (sp: Tx) => Promise<unknown>) =>
    // A write the database refuses (a state its checks forbid) is rolled back to its savepoint.
    tx.transaction(write).catch(() => undefined)
  if (step === 0) {
    await tx.insert(payments).values({
      bookingId,
      provider: 'sandbox',
      checkoutSessionId: unique('cs'),
      status: pick(['closing', 'paid'] as const),
      amountCents: cents,
      currency: 'EUR',
      receivedCents: cents,
      receivedCurrency: 'EUR',
      kept: false,
      paidAt: at,
    })
  } else if (step === 1) {
    await tried((sp) =>
      sp.insert(refunds).values({
        bookingId,
        paymentId: payment!.id,
        reason: pick(['staff', 'change', 'extra_payment'] as const),
        provider: 'sandbox',
        providerRefundId: unique('re'),
        status: pick(['pending', 'succeeded', 'failed'] as const),
        amountCents: cents,
        currency: 'EUR',
        createdAt: at,
      }),
    )
  } else if (step === 2) {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.bookingId, bookingId))
    if (refund) {
      await tx
        .update(refunds)
        .set({ status: pick(['pending', 'succeeded', 'failed'] as const), createdAt: at })
        .where(eq(refunds.id, refund.id))
    }
  } else if (step === 3) {
    await tx.insert(depositHolds).values({
      bookingId,
      provider: 'sandbox',
      providerHoldId: random() < 0.8 ? unique('pi_hold') : null,
      amountCents: cents,
      currency: 'EUR',
      status: pick(['held', 'declined'] as const),
      createdAt: at,
    })
  } else if (step === 4 && holds.length > 0) {
    const hold = pick(holds)
    const kind = pick(['capture', 'release'] as const)
    await tried((sp) =>
      sp.insert(depositJobs).values({
        bookingId,
        kind,
        holdId: hold.id,
        amountCents: kind === 'capture' ? cents : null,
        status: pick(['pending', 'done', 'failed'] as const),
        doneAt: at,
      }),
    )
  } else if (step === 5 && holds.length > 0) {
    const hold = pick(holds)
    if (random() < 0.5) await tx.delete(depositHolds).where(eq(depositHolds.id, hold.id))
    else {
      await tx
        .update(depositHolds)
        .set({ status: pick(['released', 'declined', 'captured'] as const) })
        .where(eq(depositHolds.id, hold.id))
    }
  } else if (step === 6 && payment) {
    // A line moved to another day, or out of the ledger and back.
    await tx
      .update(payments)
      .set({ paidAt: at, status: pick(['paid', 'paid', 'closing'] as const) })
      .where(eq(payments.id, payment.id))
  } else if (step === 7) {
    await tried((sp) =>
      sp
        .update(bookings)
        .set(
          pick([
            { status: 'confirmed', paymentStatus: 'paid', cancellationReason: null },
            { status: 'completed', paymentStatus: 'paid', cancellationReason: null },
            { status: 'cancelled', paymentStatus: 'paid', cancellationReason: 'staff' },
            { status: 'cancelled', paymentStatus: 'refunded', cancellationReason: 'traveller' },
            { status: 'cancelled', paymentStatus: 'paid', cancellationReason: 'no_show' },
            { status: 'cancelled', paymentStatus: 'unpaid', cancellationReason: 'payment_expired' },
          ] as const),
        )
        .where(eq(bookings.id, bookingId)),
    )
  } else if (step === 9) {
    // Delivered or collected, and its items' subtotals reweighed.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId))
    const items = booking!.pricing.items.map((item) => ({
      ...item,
      subtotal: Math.floor(random() * 3) * 1000,
    }))
    await tx
      .update(bookings)
      .set({
        pricing: { ...booking!.pricing, items },
        deliveryAddress:
          random() < 0.5
            ? null
            : {
                street: 'Calle Sierpes',
                number: '1',
                postal_code: '41004',
                city: 'Sevilla',
                place_name: null,
                instructions: null,
              },
      })
      .where(eq(bookings.id, bookingId))
  } else if (step === 10) {
    // Picked up on another day (or at another location), or made up to 120 days before.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId))
    const shift = Math.floor(random() * 7) - 3
    await tried((sp) =>
      sp
        .update(bookings)
        .set(
          random() < 0.7
            ? {
                startDate: addDays(booking!.startDate, shift),
                endDate: addDays(booking!.endDate, shift),
              }
            : random() < 0.5
              ? { pickupLocationCode: random() < 0.5 ? 'SVQ' : 'SJA' }
              : { createdAt: new Date(at.getTime() - Math.floor(random() * 120) * 86_400_000) },
        )
        .where(eq(bookings.id, bookingId)),
    )
  } else if (step === 8) {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.bookingId, bookingId))
    const amount = deposit!.amountCents
    await tried((sp) =>
      sp
        .update(deposits)
        .set(
          pick([
            { status: 'held', claimedCents: 0, releasedCents: 0 },
            { status: 'released', claimedCents: 0, releasedCents: amount },
            { status: 'partly_claimed', claimedCents: 1, releasedCents: amount - 1 },
            { status: 'released', claimedCents: 0, releasedCents: 0 },
          ] as const),
        )
        .where(eq(deposits.bookingId, bookingId)),
    )
  }
}

class RolledBack extends Error {}

/**
 * Units handed over for two of the bookings: two for the first's item (one back, one still out),
 * one for the second's other item and none for the item it shares with the first, so their
 * rentals are shared among units by days and each item keeps a share on a row without a unit.
 */
async function handOver(db: Db, [first, second]: string[]) {
  const of = async (bookingId: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!
  const [one, two] = [await of(first!), await of(second!)]
  const unitsOf = (gearId: string) => db.select().from(units).where(eq(units.gearId, gearId))
  const gearId = one.pricing.items[0]!.gear_id
  const free = await unitsOf(gearId)
  const other = await unitsOf(two.pricing.items.find((item) => item.gear_id !== gearId)!.gear_id)
  const out = new Date(`${one.startDate}T08:00:00Z`)
  await db.insert(bookingUnits).values([
    {
      bookingId: one.id,
      unitId: free[0]!.id,
      handedOutAt: out,
      handedOutBy: one.userId,
      returnedAt: new Date(out.getTime() + 2 * 86_400_000),
      returnedBy: one.userId,
      returnOutcome: 'fine',
    },
    { bookingId: one.id, unitId: free[1]!.id, handedOutAt: out, handedOutBy: one.userId },
    { bookingId: two.id, unitId: other[0]!.id, handedOutAt: out, handedOutBy: two.userId },
  ])
}

async function placeOf(db: Db, bookingId: string): Promise<LedgerPlace> {
  const [place] = await rows<LedgerPlace>(
    db,
    sql`select l.code, l.time_zone as "timeZone" from bookings b
        join pickup_locations l on l.code = b.pickup_location_code where b.id = ${bookingId}`,
  )
  return place!
}

it('keeps the ledger figures per day equal to its records through random journeys', async () => {
  const ids = [suite.ids['ZCS123-K']!]
  const journeyBookings = [
    (await paidBooking(suite.app, ids)).booking._id,
    (await paidBooking(suite.app, [...ids, suite.ids['ZST405-B']!])).booking._id,
    (await paidBooking(suite.app, [suite.ids['ZST405-B']!])).booking._id,
  ]
  const place = await placeOf(suite.db, journeyBookings[0]!)
  await handOver(suite.db, journeyBookings)
  expect(await drifted(suite.db)).toEqual([])
  // Around the turn of a month on the location's clock.
  const base = new Date(`${suite.clock.now().toISOString().slice(0, 7)}-01T00:30:00Z`)
  const random = seededRandom(39)
  let sharedWithUnits = 0
  const seen = new Set<string>()
  for (let journey = 0; journey < 30; journey++) {
    const rollBack = random() < 0.2
    await suite.db
      .transaction(async (tx) => {
        for (let step = 0; step < 4; step++) {
          await randomStep(tx, journeyBookings[Math.floor(random() * 3)]!, base, random)
        }
        if (rollBack) throw new RolledBack()
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
    expect({ journey, drifted: await drifted(suite.db) }).toEqual({ journey, drifted: [] })
    const units = await unitsDiffer(suite.db, place, await linesSpan(suite.db, place))
    expect({ journey, units: units.differing }).toEqual({ journey, units: [] })
    if (units.shared) sharedWithUnits++
    const pickups = await pickupReportsDiffer(suite.db, place, { seen, eachDay: false })
    expect({ journey, pickups }).toEqual({ journey, pickups: [] })
  }
  // Bookings made long before their pickup and weeks before, kept, not shown, expired unpaid.
  expect([...seen]).toEqual(
    expect.arrayContaining(['60+', '30-59', 'kept', 'no_show', 'payment_expired']),
  )
  // Some journeys left an item's rental shared among its units and a row without a unit.
  expect(sharedWithUnits).toBeGreaterThan(0)
  const screens = await screensDiffer(suite.db, place)
  expect(screens.periods).toBeGreaterThan(4)
  expect(screens.differing).toEqual([])
  expect(await pickupReportsDiffer(suite.db, place, { seen, eachDay: true })).toEqual([])
  const [kept] = await rows<{ days: number; listed: number }>(
    suite.db,
    sql`select (select count(*) from ledger_day_totals)::int as days,
               (select count(*) from ledger_checks where listed)::int as listed`,
  )
  // The journeys wrote on several days, and left bookings that do not reconcile.
  expect(kept!.days).toBeGreaterThan(3)
  expect(kept!.listed).toBeGreaterThan(0)
})

describeOnPostgres('two bookings picked up on one day, cancelled by staff at once', () => {
  it('counts both in the outcomes and lead times of their day', async () => {
    const ids = [suite.ids['ZCS123-K']!]
    const one = (await paidBooking(suite.app, ids)).booking
    const two = (await paidBooking(suite.app, ids)).booking
    const place = await placeOf(suite.db, one._id)
    const day = { from: one.start_date as string, to: addDays(one.start_date as string, 1) }
    let arrived = 0
    let bothIn: () => void = () => {}
    const together = new Promise<void>((resolve) => (bothIn = resolve))
    // Each commits with the other's change to the same day's figures under way.
    const cancel = (bookingId: string) =>
      suite.db.transaction(async (tx) => {
        await tx
          .update(bookings)
          .set({ status: 'cancelled', cancellationReason: 'staff' })
          .where(eq(bookings.id, bookingId))
        if (++arrived === 2) bothIn()
        await together
      })
    await Promise.all([cancel(one._id), cancel(two._id)])
    const outcomes = await suite.app.ledger.report({
      name: 'outcomes',
      query: { location: place.code, from: day.from, to: one.start_date as string },
    })
    expect(outcomes.rows.find((row) => row.outcome === 'cancelled_by_staff')).toMatchObject({
      bookings: 2,
    })
    const { leadTime } = await pickupReportsFromRecords(suite.db, place, day)
    const answered = await suite.app.ledger.report({
      name: 'lead-time',
      query: { location: place.code, from: day.from, to: one.start_date as string },
    })
    expect(answered.rows.map(({ share: _, ...row }) => row)).toEqual(leadTime)
    expect(await drifted(suite.db)).toEqual([])
  })
})

describeOnPostgres('two bookings paid at once on one day', () => {
  it('counts both in the day and the month', async () => {
    const ids = [suite.ids['ZCS123-K']!]
    const one = (await paidBooking(suite.app, ids)).booking._id
    const two = (await paidBooking(suite.app, ids)).booking._id
    const place = await placeOf(suite.db, one)
    const paidAt = new Date('2027-02-10T10:00:00Z')
    let arrived = 0
    let bothIn: () => void = () => {}
    const together = new Promise<void>((resolve) => (bothIn = resolve))
    const pay = (bookingId: string, cents: number) =>
      suite.db.transaction(async (tx) => {
        await tx.insert(payments).values({
          bookingId,
          provider: 'sandbox',
          checkoutSessionId: unique('cs_race'),
          status: 'paid',
          amountCents: cents,
          currency: 'EUR',
          receivedCents: cents,
          receivedCurrency: 'EUR',
          kept: false,
          paidAt,
        })
        if (++arrived === 2) bothIn()
        await together
      })
    await Promise.all([pay(one, 700), pay(two, 1100)])
    const day = await reconcile(suite.db, {
      place,
      period: { from: '2027-02-10', to: '2027-02-11' },
    })
    expect(day.totals.corrections.taken_cents).toBe(1800)
    expect(day.lines_total).toBe(2)
    const month = await reconcile(suite.db, {
      place,
      period: { from: '2027-02-01', to: '2027-03-01' },
    })
    expect(month).toEqual(
      await reconcileFromRecords(suite.db, {
        place,
        period: { from: '2027-02-01', to: '2027-03-01' },
      }),
    )
    expect(await drifted(suite.db)).toEqual([])
  })
})
