import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG A/AA
 * violation, naming each rule and the elements that break it.
 */
export async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // 2.5.3 Label in Name: a control's accessible name starts with its visible text, so people
    // who speak or see a label can use it. axe-core still ships this rule switched off.
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only violations are read: the passing and undecided elements get no selector or HTML
      // of their own, the slowest part of a scan of a long page (axe-core's API, performance).
      resultTypes: ['violations'],
    })
    .analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
  expect(serious, `accessibility of ${what}`).toEqual([])
}

/**
 * Collects what the browser refused under the Content-Security-Policy (it reports each refusal
 * as a console error), so a journey can end by checking that nothing was blocked.
 */
export function watchPolicyViolations(page: Page): string[] {
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      refused.push(message.text())
    }
  })
  return refused
}
