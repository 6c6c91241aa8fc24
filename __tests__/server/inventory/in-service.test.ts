/**
 * The inventory's one count of units in service: an item's header (today) and each day of its
 * strip read it the same way, so a unit out of service counts in neither.
 */
import { reservations } from '../../../src/server/db/schema'
import { signedInAs } from '../support/accounts'
import { bookingTestApp } from '../support/bookings'
import { keepUnits } from '../support/units'

const suite = bookingTestApp()
let admin: Record<string, string>

beforeAll(async () => {
  admin = (await signedInAs(suite.app, 'admin')).auth
})
beforeEach(async () => {
  await suite.db.delete(reservations)
  await keepUnits(suite.db, suite.ids['ZCS123-K']!, 6)
})

const outOfService = (tag: string, body: object) =>
  suite.app.inject({
    method: 'POST',
    url: `/api/desk/locations/SVQ/units/${tag}/out-of-service`,
    headers: admin,
    payload: body,
  })

interface Item {
  units_in_service: number
  units: { status: string; out_of_service_today: boolean }[]
  strip: { date: string; in_service: number }[]
}

async function seat(query = ''): Promise<Item> {
  const res = await suite.app.inject({
    url: `/api/desk/locations/SVQ/inventory${query}`,
    headers: admin,
  })
  expect(res.statusCode).toBe(200)
  return res.json().items.find((item: { gear_code: string }) => item.gear_code === 'ZCS123-K')
}

const inServiceToday = (item: Item) =>
  item.units.filter((unit) => unit.status === 'in_service' && !unit.out_of_service_today).length

it('counts a unit out for repair today in neither the header nor the strip', async () => {
  const res = await outOfService('SVQ-ZCS123-K-002', { until: '2027-03-05', reason: 'repair' })
  expect(res.statusCode).toBe(201)
  const item = await seat()
  expect(item.strip[0]).toMatchObject({ date: '2027-03-01', in_service: 5 })
  expect(item.units_in_service).toBe(5)
  expect(inServiceToday(item)).toBe(5)
  // Back on its first day back in service.
  expect(item.strip[4]).toMatchObject({ date: '2027-03-05', in_service: 6 })
})

it('keeps counting today when the strip starts on a later day', async () => {
  await outOfService('SVQ-ZCS123-K-001', { reason: 'lost' })
  await outOfService('SVQ-ZCS123-K-003', { from: '2027-04-01', reason: 'cleaning' })
  const item = await seat('?from=2027-04-01&days=3')
  expect(item.units_in_service).toBe(5)
  expect(item.strip.map((day) => day.in_service)).toEqual([4, 4, 4])
})
