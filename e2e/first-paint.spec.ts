import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/accounts'
import { searchGear, svqRental } from './support/bookings'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { recordLayoutShifts } from './support/layoutShifts'

/**
 * A first-time visitor (no cookie choice yet, so the banner shows) on the pages served as HTML
 * rendered at build time whose first view is all in that HTML (the articles and legal text too):
 * it shows styled, and the app takes it over as it is (no error), banner and footer included,
 * without moving anything, from the first paint on.
 */
for (const path of ['/', '/how-it-works', '/blog', '/legal/en']) {
  test(`${path} shows its HTML styled and nothing moves as the app takes it over`, async ({
    page,
  }) => {
    const recorded = await recordLayoutShifts(page)
    await page.goto(path)
    // The parts that hydrate after the rest (the banner, the footer) have done so.
    await expect(page.locator('[data-hydrates-later]:not([data-hydrated])')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible()
    expect(await recorded()).toEqual({ shifts: [], errors: [] })
  })
}

/**
 * A signed-in traveller opens search afresh: the page the app renders keeps still while its
 * parts arrive (the signed-in menu, the locations, the delivery zones, the gear).
 */
test('search keeps still while a signed-in traveller’s page loads', async ({ page }) => {
  await signIn(page)
  const recorded = await recordLayoutShifts(page)
  await page.goto('/search')
  await expect(page.getByRole('button', { name: 'Deliver to' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect((await recorded()).shifts).toEqual([])
})

interface Shell {
  prerendered?: string
  appOwned: boolean
  heading: string | null
  boxes: (number[] | null)[]
}

/**
 * Records, once the page has loaded (before the app's scripts start,
 * scripts/build/startAfterPaint.js), whether its HTML is the page's shell, whether its heading
 * shows, and where `selectors` first match, rounded to the pixel; `window.boxesOf` measures them
 * again later.
 */
async function watchShell(page: Page, selectors: string[]) {
  await page.addInitScript((selectors) => {
    const boxesOf = (list: string[]) =>
      list.map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect()
        return box ? [box.x, box.y, box.width, box.height].map(Math.round) : null
      })
    addEventListener('load', () => {
      const root = document.getElementById('root')!
      const heading = document.querySelector('main h1')
      const shell: Shell = {
        prerendered: root.dataset.prerendered,
        appOwned: root.hasAttribute('data-app-owned'),
        heading: heading && getComputedStyle(heading).visibility,
        boxes: boxesOf(selectors),
      }
      Object.assign(window, { shell, boxesOf })
    })
  }, selectors)
}

const FRIDAY = 5
const SEARCH = ['header nav', 'main h1', '#criteria-heading', '#results-heading']

/**
 * A signed-in traveller opens search (with or without criteria in its address) or an item's page
 * afresh: the page's HTML, rendered at build time (the item's name and picture written in by the
 * server), shows at once, and the app renders the traveller's page over it without an error and
 * without moving what was on screen, while its parts arrive.
 */
const cases: {
  path: string
  selectors: string[]
  ready: { role: 'button' | 'link'; name: string }
}[] = [
  { path: '/search', selectors: SEARCH, ready: { role: 'button', name: 'Deliver to' } },
  {
    path: '/search?pickup_location_code=SVQ&start_date=%3Cb%3E&basketOpen=false',
    selectors: SEARCH,
    ready: { role: 'button', name: 'Deliver to' },
  },
  {
    path: '/gear/{id}',
    selectors: ['header nav', 'main a[href="/search"]', 'main img', 'main h1'],
    ready: { role: 'link', name: 'Choose your dates' },
  },
]
for (const { path, selectors, ready } of cases) {
  test(`${path} paints before the app and nothing moves as the app takes over`, async ({
    page,
  }) => {
    const pickup = nextWeekday(FRIDAY, 28, (date) => isHoliday(date) || isHoliday(addDays(date, 4)))
    const [item] = await searchGear(page.request, svqRental(pickup, addDays(pickup, 4)))
    await signIn(page)
    await watchShell(page, selectors)
    const recorded = await recordLayoutShifts(page)
    await page.goto(path.replace('{id}', item!._id))
    const shell = await page.evaluate(() => (window as { shell?: Shell }).shell)
    expect(shell).toMatchObject({ prerendered: 'shell', appOwned: false, heading: 'visible' })
    expect(shell!.boxes).not.toContainEqual(null)
    await expect(page.locator('#root[data-app-owned]')).toBeAttached()
    await expect(page.getByRole(ready.role, { name: ready.name, exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    if (path.startsWith('/gear/')) await expect(page.locator('main h1')).toHaveText(item!.name)
    const boxes = await page.evaluate(
      (list) => (window as unknown as { boxesOf: (list: string[]) => unknown }).boxesOf(list),
      selectors,
    )
    expect(boxes).toEqual(shell!.boxes)
    expect(await recorded()).toEqual({ shifts: [], errors: [] })
  })
}
