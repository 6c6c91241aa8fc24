import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * The browser test for journeys that are not about cookies: the visitor has already chosen
 * "essential only", so the consent banner does not cover the page.
 */
export const test = base.extend<{ consentDecided: void }>({
  consentDecided: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (localStorage.getItem('cookie_consent')) return
        const choice = { essential: true, analytics: false, timestamp: new Date().toISOString() }
        localStorage.setItem('cookie_consent', JSON.stringify(choice))
      })
      await use()
    },
    { auto: true },
  ],
})
