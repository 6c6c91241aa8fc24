import type { Request } from '@playwright/test'
import { expect, test } from './support/test'
import { followEmailLink, logIn } from './support/accounts'
import { clearPrefilledPhone } from './support/bookings'
import { addDays, isHoliday, nextWeekday, pickDate } from './support/calendar'

const FRIDAY = 5
const DAY_S = 24 * 60 * 60
const PHONE = '+44 20 7946 0958'
const PASSPORT = 'PAA123456'

test('no token or personal data reaches an address, and the basket cookie has the spec flags', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  // Every address the app opens or asks for, with the referrer it sends, and any cookie set.
  const seen: { url: string; referer: string }[] = []
  const pending: Promise<unknown>[] = []
  const serverCookies: string[] = []
  const record = (request: Request) =>
    request.allHeaders().then((headers) => {
      seen.push({ url: request.url(), referer: headers.referer ?? '' })
    })
  page.on('request', (request) => pending.push(record(request)))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push({ url: frame.url(), referer: '' })
  })
  page.on('response', (response) =>
    pending.push(
      response.headerValue('set-cookie').then((value) => {
        if (value) serverCookies.push(`${response.url()}: ${value}`)
      }),
    ),
  )

  // A new traveller activates from the emailed link: the code leaves the address bar at once.
  const email = `privacy-${Date.now()}@example.com`
  const password = 'Sunny#Seville1'
  const signup = await page.request.post('/api/users', {
    data: {
      first_name: 'Emma',
      last_name: 'Taylor',
      phone: '+44 20 7946 0000',
      email,
      password,
      language_preference: 'en',
      legitimate_data_processing_consent: true,
    },
  })
  expect(signup.status()).toBe(201)
  await followEmailLink(page, email, 'Activate my account')
  await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible()
  await expect(page).toHaveURL(/\/activate$/)
  const code = seen.map(({ url }) => /\/activate\?code=([^&]+)/.exec(url)?.[1]).find(Boolean)!
  expect(code).toBeTruthy()

  // Sign in, search, fill the basket, check out with a phone, save a passport number.
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/search$/)
  // Weeks of its own: the quote holds a car seat that the catalogue journey counts.
  const pickup = nextWeekday(FRIDAY, 63, (date) => isHoliday(date) || isHoliday(addDays(date, 7)))
  await pickDate(page, 'Pickup date', pickup)
  await page.getByRole('combobox', { name: 'Pickup time' }).selectOption('10:00')
  await pickDate(page, 'Return date', addDays(pickup, 7))
  await page.getByRole('combobox', { name: 'Return time' }).selectOption('10:00')
  const seatName = 'Maxi-Cosi Pebble 360 infant car seat'
  await page
    .getByRole('article', { name: seatName })
    .getByRole('button', { name: `Add to basket: ${seatName}` })
    .click()
  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  const popup = page.getByRole('region', { name: 'Your basket' })
  await popup.getByRole('button', { name: 'Checkout' }).click()
  await (await clearPrefilledPhone(popup)).fill(PHONE)
  await popup.getByRole('button', { name: 'Continue to your quote' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()

  // The basket cookie: basket_{user id}, 7 days, secure, same-site strict, for the whole site.
  const userId = await page.evaluate(() => localStorage.getItem('user_id'))
  const cookies = await context.cookies()
  const basket = cookies.find((cookie) => cookie.name === `basket_${userId}`)
  expect(basket).toMatchObject({ path: '/', secure: true, sameSite: 'Strict', httpOnly: false })
  const savedFor = basket!.expires - Date.now() / 1000
  expect(savedFor).toBeGreaterThan(7 * DAY_S - 600)
  expect(savedFor).toBeLessThanOrEqual(7 * DAY_S)
  // No other cookie: the server sets none, and analytics stays off without consent.
  expect(cookies.map((cookie) => cookie.name)).toEqual([`basket_${userId}`])

  await page.goto('/my-bookings')
  await page.goto('/profile/me')
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await page.getByLabel('Passport number').fill(PASSPORT)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()

  const tokens = await page.evaluate(() => [
    sessionStorage.getItem('access_token'),
    sessionStorage.getItem('refresh_token'),
  ])
  await Promise.all(pending)
  expect(serverCookies).toEqual([])

  // The capture page for test mail is not the product; every other address is checked.
  const addresses = seen.filter(({ url }) => !new URL(url).pathname.startsWith('/dev/mail'))
  const text = (value: string) => [value, encodeURIComponent(value)]
  const secrets = [
    ...text(email),
    ...text(PHONE),
    PHONE.replace(/\D/g, ''),
    PASSPORT,
    password,
    ...tokens.filter((token): token is string => Boolean(token)),
  ]
  for (const { url, referer } of addresses) {
    for (const secret of secrets) {
      expect(url, 'an address').not.toContain(secret)
      expect(referer, `the referrer sent for ${url}`).not.toContain(secret)
    }
    expect(url).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)
    expect(referer, `the referrer sent for ${url}`).not.toContain(code)
  }
  // The activation code is only in the emailed link and the one API call it makes (docs/product.md,
  // Routes and guard; Error catalogue).
  const withCode = addresses.filter(({ url }) => url.includes(code)).map(({ url }) => new URL(url))
  expect(withCode.length).toBeGreaterThan(0)
  for (const url of withCode) expect(url.pathname).toMatch(/^\/(api\/users\/)?activate$/)
})
