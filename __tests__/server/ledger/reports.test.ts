/**
 * The desk's reports (docs/money.md, Reports): an admin reads a location's period, and every
 * rental total equals the Money screen's rental kept of the same days; units' days are counted
 * on the location's clock.
 */
import {
  handoverSuite,
  paidBooking,
  PICKUP_MORNING,
  suggestedUnits,
} from '../desk/handover-helpers'
import type { Auth } from '../desk/helpers'
import { eq, inArray } from 'drizzle-orm'
import { bookings, gear, units as unitsTable } from '../../../src/server/db/schema'
import { rentalOf, settleSandbox } from '../support/bookings'
import { REPORT_NAMES } from '../../../src/shared/domain/reports'

const setup = handoverSuite()
const { suite, desk, handover } = setup

const report = (auth: Auth, name: string, query: string) =>
  suite.app.inject({ url: `/api/desk/reports/${name}?${query}`, headers: auth })
const MARCH = 'location=SVQ&from=2027-03-01&to=2027-03-31'

/** The sum of a CSV column (amounts in euros), read back in cents. */
function csvColumnCents(csv: string, column: string) {
  const [header, ...lines] = csv.trimEnd().split('\r\n')
  const index = header!.split(',').indexOf(column)
  return lines.reduce((sum, line) => sum + Math.round(Number(line.split(',')[index]) * 100), 0)
}

it('is for admins only: moderators and travellers are refused, guests asked to sign in', async () => {
  expect((await report(setup.roles.moderator, 'items', MARCH)).statusCode).toBe(403)
  expect((await report(setup.roles.traveller, 'days', MARCH)).statusCode).toBe(403)
  expect((await report(setup.roles.guest, 'days', MARCH)).statusCode).toBe(401)
  expect((await report(setup.roles.moderator, 'days/csv', MARCH)).statusCode).toBe(403)
})

it('refuses a period that is not one, longer than a year, or at an unknown location', async () => {
  const admin = setup.roles.admin
  const codeOf = async (name: string, query: string) => {
    const answer = await report(admin, name, query)
    return [answer.statusCode, answer.json().code]
  }
  expect(await codeOf('days', 'location=SVQ&from=2027-02-30&to=2027-03-31')).toEqual([
    400,
    'REPORT_PERIOD_INVALID',
  ])
  expect(await codeOf('days', 'location=SVQ&from=2027-03-31&to=2027-03-01')).toEqual([
    400,
    'REPORT_PERIOD_INVALID',
  ])
  expect(await codeOf('items', 'location=SVQ&from=2027-01-01&to=2028-01-02')).toEqual([
    400,
    'REPORT_PERIOD_TOO_LONG',
  ])
  expect(await codeOf('units/csv', 'location=SVQ&from=2026-01-01&to=2027-03-01')).toEqual([
    400,
    'REPORT_PERIOD_TOO_LONG',
  ])
  expect(
    (await report(admin, 'items', 'location=SVQ&from=2027-01-01&to=2027-12-31')).statusCode,
  ).toBe(200)
  expect(await codeOf('days', 'location=XXX&from=2027-03-01&to=2027-03-31')).toEqual([
    404,
    'NOT_FOUND',
  ])
  expect((await report(admin, 'profits', MARCH)).statusCode).toBe(400)
  expect((await report(admin, 'days', 'location=SVQ&from=2027-03-01')).statusCode).toBe(400)
})

