import { expect, test } from '@playwright/test'

/** A layout shift as the browser reports it: how much, and what moved from where to where. */
interface Shift {
  value: number
  moved: string[]
}

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
    await page.addInitScript(() => {
      const shifts: Shift[] = []
      Object.assign(window, { layoutShifts: shifts })
      const describe = (source: LayoutShiftAttribution) =>
        `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : 'text'}: ` +
        `${source.previousRect.y}→${source.currentRect.y} (height ${source.currentRect.height})`
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          shifts.push({ value: entry.value, moved: entry.sources.map(describe) })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // A phone's pace, as Lighthouse's mobile runs have it: the browser may paint the page before
    // all of it is parsed.
    const browser = await page.context().newCDPSession(page)
    await browser.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(path)
    // The parts that hydrate after the rest (the banner, the footer) have done so.
    await expect(page.locator('[data-hydrates-later]:not([data-hydrated])')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible()
    const shifts = await page.evaluate(() => (window as { layoutShifts?: Shift[] }).layoutShifts)
    expect(shifts).toEqual([])
    expect(errors).toEqual([])
  })
}

interface LayoutShiftAttribution {
  node: Node | null
  previousRect: DOMRectReadOnly
  currentRect: DOMRectReadOnly
}

interface LayoutShift extends PerformanceEntry {
  value: number
  sources: LayoutShiftAttribution[]
}
