/**
 * The demand the stock did not meet (docs/performance.md, Unmet demand): a search showing an item
 * with nothing free and a price refused for want of stock are counted in memory, written only
 * when the process adds its counts (every few seconds, and as it closes), per location, item and
 * day, with nothing about who asked; two processes add to the same totals.
 */
import { sql } from 'drizzle-orm'
import { buildApp } from '../../../src/server/app'
import { createDemandService } from '../../../src/server/domains/demand'
import { bookedTraveller, bookingTestApp } from '../support/bookings'
import { testConfig } from '../support/testApp'
import { keepUnits } from '../support/units'

const suite = bookingTestApp()
const period = {
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-12',
  pickup_time: '10:00',
  return_time: '18:00',
}
const april = { locationCode: 'SVQ', from: '2027-04-01', until: '2027-05-01' }

/** Runs `use` with only `n` units of an item in service at SVQ, then puts the others back. */
async function withUnits(gearId: string, n: number, use: () => Promise<void>) {
  const result = (await suite.db.execute(
    sql`select count(*)::int as n from units
        where gear_id = ${gearId} and location_code = 'SVQ' and status = 'in_service'`,
  )) as unknown as { rows: { n: number }[] }
  await keepUnits(suite.db, gearId, n)
  try {
    await use()
  } finally {
    await keepUnits(suite.db, gearId, result.rows[0]!.n)
  }
}

async function storedDays() {
  const result = (await suite.db.execute(
    sql`select gear_id, day::text as day, asks_starting, units_short
        from unmet_demand_days order by gear_id, day`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

beforeEach(async () => {
  await suite.app.demand.flush()
  await suite.db.execute(sql`delete from unmet_demand_days`)
})

it('counts a price refused for want of stock on each day the rental keeps, once it is added', async () => {
  const carSeat = suite.ids['ZCS123-K']!
  await withUnits(carSeat, 2, async () => {
    const refused = await suite.app.inject({
      method: 'POST',
      url: '/api/pricing/calculate',
      payload: { ...period, gear_ids: [carSeat, carSeat, carSeat, carSeat, carSeat] },
    })
    expect(refused.statusCode).toBe(409)
    // The request wrote nothing: the count waits in the process's memory.
    expect(await storedDays()).toEqual([])

    await suite.app.demand.flush()
    expect(await storedDays()).toEqual([
      { gear_id: carSeat, day: '2027-04-09', asks_starting: 1, units_short: 3 },
      { gear_id: carSeat, day: '2027-04-10', asks_starting: 0, units_short: 3 },
      { gear_id: carSeat, day: '2027-04-11', asks_starting: 0, units_short: 3 },
    ])
    expect(await suite.app.demand.totals(april)).toEqual([
      { gear_id: carSeat, asks: 1, unit_days_short: 9 },
    ])
  })
})

it('counts each item a search shows with nothing free, and no item with a unit free', async () => {
  const stroller = suite.ids['ZST405-B']!
  await withUnits(stroller, 1, async () => {
    await bookedTraveller(suite.app, [stroller])
    const search = async () => {
      const res = await suite.app.inject({
        url: `/api/gear?${new URLSearchParams({ ...period, start_date: '2027-04-10', end_date: '2027-04-13' })}`,
      })
      expect(res.statusCode).toBe(200)
      return res.json() as { items: { _id: string; available_stock: number }[] }
    }
    const shown = await search()
    await search()
    const full = shown.items.filter((item) => item.available_stock === 0).map((item) => item._id)
    expect(full).toEqual([stroller])

    await suite.app.demand.flush()
    // Two searches, two asks: counts are asks, not families.
    expect(await suite.app.demand.totals(april)).toEqual([
      { gear_id: stroller, asks: 2, unit_days_short: 6 },
    ])
  })
})

it('adds what a process counted as the server closes', async () => {
  const carSeat = suite.ids['ZCS123-K']!
  const app = await buildApp(testConfig(), { database: suite.app.database })
  await withUnits(carSeat, 1, async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/pricing/calculate',
      payload: { ...period, gear_ids: [carSeat, carSeat] },
    })
    expect(refused.statusCode).toBe(409)
    await app.close()
  })
  expect(await suite.app.demand.totals(april)).toEqual([
    { gear_id: carSeat, asks: 1, unit_days_short: 3 },
  ])
})

it('adds the counts of two processes to the same days, and keeps counts it could not write', async () => {
  const carSeat = suite.ids['ZCS123-K']!
  const ask = {
    locationCode: 'SVQ',
    gearId: carSeat,
    startDate: '2027-04-20',
    endDate: '2027-04-22',
    requested: 3,
    available: 1,
  }
  const first = createDemandService({ db: suite.db, flushSoon: () => undefined })
  const second = createDemandService({ db: suite.db, flushSoon: () => undefined })
  first.turnedAway({ asks: [ask] })
  second.turnedAway({ asks: [ask, { ...ask, startDate: '2027-04-21' }] })
  await Promise.all([first.flush(), second.flush()])

  let failing = true
  const unreachable = {
    execute: (query: unknown) =>
      failing ? Promise.reject(new Error('connection lost')) : suite.db.execute(query as never),
  }
  const third = createDemandService({ db: unreachable as never, flushSoon: () => undefined })
  third.turnedAway({ asks: [ask] })
  await expect(third.flush()).rejects.toThrow('connection lost')
  failing = false
  await third.flush()

  expect(await storedDays()).toEqual([
    { gear_id: carSeat, day: '2027-04-20', asks_starting: 3, units_short: 6 },
    { gear_id: carSeat, day: '2027-04-21', asks_starting: 1, units_short: 8 },
  ])
})

it('keeps nothing about who asked: a location, an item, a day and two counts', async () => {
  const result = (await suite.db.execute(
    sql`select column_name from information_schema.columns
        where table_name = 'unmet_demand_days' order by column_name`,
  )) as unknown as { rows: { column_name: string }[] }
  expect(result.rows.map((row) => row.column_name)).toEqual([
    'asks_starting',
    'day',
    'gear_id',
    'location_code',
    'units_short',
  ])
})
