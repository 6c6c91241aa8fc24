/**
 * Offline at the counter: the desk's calls get no answer after it loads, a check-out waits on
 * the device, the page is reloaded with nothing reaching the server but what the desk's service
 * worker keeps, the tab is closed, and once the server answers the same moderator signs in again
 * in a new tab: the check-out reaches the server once, and the audit log keeps when it was taken.
 */
import { wallClockAt } from '../src/shared/domain/zonedTime'
import { createTraveller } from './support/accounts'
import { pickupLocation } from './support/bookings'
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

test('a check-out taken while the server does not answer waits on the device and reaches the server once, after the moderator signs in again', async ({
  page,
  context,
  request,
  testClock,
}) => {
  test.setTimeout(150_000)
  const location = await pickupLocation(request, 'SVQ')
  const morning = nextOpeningMorning(location)
  await testClock.setTime(new Date(morning))
  const rental = soonestRental(location, 0, morning)
  expect(rental.start_date).toBe(wallClockAt(morning, location.time_zone).date)
  const traveller = await createTraveller(request)
  const booking = await paidBooking(request, traveller, rental, { last: true })
  const moderator = await newModerator(request)

  await openDeskAs(page, moderator.email, moderator.password)
  // The desk's service worker has kept its code and controls the desk.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page
    .getByRole('region', { name: 'Pickups' })
    .getByRole('article', { name: new RegExp(booking.reference) })
    .getByRole('link', { name: booking.reference })
    .click()
  const handOver = page.getByRole('region', { name: 'Hand over' })
  await expect(handOver.getByLabel('Asset tag')).toHaveValue(/^SVQ-/)

  // The server stops answering the desk.
  const sent: string[] = []
  await context.route('**/api/**', (route) => route.abort('connectionrefused'))
  await handOver.getByLabel(/No signature on the screen/).fill('Signed on the paper copy')
  await handOver.getByRole('button', { name: 'Confirm check-out' }).click()
  const queue = page.getByRole('region', { name: 'Taken offline' })
  await expect(queue.getByRole('listitem')).toContainText(/Check-out.*Waiting to send/)
  await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toContainText(
    'No connection to the server since',
  )

  // Reloaded with nothing reaching the server: the desk loads from what its worker kept, and
  // the check-out still waits.
  await context.route('**/*', (route) => route.abort('connectionrefused'))
  await page.reload()
  await expect(queue.getByRole('listitem')).toContainText(/Check-out.*Waiting to send/)

  // The tab is closed; the server answers again; the moderator signs in again in a new tab.
  await page.close()
  await context.unroute('**/*')
  await context.unroute('**/api/**')
  const again = await context.newPage()
  again.on('request', (sentRequest) => {
    if (sentRequest.method() === 'POST' && sentRequest.url().endsWith('/check-out')) {
      sent.push(sentRequest.headers()['idempotency-key'] ?? '')
    }
  })
  await openDeskAs(again, moderator.email, moderator.password)
  const admin = await bearer(request, E2E_ADMIN.email, E2E_ADMIN.password)
  const handedOutAt = async () =>
    (await (await request.get(`/api/desk/bookings/${booking._id}`, { headers: admin })).json())
      .handed_out_at
  await expect.poll(handedOutAt, { timeout: 20_000 }).not.toBeNull()
  await expect(again.getByRole('region', { name: 'Taken offline' })).toHaveCount(0)
  expect(sent).toHaveLength(1)
  const audit = await (
    await request.get(`/api/desk/audit?booking_id=${booking._id}`, { headers: admin })
  ).json()
  const checkOuts = audit.items.filter(
    (entry: { action: string }) => entry.action === 'booking.check_out',
  )
  expect(checkOuts).toHaveLength(1)
  expect(checkOuts[0].taken_at).not.toBeNull()
})
