import { test as base, type Browser, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * The browser test for journeys that are not about cookies: the visitor has already chosen
 * "essential only", so the consent banner does not cover the page.
 */
export const test = base.extend<{ consentDecided: void }>({
  consentDecided: [
    async ({ page }, use) => {
      await page.addInitScript(decideConsent)
      await use()
    },
    { auto: true },
  ],
})

/** The visitor chose "essential only": an init script for any browser context of a journey. */
export function decideConsent() {
  if (localStorage.getItem('cookie_consent')) return
  const choice = { essential: true, analytics: false, timestamp: new Date().toISOString() }
  localStorage.setItem('cookie_consent', JSON.stringify(choice))
}

/** A second person's browser (staff beside a traveller), consent decided like the first. */
export async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  await context.addInitScript(decideConsent)
  return context.newPage()
}
