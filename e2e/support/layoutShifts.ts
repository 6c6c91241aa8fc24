import type { Page } from '@playwright/test'

/** A layout shift as the browser reports it: how much, and what moved from where to where. */
export interface Shift {
  value: number
  moved: string[]
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

/**
 * Records every layout shift of the pages `page` opens from now on, at a phone's pace (the CPU
 * slowed down as in Lighthouse's mobile runs, so the browser may paint a page before all of it
 * is parsed or loaded), and the errors they log. Answers what was recorded on the current page.
 */
export async function recordLayoutShifts(page: Page) {
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
  const browser = await page.context().newCDPSession(page)
  await browser.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return async () => ({
    shifts: await page.evaluate(() => (window as { layoutShifts?: Shift[] }).layoutShifts),
    errors,
  })
}
