import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { createTraveller, logIn } from './support/accounts'
import { paidBookingOf, pickupLocation, searchGear } from './support/bookings'
import { expect, test } from './support/clockServer'
import { bearer, newModerator, nextOpeningMorning, soonestRental } from './support/desk'
import { browserFilming, qrVideo } from './support/fakeCamera'
import { decideConsent } from './support/test'
import { signOnScreen } from './support/signature'

// The desk's scanner with a camera: Chromium's fake capture device films a QR code.
test.use({ viewport: { width: 820, height: 1180 } })
test.skip(
  () => test.info().project.name !== 'desktop',
  'The journey books shared stock: run it once',
)

/** The QR code of the booking in its confirmation email, as the mail sink keeps it. */
async function emailedQrCode(request: APIRequestContext, to: string) {
  let image: Buffer | null = null
  await expect(async () => {
    const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)
    const items = (await mail.json()).items as {
      template: string
      attachments: { filename: string; url: string }[]
    }[]
    const confirmation = items.find((email) => email.template === 'booking_confirmation')
    const qr = confirmation?.attachments.find((file) => file.filename.endsWith('.png'))
    expect(qr).toBeTruthy()
    image = await (await request.get(qr!.url)).body()
  }).toPass({ timeout: 15_000 })
  return image!
}

test('the desk opens a booking by scanning the QR code of its confirmation email, scans a unit’s label at check-out, and the family’s page links the signed agreement', async ({
  request,
  browser,
  baseURL,
  testClock,
}) => {
  test.setTimeout(180_000)
  const location = await pickupLocation(request, 'SVQ')
  const morning = nextOpeningMorning(location)
  await testClock.setTime(new Date(morning))
  const rental = soonestRental(location, 0, morning)
  const traveller = await createTraveller(request)
  // Two units of an item with a third free: the label scanned is not one the desk suggests.
  const gear = (await searchGear(request, rental)).filter((item) => item.available_stock >= 3)
  expect(gear.length).toBeGreaterThan(0)
  const gearId = gear.at(-1)!._id
  const booking = await paidBookingOf(request, traveller, {
    gearIds: [gearId, gearId],
    rental,
  })
  const moderator = await newModerator(request)
  const staff = await bearer(request, moderator.email, moderator.password)
  const options = await (
    await request.get(`/api/desk/bookings/${booking._id}/handover`, { headers: staff })
  ).json()
  const [item] = options.items as {
    suggested: string[]
    free_units: { unit_id: string; asset_tag: string }[]
  }[]
  const label = item!.free_units.find((unit) => !item!.suggested.includes(unit.unit_id))!
  const bookingQr = await qrVideo({ png: await emailedQrCode(request, traveller.email) }, 'booking')
  const unitQr = await qrVideo({ text: label.asset_tag }, 'unit')

  /** A desk signed in as the moderator in a browser whose camera films `video`. */
  const deskFilming = async (video: string): Promise<[Browser, Page]> => {
    const camera = await browserFilming(video)
    const context = await camera.newContext({ baseURL, viewport: { width: 820, height: 1180 } })
    await context.addInitScript(decideConsent)
    await testClock.follow(context)
    const page = await context.newPage()
    await logIn(page, moderator.email, moderator.password)
    await expect(page).not.toHaveURL(/\/login$/)
    return [camera, page]
  }

  // The family shows the QR code of its email: scanned at the lookup, it opens the booking.
  const [first, lookup] = await deskFilming(bookingQr)
  await lookup.goto('/desk/lookup')
  // Headless Chromium has no BarcodeDetector: the polyfill reads, with its WebAssembly from us.
  const wasm = lookup.waitForResponse((response) => response.url().endsWith('.wasm'))
  await lookup.getByRole('button', { name: 'Scan' }).click()
  expect((await wasm).url()).toMatch(new RegExp(`^${baseURL}/assets/zxing_reader\\.\\w+\\.wasm$`))
  expect((await wasm).headers()['content-type']).toBe('application/wasm')
  await expect(lookup).toHaveURL(new RegExp(`/desk/bookings/${booking._id}$`))
  await expect(lookup.getByRole('heading', { name: new RegExp(booking.reference) })).toBeVisible()
  // The camera is off once the booking opened.
  await expect(lookup.getByLabel(/^Camera picture/)).toHaveCount(0)
  await first.close()

  // At check-out, the label of a unit: it takes the item's first unit.
  const [second, desk] = await deskFilming(unitQr)
  await desk.goto(`/desk/bookings/${booking._id}`)
  const handOver = desk.getByRole('region', { name: 'Hand over' })
  const firstUnit = handOver.getByRole('group', { name: /unit 1 of 2$/ })
  await expect(firstUnit.getByLabel('Asset tag')).toHaveValue(/^SVQ-/)
  await handOver.getByRole('button', { name: 'Scan' }).click()
  await expect(handOver.getByRole('status').filter({ hasText: 'chosen' })).toHaveText(
    `${label.asset_tag} chosen.`,
  )
  await expect(firstUnit.getByLabel('Asset tag')).toHaveValue(label.asset_tag)
  await handOver.getByRole('button', { name: 'Stop scanning' }).click()
  const secondTag = await handOver
    .getByRole('group', { name: /unit 2 of 2$/ })
    .getByLabel('Asset tag')
    .inputValue()

  // The family signs on the screen, and both units go out.
  const agreement = handOver.getByRole('region', { name: 'Rental agreement' })
  await expect(agreement.getByRole('article')).toContainText(label.asset_tag)
  await signOnScreen(desk, agreement)
  await handOver.getByRole('button', { name: 'Confirm check-out' }).click()
  await expect(desk.getByRole('link', { name: 'Signed rental agreement (PDF)' })).toBeVisible()
  const takeBack = desk.getByRole('region', { name: 'Take back' })
  for (const tag of [label.asset_tag, secondTag]) {
    await expect(takeBack.getByRole('group', { name: `Unit ${tag}` })).toBeVisible()
  }
  await second.close()

  // The family's booking page links the signed agreement, and the link answers the PDF.
  const familyContext = await browser.newContext()
  await familyContext.addInitScript(decideConsent)
  await testClock.follow(familyContext)
  const family = await familyContext.newPage()
  await logIn(family, traveller.email, traveller.password)
  await expect(family.getByRole('button', { name: /^Account menu for/ })).toBeVisible()
  await family.goto(`/booking/${booking._id}`)
  const signed = family.getByRole('link', { name: 'Your signed rental agreement (PDF)' })
  const pdf = await family.request.get((await signed.getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await familyContext.close()
})
