import { SEAT_CHECKLIST } from '../src/shared/domain/unitSafety'
import { createTraveller, logIn } from './support/accounts'
import { pickupLocation, searchGear } from './support/bookings'
import { expect, test } from './support/clockServer'
import {
  bearer,
  newModerator,
  nextOpeningMorning,
  paidBooking,
  soonestRental,
} from './support/desk'

// Decided before the journey's fixtures, so the skipped project starts no clock server.
test.skip(
  () => test.info().project.name !== 'desktop',
  'The journey books shared stock: run it once',
)

test('after check-out the family’s booking page shows the seat handed over: made, expiring, inspected', async ({
  page,
  request,
  testClock,
}) => {
  test.setTimeout(120_000)
  const location = await pickupLocation(request, 'SVQ')
  const morning = nextOpeningMorning(location)
  await testClock.setTime(new Date(morning))
  const rental = soonestRental(location, 0, morning)
  const seat = (await searchGear(request, rental)).find((item) =>
    item.name.startsWith('Joie i-Spin 360'),
  )!
  const traveller = await createTraveller(request)
  const booking = await paidBooking(request, traveller, rental, { gearId: seat._id })

  // At the counter: the unit is inspected and cleaned, every check ticked, then goes out.
  const staff = await newModerator(request)
  const moderator = await bearer(request, staff.email, staff.password)
  const options = await request.get(`/api/desk/bookings/${booking._id}/handover`, {
    headers: moderator,
  })
  const [unit] = (await options.json()).items[0].free_units as {
    unit_id: string
    asset_tag: string
  }[]
  const inspected = await request.post(
    `/api/desk/locations/SVQ/units/${unit!.asset_tag}/inspections`,
    { headers: moderator, data: { checklist: [...SEAT_CHECKLIST] } },
  )
  expect(inspected.status()).toBe(201)
  const out = await request.post(`/api/desk/bookings/${booking._id}/check-out`, {
    headers: moderator,
    data: { units: [{ unit_id: unit!.unit_id }], unsigned_reason: 'Signed on the paper copy' },
  })
  expect(out.status()).toBe(200)

  await logIn(page, traveller.email, traveller.password)
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible()
  await page.goto(`/booking/${booking._id}`)
  const seats = page.getByRole('region', { name: 'Your seats' })
  await expect(seats).toContainText(`${seat.name}, unit ${unit!.asset_tag}`)
  await expect(seats).toContainText(/Made on \w+, 1 March 2025\./)
  await expect(seats).toContainText(/Expires on \w+, 1 March 2035\./)
  await expect(seats).toContainText(/Last inspected and cleaned on \w+, \d+ \w+ \d{4}\./)
})