it("reconciles every report's rental money with the ledger of the same period, in JSON and CSV", async () => {
  const admin = setup.roles.admin
  const ids = suite.ids
  const one = await paidBooking(suite.app, [ids['ZST405-B']!, ids['ZCS123-K']!])
  const two = await paidBooking(suite.app, [ids['ZCS123-K']!, ids['ZCS123-K']!])
  await paidBooking(suite.app, [ids['ZST405-B']!], {
    start_date: '2027-05-02',
    end_date: '2027-05-06',
  })
  // Rows are stamped by the database's clock, which the test clock does not move: made in March.
  await suite.db
    .update(bookings)
    .set({ createdAt: new Date('2027-03-01T09:00:00Z') })
    .where(inArray(bookings.id, [one.booking._id, two.booking._id]))
  expect((await desk.refund(admin, two.booking._id, { amount: 1234 })).statusCode).toBe(200)
  await settleSandbox(suite.app, suite.clock)
  suite.clock.set(PICKUP_MORNING)
  await handover.checkOut(
    setup.roles.moderator,
    one.booking._id,
    (await suggestedUnits(handover, setup.roles.moderator, one.booking._id)).map((unit_id) => ({
      unit_id,
    })),
  )

  const ledger = (
    await suite.app.inject({ url: '/api/desk/ledger?location=SVQ&month=2027-03', headers: admin })
  ).json()
  const kept = ledger.totals.rental.kept_cents
  expect(kept).toBeGreaterThan(0)
  for (const name of ['items', 'units', 'days', 'weeks', 'promo-codes', 'handover'] as const) {
    const answer = await report(admin, name, MARCH)
    expect([name, answer.statusCode]).toEqual([name, 200])
    const body = answer.json()
    const csv = await report(admin, `${name}/csv`, MARCH)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="tinytrip-${name}-SVQ-2027-03-01-2027-03-31.csv"`,
    )
    if (name === 'promo-codes') {
      // Both week-long rentals took the long-rental discount; the May one is too short.
      expect(body.rows).toEqual([expect.objectContaining({ code: 'LONG_RENTAL_7D', uses: 2 })])
      expect(body.totals.revenue_cents).toBeLessThan(kept)
      continue
    }
    expect([name, body.totals.revenue_cents]).toEqual([name, kept])
    expect([name, csvColumnCents(csv.body, 'revenue')]).toEqual([name, kept])
  }
  const days = (await report(admin, 'days', MARCH)).json()
  expect(days.rows).toHaveLength(31)
  expect(days.rows[0]).toMatchObject({ day: '2027-03-01', bookings: 2 })
  expect(days.totals.bookings).toBe(2)
  const deposits = (await report(admin, 'deposits', MARCH)).json()
  expect(deposits.totals).toEqual({
    taken_cents: ledger.totals.deposits.taken_cents,
    claimed_cents: ledger.totals.deposits.claimed_cents,
    released_cents: ledger.totals.deposits.released_cents,
    held_cents: ledger.totals.deposits.held_cents,
  })
  const handovers = (await report(admin, 'handover', MARCH)).json()
  expect(handovers.rows).toEqual([
    { handover: 'pickup', bookings: 3, revenue_cents: kept },
    { handover: 'delivery', bookings: 0, revenue_cents: 0 },
  ])
})

it('counts a unit rented 3 of 10 days as 30 % used, with its booking’s rental for its item', async () => {
  const admin = setup.roles.admin
  const { booking } = await paidBooking(suite.app, [suite.ids['ZST405-B']!])
  await settleSandbox(suite.app, suite.clock)
  suite.clock.set(PICKUP_MORNING)
  const [unitId] = await suggestedUnits(handover, setup.roles.moderator, booking._id)
  await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: unitId! }])
  suite.clock.set('2027-04-12T09:00:00Z')
  const back = await handover.checkIn(setup.roles.moderator, booking._id, [
    { unit_id: unitId!, outcome: 'fine' },
  ])
  expect(back.statusCode).toBe(200)

  const period = 'location=SVQ&from=2027-04-05&to=2027-04-14'
  const units = (await report(admin, 'units', period)).json()
  const [{ assetTag }] = await suite.db
    .select({ assetTag: unitsTable.assetTag })
    .from(unitsTable)
    .where(eq(unitsTable.id, unitId!))
  const used = units.rows.find((row: { unit: string }) => row.unit === assetTag)
  expect(used).toMatchObject({
    in_service_days: 10,
    out_of_service_days: 0,
    rented_days: 3,
    utilisation: 30,
  })
  const items = (await report(admin, 'items', period)).json()
  const stroller = items.rows.find((row: { item: string }) => row.item === used.item)
  const ofItem = units.rows.filter((row: { item: string }) => row.item === used.item)
  const rented = ofItem.reduce(
    (sum: number, row: { rented_days: number }) => sum + row.rented_days,
    0,
  )
  expect(stroller.rented_days).toBe(rented)
  expect(stroller.in_service_days).toBe(10 * stroller.units)

  // Paid in March, its rental is the March ledger's, all of it the unit's that went out.
  const march = (await report(admin, 'units', MARCH)).json()
  expect(march.rows.find((row: { unit: string }) => row.unit === used.unit).revenue_cents).toBe(
    rentalOf(booking),
  )
})

it('answers every report of an empty period', async () => {
  for (const name of REPORT_NAMES) {
    const answer = await report(
      setup.roles.admin,
      name,
      'location=SVQ&from=2027-08-01&to=2027-08-31',
    )
    expect([name, answer.statusCode]).toEqual([name, 200])
  }
})

it('shows the demand the stock did not meet beside each item’s utilisation', async () => {
  const gearId = suite.ids['ZCS123-K']!
  suite.app.demand.turnedAway({
    asks: [
      {
        locationCode: 'SVQ',
        gearId,
        startDate: '2027-08-10',
        endDate: '2027-08-13',
        requested: 2,
        available: 1,
      },
    ],
  })
  await suite.app.demand.flush()
  const items = (
    await report(setup.roles.admin, 'items', 'location=SVQ&from=2027-08-01&to=2027-08-31')
  ).json()
  const [{ names }] = await suite.db
    .select({ names: gear.names })
    .from(gear)
    .where(eq(gear.id, gearId))
  expect(items.rows.find((row: { item: string }) => row.item === names.en)).toMatchObject({
    unmet_asks: 1,
    unmet_unit_days: 3,
  })
  expect(items.totals).toMatchObject({ unmet_asks: 1, unmet_unit_days: 3 })
})
