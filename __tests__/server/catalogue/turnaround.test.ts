/**
 * The turnaround at its boundaries, seen by a traveller: a unit returned on day D can be picked
 * up again from D + turnaround, in search, gear details, pricing and quotes alike.
 */
import { gearCategories, reservations } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { bookedTraveller, bookingTestApp, checkout, createQuote } from '../support/bookings'
import { keepUnits } from '../support/units'

const suite = bookingTestApp()
const STROLLER = 'ZST417-Y' // stroller: its category's turnaround is set per test
const period = (start_date: string, end_date: string) => ({ start_date, end_date })

beforeEach(async () => {
  await suite.db.delete(reservations)
  await keepUnits(suite.db, suite.ids[STROLLER]!, 1)
})

const setTurnaround = (days: number) =>
  suite.db
    .insert(gearCategories)
    .values({ category: 'stroller', turnaroundDays: days })
    .onConflictDoUpdate({ target: gearCategories.category, set: { turnaroundDays: days } })

const rentLastUnit = (start_date: string, end_date: string) =>
  bookedTraveller(suite.app, [suite.ids[STROLLER]!], period(start_date, end_date))

/** Whether the last unit is free for a rental, asked through search, details and pricing. */
async function free(start_date: string, end_date: string) {
  const query = {
    pickup_location_code: 'SVQ',
    pickup_time: '10:00',
    return_time: '18:00',
    start_date,
    end_date,
  }
  const qs = new URLSearchParams(query).toString()
  const search = await suite.app.inject({ url: `/api/gear?${qs}` })
  const inSearch = search
    .json()
    .items.find((i: { code: string }) => i.code === STROLLER).available_stock
  const details = await suite.app.inject({ url: `/api/gear/${suite.ids[STROLLER]}?${qs}` })
  const pricing = await suite.app.inject({
    method: 'POST',
    url: '/api/pricing/calculate',
    payload: { ...query, gear_ids: [suite.ids[STROLLER]] },
  })
  expect(details.json().available_stock).toBe(inSearch)
  expect(pricing.statusCode).toBe(inSearch > 0 ? 200 : 409)
  return inSearch > 0
}

describe('turnaround 0: same-day return and pickup', () => {
  beforeEach(() => setTurnaround(0))
  it('a unit returned on a day is free for a pickup that day', async () => {
    await rentLastUnit('2027-04-09', '2027-04-12')
    expect(await free('2027-04-12', '2027-04-14')).toBe(true)
    expect(await free('2027-04-11', '2027-04-14')).toBe(false)
    expect(await free('2027-04-05', '2027-04-09')).toBe(true)
  })
})

describe('turnaround 1', () => {
  beforeEach(() => setTurnaround(1))
  it('a unit returned on D is free from D + 1, and a rental must leave a day before the next', async () => {
    await rentLastUnit('2027-04-09', '2027-04-12')
    expect(await free('2027-04-12', '2027-04-14')).toBe(false)
    expect(await free('2027-04-13', '2027-04-14')).toBe(true)
    // A rental returned the day the booked one starts would have no day to be cleaned.
    expect(await free('2027-04-05', '2027-04-09')).toBe(false)
    expect(await free('2027-04-05', '2027-04-08')).toBe(true)
  })

  it('a quote for the cleaning day is refused: holds reserve the same days', async () => {
    await rentLastUnit('2027-04-09', '2027-04-12')
    const traveller = await signedIn(suite.app)
    const refused = await createQuote(
      suite.app,
      traveller.auth,
      checkout([suite.ids[STROLLER]!], period('2027-04-12', '2027-04-13')),
    )
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'INSUFFICIENT_STOCK'])
    const taken = await createQuote(
      suite.app,
      traveller.auth,
      checkout([suite.ids[STROLLER]!], period('2027-04-13', '2027-04-15')),
    )
    expect(taken.statusCode).toBe(201)
  })

  it('across a change to summer time in Europe/Madrid (28 March 2027) days stay days', async () => {
    await rentLastUnit('2027-03-25', '2027-03-28')
    expect(await free('2027-03-28', '2027-03-30')).toBe(false)
    expect(await free('2027-03-29', '2027-03-30')).toBe(true)
  })

  it('a 21-day rental that ends on the first day of another: the other waits a day', async () => {
    await rentLastUnit('2027-04-01', '2027-04-22')
    expect(await free('2027-04-22', '2027-04-25')).toBe(false)
    expect(await free('2027-04-23', '2027-04-25')).toBe(true)
  })
})

describe('a buffer across a closed day (SVQ closed on 25 December)', () => {
  it('the closed day counts as a turnaround day: 2 days after a return on the 24th is the 26th', async () => {
    await setTurnaround(2)
    await rentLastUnit('2027-12-20', '2027-12-24')
    expect(await free('2027-12-26', '2027-12-28')).toBe(true)
  })

  it('with 3 days the unit is free from the 27th', async () => {
    await setTurnaround(3)
    await rentLastUnit('2027-12-20', '2027-12-24')
    expect(await free('2027-12-26', '2027-12-28')).toBe(false)
    expect(await free('2027-12-27', '2027-12-28')).toBe(true)
  })
})
