/**
 * Offline at the counter: the server stops after the desk has read its bookings; a check-out, a
 * check-in of another booking and a check-out that meanwhile became wrong wait on the device; the
 * page is reloaded and loads from what the desk's service worker kept; the tab is closed, and
 * once the server is back the same moderator signs in again in a new tab. The handovers reach
 * the server once each, in the order taken; the audit log keeps when each was taken; the one the
 * server refuses stays with its reason.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { wallClockAt } from '../src/shared/domain/zonedTime'
import { createTraveller } from './support/accounts'
import { pickupLocation, type Rental } from './support/bookings'
import { expect, test } from './support/clockServer'
import {
  bearer,
  newModerator,
  nextOpeningMorning,
  openDeskAs,
  paidBooking,
  soonestRental,
} from './support/desk'
import { E2E_ADMIN } from './support/staff'

test.use({ viewport: { width: 820, height: 1180 } })
test.skip(
  () => test.info().project.name !== 'desktop',
  'The journey books shared stock: run it once',
)

type Headers = Record<string, string>

/** A booking of the last item free for `rental`, paid by a traveller of its own. */
async function bookingFor(request: APIRequestContext, rental: Rental) {
  return paidBooking(request, await createTraveller(request), rental, { last: true })
}

/**
 * Checks a booking out at another counter, through the API, with its last free unit (the desk
 * suggests the first).
 */
async function checkOutThroughApi(request: APIRequestContext, id: string, headers: Headers) {
  const options = await (await request.get(`/api/desk/bookings/${id}/handover`, { headers })).json()
  const unit = options.items[0].free_units.at(-1) as { unit_id: string }
  const out = await request.post(`/api/desk/bookings/${id}/check-out`, {
    headers,
    data: { units: [{ unit_id: unit.unit_id }], unsigned_reason: 'Signed on the paper copy' },
  })
  expect(out.status()).toBe(200)
}

/** Opens a booking at the desk, as a scan of its code does. */
async function openBooking(page: Page, booking: { _id: string; reference: string }) {
  await page.goto(`/desk/bookings/${booking._id}`)
  await expect(page.getByRole('heading', { level: 2, name: booking.reference })).toBeVisible()
}

/** Checks the booking open out with the units the desk suggests, signed on paper. */
async function checkOutOnScreen(page: Page) {
  const handOver = page.getByRole('region', { name: 'Hand over' })
  await expect(handOver.getByLabel('Asset tag')).toHaveValue(/^SVQ-/)
  await handOver.getByLabel(/No signature on the screen/).fill('Signed on the paper copy')
  await handOver.getByRole('button', { name: 'Confirm check-out' }).click()
}

test('handovers taken while the server does not answer wait on the device and reach it once each, in order, after the moderator signs in again', async ({
  page,
  context,
  request,
  testClock,
  clockServer,
}) => {
  test.setTimeout(150_000)
  const location = await pickupLocation(request, 'SVQ')
  const morning = nextOpeningMorning(location)
  await testClock.setTime(new Date(morning))
  const rental = soonestRental(location, 0, morning)
  expect(rental.start_date).toBe(wallClockAt(morning, location.time_zone).date)
  const goingOut = await bookingFor(request, rental)
  const comingBack = await bookingFor(request, rental)
  const overtaken = await bookingFor(request, rental)
  const moderator = await newModerator(request)
  const admin = await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password)
  await checkOutThroughApi(request, comingBack._id, admin)

  // Each booking opened once while the server answers: the desk's worker keeps what it read.
  await openDeskAs(page, moderator.email, moderator.password)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  for (const booking of [overtaken, comingBack, goingOut]) await openBooking(page, booking)
  await expect(page.getByRole('region', { name: 'Hand over' }).getByLabel('Asset tag')).toHaveValue(
    /^SVQ-/,
  )
  // Another desk hands the third booking's gear over: this desk's copy does not know it.
  await checkOutThroughApi(request, overtaken._id, admin)

  // The connection drops: nothing reaches the server, the worker's calls neither.
  const droppedAt = await testClock.now()
  await clockServer.stop()
  await checkOutOnScreen(page)
  const queue = page.getByRole('region', { name: 'Taken offline' })
  await expect(queue.getByRole('listitem')).toContainText(/Check-out.*Waiting to send/)
  await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toContainText(
    'No connection to the server since',
  )
  await openBooking(page, comingBack)
  await page
    .getByRole('region', { name: 'Take back' })
    .getByRole('button', { name: 'Confirm check-in' })
    .click()
  await expect(queue.getByRole('listitem')).toHaveCount(2)
  await openBooking(page, overtaken)
  await checkOutOnScreen(page)
  await expect(queue.getByRole('listitem')).toHaveCount(3)

  // Reloaded: the desk loads from what its worker kept, says how old that is, and the
  // handovers still wait.
  await page.reload()
  await expect(queue.getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toContainText(
    /The lists shown were fetched at .* \(\d+ min ago\)\./,
  )
  await expect(queue.getByRole('listitem').first()).toContainText(/Check-out.*Waiting to send/)

  // The tab is closed; the server answers again (its clock where the journey's is); the
  // moderator signs in again in a new tab.
  await page.close()
  await clockServer.start()
  await testClock.setTime(new Date(droppedAt.getTime() + 60_000))
  const again = await context.newPage()
  const sent: string[] = []
  again.on('request', (sentRequest) => {
    const handover = /\/api\/desk\/bookings\/([^/]+)\/(check-out|check-in)$/.exec(sentRequest.url())
    if (sentRequest.method() === 'POST' && handover) sent.push(`${handover[2]} ${handover[1]}`)
  })
  await openDeskAs(again, moderator.email, moderator.password)
  // Sent in order; the one the server refuses stays, with its reason.
  const left = again.getByRole('region', { name: 'Taken offline' }).getByRole('listitem')
  await expect(left).toHaveCount(1)
  await expect(left.getByRole('alert')).toContainText(
    'Refused by the server This booking was already checked out.',
  )
  expect(sent).toEqual([
    `check-out ${goingOut._id}`,
    `check-in ${comingBack._id}`,
    `check-out ${overtaken._id}`,
  ])
  for (const [booking, action] of [
    [goingOut, 'booking.check_out'],
    [comingBack, 'booking.check_in'],
  ] as const) {
    const audit = await (
      await request.get(`/api/desk/audit?booking_id=${booking._id}`, { headers: admin })
    ).json()
    const taken = audit.items.filter((entry: { action: string }) => entry.action === action)
    expect(taken).toHaveLength(1)
    expect(taken[0].taken_at).not.toBeNull()
  }
})
