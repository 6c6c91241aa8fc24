import { expect, test } from '@playwright/test'
import { signIn } from './support/accounts'
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
