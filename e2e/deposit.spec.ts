/**
 * The deposit comes back by itself, and damage is claimed with evidence the family can answer
 * (docs/money.md): on the test clock, in English on the desktop and in Spanish on the phone.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { PickupLocation } from '../src/shared/contract/pickupLocations'
import { instantOf } from '../src/shared/domain/zonedTime'
import { expectNoSeriousViolations } from './support/accessibility'
import { createTraveller, logIn } from './support/accounts'
import { paidBookingOf, pickupLocation, searchGear } from './support/bookings'
import { expect, test } from './support/clockServer'
import { bearer, newModerator, nextOpeningMorning, soonestRental } from './support/desk'
import { E2E_ADMIN } from './support/staff'
import { secondBrowser } from './support/test'

/** What the family's pages say, in each language of the journey. */
const FAMILY = {
  en: {
    held: /is held on your card until/,
    awaiting: /^We will hold €\d+(\.\d\d)? on your card from/,
    released: /hold on your card was released/,
    backBy: /It should be back on your card by/,
    claimsTitle: 'Claims on your deposit',
    photo: (tag: string) => `Photo 1 of 1 of unit ${tag}`,
    answer: 'Your answer',
    send: 'Send',
    sent: /your answer was sent/,
    kept: /^We kept €25(\.00)? of the €\d+(\.\d\d)? deposit/,
    releasedSubject: /^Deposit released for booking/,
  },
  es: {
    held: /retenidos en tu tarjeta hasta el/,
    awaiting: /^Retendremos \d+(,\d\d)?\s€ en tu tarjeta a partir del/,
    released: /en tu tarjeta se ha liberado/,
    backBy: /Debería volver a estar en tu tarjeta antes del/,
    claimsTitle: 'Reclamaciones sobre tu fianza',
    photo: (tag: string) => `Foto 1 de 1 de la unidad ${tag}`,
    answer: 'Tu respuesta',
    send: 'Enviar',
    sent: /tu respuesta se ha enviado/,
    kept: /^Nos quedamos con 25(,00)?\s€ de la fianza de/,
    releasedSubject: /^Fianza devuelta: reserva/,
  },
}
type Language = keyof typeof FAMILY

/** Signs in on the login page and waits for the session, before opening pages that need it. */
async function signedIn(page: Page, account: { email: string; password: string }) {
  await logIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/search$/)
}

