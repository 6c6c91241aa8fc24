import { expect, test } from '@playwright/test'

/**
 * A first-time visitor (no cookie choice yet, so the banner shows) on the pages served as HTML
 * rendered at build time: the HTML shows styled, and the app takes it over, banner and footer
 * included, without moving anything.
 */
for (const path of ['/', '/how-it-works', '/blog']) {
  test(`${path} shows its HTML styled and nothing moves as the app takes it over`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as { value?: number }).value ?? 0)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path)
    // The parts that hydrate after the rest (the banner, the footer) have done so.
    await expect(page.locator('[data-hydrates-later]:not([data-hydrated])')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible()
    const shifts = await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts)
    expect(shifts).toEqual([])
  })
}
