import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { createTraveller, logIn } from './support/accounts'
import { expectNoSeriousViolations, watchPolicyViolations } from './support/accessibility'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { clearPrefilledPhone, leaveInGuestBasket, searchGear, svqRental } from './support/bookings'

const FRIDAY = 5

/**
 * Records, before each paint, what the header showed the first time it was on screen: whether
 * a visible "Log in" link was there, and the visible basket button's label. Runs before the page
 * loads.
 */
async function watchFirstHeader(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const header = document.querySelector('header')
      const seen = window as { firstHeader?: { login: boolean; basket: string | null } }
      if (header && !seen.firstHeader) {
        const login = [...header.querySelectorAll('a')].some(
          (link) =>
            link.textContent?.trim() === 'Log in' &&
            link.getClientRects().length > 0 &&
            getComputedStyle(link).visibility !== 'hidden',
        )
        const button = header.querySelector('[aria-label^="Basket"]')
        const shown = button && getComputedStyle(button).visibility !== 'hidden'
        seen.firstHeader = { login, basket: shown ? button.getAttribute('aria-label') : null }
      }
      if (!seen.firstHeader) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

const firstHeader = (page: Page) =>
  page.evaluate(() => (window as { firstHeader?: unknown }).firstHeader)

/** Signs a new traveller in with a stroller waiting in the guest basket (today's cookie format). */
async function signedInWithBasket(page: Page, baseURL: string) {
  const pickup = nextWeekday(FRIDAY, 28, (date) => isHoliday(date) || isHoliday(addDays(date, 4)))
  const rental = svqRental(pickup, addDays(pickup, 4), '10:00', '18:00')
  const catalogue = await searchGear(page.request, rental)
  const stroller = catalogue.find((item) => item.name.startsWith('Bugaboo Butterfly'))!
  await leaveInGuestBasket(page.context(), baseURL, rental, [stroller])
  const traveller = await createTraveller(page.request)
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByRole('button', { name: 'Basket, 1 item' })).toBeVisible()
  return { stroller }
}

test('a reload keeps the session and the basket, and the first paint is already signed in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const refused = watchPolicyViolations(page)
  const { stroller } = await signedInWithBasket(page, baseURL!)

  await page.getByRole('button', { name: 'Basket, 1 item' }).click()
  const popup = page.getByRole('region', { name: 'Your basket' })
  await popup.getByRole('button', { name: 'Checkout' }).click()
  await (await clearPrefilledPhone(popup)).fill('+44 20 7946 0958')
  await popup.getByRole('button', { name: 'Continue to your quote' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
  const quote = new URL(page.url()).pathname
  await page.getByRole('button', { name: /^Book and pay €/ }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\//)
  await page.getByRole('button', { name: 'Cancel and go back' }).click()
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/)
  const booking = new URL(page.url()).pathname

  await watchFirstHeader(page)
  for (const path of ['/search', `/gear/${stroller._id}`, quote, booking, '/my-bookings']) {
    await page.goto(path)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await firstHeader(page), path).toMatchObject({ login: false })
    await expect(page.locator('header a[href^="/login"]')).toHaveCount(0)
  }
  for (const path of ['/', '/blog', '/how-it-works']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await firstHeader(page), path).toMatchObject({ login: false })
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0)
  }
  expect(refused).toEqual([])
})

test('the basket survives a reload, and the first paint never shows a wrong count', async ({
  page,
  baseURL,
}) => {
  await signedInWithBasket(page, baseURL!)
  await watchFirstHeader(page)
  // Search paints from its HTML, which cannot know the basket: its button shows once counted.
  for (const [path, basket] of [
    ['/search', null],
    ['/my-bookings', 'Basket, 1 item'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await firstHeader(page), path).toEqual({ login: false, basket })
    await expect(page.getByRole('button', { name: 'Basket, 1 item' })).toBeVisible()
  }
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain('basket_guest')
})

for (const theme of ['light', 'dark'] as const) {
  test(`home, search, basket and checkout meet WCAG AA in the ${theme} colours`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const refused = watchPolicyViolations(page)
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousViolations(page, `home (${theme})`)

    await signedInWithBasket(page, baseURL!)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousViolations(page, `search (${theme})`)
    await page.getByRole('button', { name: 'Basket, 1 item' }).click()
    const popup = page.getByRole('region', { name: 'Your basket' })
    await expect(popup.getByText('Total, deposit included')).toBeVisible()
    await expectNoSeriousViolations(page, `the basket (${theme})`)
    await popup.getByRole('button', { name: 'Checkout' }).click()
    await clearPrefilledPhone(popup)
    await popup.getByRole('button', { name: 'Continue to your quote' }).click()
    await expect(popup.getByText('Phone number is required', { exact: true })).toBeVisible()
    await expectNoSeriousViolations(page, `checkout with errors (${theme})`)
    expect(refused).toEqual([])
  })
}

test('the colours switch from the menu, before the first paint of the next page', async ({
  page,
  baseURL,
}) => {
  await signedInWithBasket(page, baseURL!)
  const hamburger = page.getByRole('button', { name: 'Open menu' })
  if (await hamburger.isVisible()) await hamburger.click()
  else await page.getByRole('button', { name: /^Account menu for/ }).click()
  const menu = page.locator('#user-menu, #mobile-menu')
  await menu.getByRole('group', { name: 'Colours' }).getByRole('button', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as { firstTheme?: string }).firstTheme = document.documentElement.dataset.theme
    })
  })
  // A page rendered at build time, in colours picked before its first paint.
  await page.goto('/how-it-works')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as { firstTheme?: string }).firstTheme)).toBe('dark')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 23, 30)')
})