/** The family's booking page, reloaded until its deposit card says `text`. */
async function depositCardSays(page: Page, bookingId: string, lang: Language, text: RegExp) {
  const card = page.getByRole('region', { name: lang === 'en' ? 'Deposit' : 'Fianza' })
  await expect(async () => {
    await page.goto(`/booking/${bookingId}?lang=${lang}`)
    await expect(card.getByText(text)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  return card
}

/** At the desk: the booking's suggested units out, then each back as `outcomes` says. */
async function outAndBack(desk: Page, bookingId: string) {
  await desk.goto(`/desk/bookings/${bookingId}`)
  const handOver = desk.getByRole('region', { name: 'Hand over' })
  await handOver
    .getByLabel('No signature on the screen? Say why (kept in the audit log)')
    .fill('Signed the paper copy')
  await handOver.getByRole('button', { name: 'Confirm check-out' }).click()
  return desk.getByRole('region', { name: 'Take back' })
}

const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#9b2f2f' } })
    .jpeg()
    .toBuffer()

/**
 * The clock of the journey: a morning SVQ opens, and a rental from two days on, so its deposit
 * hold (a day before pickup) is still to come when it is booked.
 */
function days(location: PickupLocation) {
  const morning = nextOpeningMorning(location)
  const rental = soonestRental(location, 2, morning)
  const pickupAt = instantOf(rental.start_date, rental.pickup_time, location.time_zone)!
  return { morning, rental, pickupAt, holdAt: pickupAt - 24 * 3_600_000 }
}

test('the deposit is held before pickup and released once the gear is back fine; a claim with a photo is answered and part of it kept', async ({
  page,
  browser,
  request,
  testClock,
}, testInfo) => {
  test.setTimeout(240_000)
  const lang: Language = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const texts = FAMILY[lang]
  const location = await pickupLocation(request, 'SVQ')
  const { morning, rental, pickupAt, holdAt } = days(location)
  await testClock.setTime(new Date(morning))
  const gear = (await searchGear(request, rental)).filter((item) => item.available_stock > 0)
  const traveller = await createTraveller(request)
  const auth = await bearer(request, traveller.email, traveller.password)
  await request.patch('/api/users/profile', { headers: auth, data: { language_preference: lang } })
  // Two items come back fine; a third, alone on its booking, comes back damaged.
  const fine = await paidBookingOf(request, traveller, {
    gearIds: [gear[0]!._id, gear[1]!._id],
    rental,
  })
  const damaged = await paidBookingOf(request, traveller, { gearIds: [gear[2]!._id], rental })

  await signedIn(page, traveller)
  await depositCardSays(page, fine._id, lang, texts.awaiting)

  // A day before pickup the hold is placed: held on the card, until when, released once back.
  await testClock.setTime(new Date(holdAt + 60_000))
  await depositCardSays(page, fine._id, lang, texts.held)

  // Pickup day: the counter hands everything over and takes it all back in good order.
  await testClock.setTime(new Date(pickupAt + 5 * 60_000))
  const moderator = await newModerator(request)
  const desk = await secondBrowser(browser)
  await testClock.follow(desk.context())
  await signedIn(desk, moderator)
  const takeBack = await outAndBack(desk, fine._id)
  // A seat back fine is inspected and cleaned: every check of its list ticked.
  const inspections = takeBack.getByRole('group', {
    name: /^(Inspection and cleaning of|Revisión y limpieza de) /,
  })
  await expect(inspections).toHaveCount(2)
  for (const checks of await inspections.all()) {
    for (const check of await checks.getByRole('checkbox').all()) await check.check()
  }
  await takeBack.getByRole('button', { name: 'Confirm check-in' }).click()
  await expect(desk.locator('dd').filter({ hasText: /^Completed$/ })).toBeVisible()

  // Within a minute the family's page says released, and when the money shows; they are emailed.
  const card = await depositCardSays(page, fine._id, lang, texts.backBy)
  await expect(card.getByText(texts.released)).toBeVisible()
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(traveller.email)}`)
  const subjects = ((await mail.json()).items as { subject: string }[]).map((m) => m.subject)
  expect(subjects.some((subject) => texts.releasedSubject.test(subject))).toBe(true)

  // The damaged unit: back for repair with a 40 € claim and a photo.
  const back = await outAndBack(desk, damaged._id)
  const unit = back.getByRole('group').first()
  await unit.getByLabel('How it came back').selectOption({ label: 'Needs repair (out of service)' })
  await unit.getByLabel('Claim on the deposit').check()
  await unit.getByLabel('Amount claimed (EUR)').fill('40')
  await unit.getByLabel('Reason').selectOption({ label: 'Damaged' })
  await unit
    .getByLabel('Photos (optional)')
    .setInputFiles({ name: 'wheel.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await expect(unit.getByText('Uploaded', { exact: true })).toBeVisible()
  await expectNoSeriousViolations(desk, 'a claim at check-in')
  const tag = (await unit.locator('legend').first().textContent())!.replace(/^Unit /, '')
  await back.getByRole('button', { name: 'Confirm check-in' }).click()
  await expect(desk.getByRole('heading', { name: 'Claims' })).toBeVisible()

  // The family sees the claim and its photo, and answers it.
  await page.goto(`/booking/${damaged._id}?lang=${lang}`)
  const claims = page.getByRole('region', { name: texts.claimsTitle })
  const image = claims.getByRole('img', { name: texts.photo(tag) })
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
  await expectNoSeriousViolations(page, 'the deposit and its claims')
  await page.getByLabel(texts.answer).fill('The wheel was already loose when we got it.')
  await page.getByRole('button', { name: texts.send }).click()
  await expect(page.getByText(texts.sent)).toBeVisible()

  // The admin keeps 25 € of it; the rest is released.
  const admin = await secondBrowser(browser)
  await testClock.follow(admin.context())
  await signedIn(admin, E2E_ADMIN)
  await admin.goto(`/desk/bookings/${damaged._id}`)
  await admin.getByRole('button', { name: 'Decide the claims' }).click()
  const decision = admin.getByRole('form', { name: 'Decide the claims' })
  await decision.getByLabel('Keep (EUR)').fill('25')
  await decision.getByRole('button', { name: 'Decide', exact: true }).click()
  await expect(admin.getByText('Deposit partly kept')).toBeVisible()
  await depositCardSays(page, damaged._id, lang, texts.kept)

  // Every booking's money adds up.
  const metrics = await (await request.get('/api/metrics')).text()
  expect(metrics).toMatch(/^tinytrip_bookings_money_mismatched 0$/m)
  await desk.context().close()
  await admin.context().close()
})
