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
 * Picks an option of a focused, closed select with the keyboard: types its text, as a keyboard
 * user does. The browser matches what is typed within about a second, and on a loaded machine a
 * keystroke can arrive later than that and the match starts over; then the option is reached
 * with the arrow keys from where the select stands, one key at a time, each waited for, which
 * every keyboard user can do too and which cannot miss.
 */
export async function typeIntoSelect(page: Page, select: Locator, option: string) {
  await expect(select).toBeFocused()
  await page.keyboard.type(option)
  if ((await select.inputValue()) === option) return
  const enabled = await select
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((element) => (element as HTMLOptionElement).value))
  const target = enabled.indexOf(option)
  expect(target, `option ${option} of ${String(select)}`).toBeGreaterThanOrEqual(0)
  let at = enabled.indexOf(await select.inputValue())
  if (at < 0) {
    // Nothing chosen yet: the first arrow press picks the first option.
    await page.keyboard.press('ArrowDown')
    await expect(select).toHaveValue(enabled[0]!)
    at = 0
  }
  while (at !== target) {
    const down = at < target
    await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp')
    at += down ? 1 : -1
    await expect(select).toHaveValue(enabled[at]!)
  }
}
