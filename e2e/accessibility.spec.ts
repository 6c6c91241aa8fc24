import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { openAccountMenu, createTraveller, logIn } from './support/accounts'
import { expectNoSeriousViolations, watchPolicyViolations } from './support/accessibility'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { clearPrefilledPhone, leaveInGuestBasket, searchGear, svqRental } from './support/bookings'

const FRIDAY = 5

/** Opens `url` and waits for its main heading before checking it. */
async function visit(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expectNoSeriousViolations(page, url)
}

test.describe('public pages have no serious accessibility violations', () => {
  test('in English', async ({ page }) => {
    test.setTimeout(150_000)
    const refused = watchPolicyViolations(page)
    await visit(page, '/', /./)
    await visit(page, '/how-it-works', 'How it works')
    await visit(page, '/blog', 'Travel tips for families')
    await page.getByRole('main').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/article\//)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousViolations(page, 'an article')
    await visit(page, '/legal/en', /./)
    await visit(page, '/login', 'Log in')
    // A form showing its errors is checked too.
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('This field is required').first()).toBeVisible()
    await expectNoSeriousViolations(page, 'the login page with errors')
    await visit(page, '/signup', /./)
    await visit(page, '/forgot-password', /./)
    await visit(page, '/reset-password?token=a-token-from-an-email', /./)
    await page.goto('/activate?code=not-a-real-code')
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousViolations(page, 'the activation page')
    await visit(page, '/no-such-page', /./)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
    await expectNoSeriousViolations(page, 'the sitemap page')
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await expect(page.getByRole('button', { name: 'Accept selection' })).toBeVisible()
    await expectNoSeriousViolations(page, 'the cookie banner')
    expect(refused).toEqual([])
  })

  test('in Spanish', async ({ page }) => {
    test.setTimeout(150_000)
    const refused = watchPolicyViolations(page)
    await visit(page, '/?lang=es', /./)
    await visit(page, '/how-it-works?lang=es', /./)
    await visit(page, '/blog?lang=es', /./)
    await visit(page, '/legal/es?lang=es', /./)
    await visit(page, '/login?lang=es', /./)
    await visit(page, '/signup?lang=es', /./)
    await visit(page, '/forgot-password?lang=es', /./)
    await visit(page, '/no-such-page?lang=es', /./)
    expect(refused).toEqual([])
  })
})

/** A signed-in traveller on /search with results: their basket holds one stroller. */
async function searchWithResults(page: Page, baseURL: string) {
  const pickup = nextWeekday(FRIDAY, 28, (date) => isHoliday(date) || isHoliday(addDays(date, 4)))
  const back = addDays(pickup, 4)
  const rental = svqRental(pickup, back, '10:00', '18:00')
  const catalogue = await searchGear(page.request, rental)
  const stroller = catalogue.find((item) => item.name.startsWith('Bugaboo Butterfly'))!
  await leaveInGuestBasket(page.context(), baseURL, rental, [stroller])
  const traveller = await createTraveller(page.request)
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByRole('article')).toHaveCount(catalogue.length)
  return { stroller }
}

test('signed-in pages have no serious accessibility violations, in English and Spanish', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const refused = watchPolicyViolations(page)
  const { stroller } = await searchWithResults(page, baseURL!)
  await expectNoSeriousViolations(page, 'search with results')

  await page
    .getByRole('article', { name: stroller.name })
    .getByRole('link', { name: stroller.name })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: stroller.name })).toBeVisible()
  await expectNoSeriousViolations(page, 'a gear page')

  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  const popup = page.getByRole('region', { name: 'Your basket' })
  await expect(popup.getByText('Total, deposit included')).toBeVisible()
  await expectNoSeriousViolations(page, 'the open basket')

  await popup.getByRole('button', { name: 'Checkout' }).click()
  const submit = popup.getByRole('button', { name: 'Continue to your quote' })
  await clearPrefilledPhone(popup)
  await submit.click()
  await expect(popup.getByText('Phone number is required', { exact: true })).toBeVisible()
  await expectNoSeriousViolations(page, 'the checkout form with errors')
  await popup.getByLabel('Phone number').fill('+44 20 7946 0958')
  await submit.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
  await expectNoSeriousViolations(page, 'a quote')
  await page.getByRole('button', { name: /^Book and pay €/ }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\//)
  await expectNoSeriousViolations(page, 'the sandbox card page')
  await page.getByRole('button', { name: 'Cancel and go back' }).click()
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousViolations(page, 'a booking')

  await openAccountMenu(page)
  await expectNoSeriousViolations(page, 'the open account menu')
  await page.getByRole('link', { name: 'My Bookings', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
  await expectNoSeriousViolations(page, 'my bookings')

  await openAccountMenu(page)
  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/profile\//)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousViolations(page, 'the profile')

  for (const url of ['/search?lang=es', `/gear/${stroller._id}?lang=es`, '/my-bookings?lang=es']) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectNoSeriousViolations(page, url)
  }
  expect(refused).toEqual([])
})
