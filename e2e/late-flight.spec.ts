/**
 * A late flight never turns a family into a no-show (docs/desk.md, Flights): the family says
 * so from the emailed link, or staff note what they heard, the desk sees it and its no-show
 * button waits for the new landing plus the grace period, on the test clock; in English on the
 * desktop, Spanish on the phone.
 */
import { instantOf, wallClockAt } from '../src/shared/domain/zonedTime'
import { createTraveller, logIn } from './support/accounts'
import { paidBookingOf, pickupLocation, searchGear } from './support/bookings'
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, test, type TestClock } from './support/clockServer'
import { bearer, newModerator, nextOpeningMorning, soonestRental } from './support/desk'
import { secondBrowser } from './support/test'

const GRACE_MINUTES = 90
const TEXTS = {
  en: {
    tell: 'Tell us',
    landing: 'New landing time (local time)',
    send: 'Send',
    sent: /^Thank you: the desk knows/,
    delayed: (time: string) => `Delayed to ${time}`,
    noShow: 'Mark as no-show',
    from: (time: string) => `No-show possible from ${time}`,
    arrival: 'New arrival (local time)',
    note: 'Note flight news',
    noted: 'Flight news noted.',
    byDesk: (time: string) => `noted by the desk at ${time}`,
  },
  es: {
    tell: 'Avísanos',
    landing: 'Nueva hora de aterrizaje (hora local)',
    send: 'Enviar',
    sent: /^Gracias: el mostrador ya lo sabe/,
    delayed: (time: string) => `Retrasado a las ${time}`,
    noShow: 'Marcar como no presentado',
    from: (time: string) => `No presentado posible desde las ${time}`,
    arrival: 'Nueva llegada (hora local)',
    note: 'Anotar noticias del vuelo',
    noted: 'Noticias del vuelo anotadas.',
    byDesk: (time: string) => `lo anotó el mostrador a las ${time}`,
  },
}

const clockTime = (instant: number, timeZone: string) => wallClockAt(instant, timeZone).time

/**
 * The test clock at the next opening morning, and a family who speaks `lang`, booked and paid
 * for a pickup that morning, flying in on `flight`; its plane will land three hours late.
 */
async function bookingOfALateFlight(
  request: APIRequestContext,
  testClock: TestClock,
  { lang, flight }: { lang: 'en' | 'es'; flight: string },
) {
  const location = await pickupLocation(request, 'SVQ')
  const morning = nextOpeningMorning(location)
  await testClock.setTime(new Date(morning))
  const rental = soonestRental(location, 0, morning)
  const pickupAt = instantOf(rental.start_date, rental.pickup_time, location.time_zone)!
  const landing = pickupAt + 3 * 60 * 60_000
  const traveller = await createTraveller(request)
  const auth = await bearer(request, traveller.email, traveller.password)
  await request.patch('/api/users/profile', { headers: auth, data: { language_preference: lang } })
  const [gear] = (await searchGear(request, rental)).filter((item) => item.available_stock > 0)
  const booking = await paidBookingOf(request, traveller, {
    gearIds: [gear!._id],
    rental,
    contact: { inbound_flight: flight, arrival_time: rental.pickup_time },
  })
  const timeOf = (instant: number) => clockTime(instant, location.time_zone)
  return { traveller, booking, pickupAt, landing, landingTime: timeOf(landing), timeOf }
}

/** A second browser on the test clock, signed in as a moderator who speaks `lang`. */
async function deskOfAModerator(
  browser: Browser,
  request: APIRequestContext,
  testClock: TestClock,
  lang: 'en' | 'es',
) {
  const moderator = await newModerator(request)
  await request.patch('/api/users/profile', {
    headers: await bearer(request, moderator.email, moderator.password),
    data: { language_preference: lang },
  })
  const desk = await secondBrowser(browser)
  await testClock.follow(desk.context())
  await logIn(desk, moderator.email, moderator.password)
  await expect(desk).toHaveURL(/\/search$/)
  return desk
}

test('a family says from the emailed link that it lands late; the desk waits for the new landing', async ({
  page,
  browser,
  request,
  testClock,
}, testInfo) => {
  test.setTimeout(180_000)
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const words = TEXTS[lang]
  const { traveller, booking, pickupAt, landing, landingTime, timeOf } = await bookingOfALateFlight(
    request,
    testClock,
    { lang, flight: 'ba 0123' },
  )

  // The confirmation email carries the link; it opens without a login.
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(traveller.email)}`)
  const bodies = ((await mail.json()).items as { text: string }[]).map((email) => email.text)
  const token = /\/flight#(\S+)/.exec(bodies.join('\n'))![1]!
  await page.goto(`/flight?lang=${lang}#${token}`)
  await page.getByRole('button', { name: words.tell }).click()
  await page.getByLabel(words.landing).fill(landingTime)
  await page.getByRole('button', { name: words.send }).click()
  await expect(page.getByText(words.sent)).toBeVisible()

  // The desk sees the delay, and the no-show waits for the new landing plus the grace period.
  const desk = await deskOfAModerator(browser, request, testClock, lang)
  await testClock.setTime(new Date(pickupAt + (GRACE_MINUTES + 10) * 60_000))
  await desk.goto(`/desk/bookings/${booking._id}?lang=${lang}`)
  await expect(desk.getByText(words.delayed(landingTime)).first()).toBeVisible()
  const noShowFrom = timeOf(landing + GRACE_MINUTES * 60_000)
  await expect(desk.getByText(words.from(noShowFrom))).toBeVisible()
  await expect(desk.getByRole('button', { name: words.noShow })).toBeDisabled()

  await testClock.setTime(new Date(landing + (GRACE_MINUTES + 1) * 60_000))
  await desk.reload()
  await expect(desk.getByRole('button', { name: words.noShow })).toBeEnabled()
})

test('staff note a delay the family phoned in; the booking and the day show it, and the no-show waits', async ({
  browser,
  request,
  testClock,
}, testInfo) => {
  test.setTimeout(180_000)
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const words = TEXTS[lang]
  const { booking, pickupAt, landing, landingTime, timeOf } = await bookingOfALateFlight(
    request,
    testClock,
    { lang, flight: 'ib 3104' },
  )

  // Past the scheduled landing plus the grace period, nobody came: the no-show is possible.
  const desk = await deskOfAModerator(browser, request, testClock, lang)
  const notedAt = pickupAt + (GRACE_MINUTES + 10) * 60_000
  await testClock.setTime(new Date(notedAt))
  await desk.goto(`/desk/bookings/${booking._id}?lang=${lang}`)
  await expect(desk.getByRole('button', { name: words.noShow })).toBeEnabled()

  // The family phones: the plane lands three hours late. Staff note it on the booking.
  await desk.getByLabel(words.arrival).fill(landingTime)
  await desk.getByRole('button', { name: words.note }).click()
  await expect(desk.getByRole('status').filter({ hasText: words.noted })).toBeVisible()
  const news = `${words.delayed(landingTime)}, ${words.byDesk(timeOf(notedAt))}`
  await expect(desk.getByText(news).first()).toBeVisible()
  const noShowFrom = timeOf(landing + GRACE_MINUTES * 60_000)
  await expect(desk.getByText(words.from(noShowFrom))).toBeVisible()
  await expect(desk.getByRole('button', { name: words.noShow })).toBeDisabled()

  // The day's pickups show the delay on the booking's card.
  await desk.goto(`/desk?lang=${lang}`)
  const card = desk.getByRole('article').filter({ hasText: booking.reference })
  await expect(card.getByText(news)).toBeVisible()
})
