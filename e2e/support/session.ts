import type { Page } from '@playwright/test'

/**
 * Opens the app as a signed-in traveller: the stored session the guard looks for (spec 3 keys)
 * is in place before any page script runs. The catalogue API needs no token.
 */
export async function signIn(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('access_token', 'e2e-access-token')
    localStorage.setItem('user_id', 'e2e-traveller')
    localStorage.setItem('role', 'user')
  })
}
