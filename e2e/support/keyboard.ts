import { expect, type Locator, type Page } from '@playwright/test'

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `limit` times, then checks that
 * the focus is drawn on screen.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 }: { backwards?: boolean; limit?: number } = {},
) {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses === limit) throw new Error(`Tab never reached ${String(target)}`)
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expectVisibleFocus(target)
}

/** The element has keyboard focus and a focus ring: an outline or a shadow that shows. */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused()
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return {
      focusVisible: element.matches(':focus-visible'),
      shows: outline || style.boxShadow !== 'none',
    }
  })
  expect(ring, `focus ring of ${String(target)}`).toEqual({ focusVisible: true, shows: true })
}

/** Presses Tab `times` times and checks that focus never leaves `container`. */
export async function expectTabStaysInside(page: Page, container: Locator, times = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < times; press++) {
      await page.keyboard.press(key)
      const inside = await container.evaluate((element) => element.contains(document.activeElement))
      expect(inside, `focus after ${press + 1} × ${key}`).toBe(true)
    }
  }
}

/**
 * Types an option's text on a focused, closed select, as a keyboard user picks from it. The
 * browser matches what is typed within about a second; on a loaded machine a keystroke can
 * arrive later than that and the match starts over, so the typing is repeated until it holds.
 */
export async function typeIntoSelect(page: Page, select: Locator, option: string) {
  await expect(select).toBeFocused()
  await expect(async () => {
    await page.keyboard.type(option)
    await expect(select).toHaveValue(option, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}
