import { expect, type Page } from '@playwright/test'

export const DEMO_TRAVELLER = { email: 'traveller@tinytrip.es', password: 'Traveller#Demo2026' }

/** Opens the captured-mail page and follows the link named `linkName` in the newest email to `to`. */
export async function followEmailLink(page: Page, to: string, linkName: string) {
  await page.goto(`/dev/mail?to=${encodeURIComponent(to)}`)
  await page.getByRole('link', { name: linkName }).first().click()
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Signs in as the demo traveller through the login page (a real session). */
export async function signIn(page: Page) {
  await logIn(page, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password)
  await expect(page).toHaveURL(/\/search$/)
}

/** The signed-in menu: the avatar dropdown on wide screens, the hamburger menu on phones. */
export async function openAccountMenu(page: Page) {
  const hamburger = page.getByRole('button', { name: 'Open menu' })
  if (await hamburger.isVisible()) await hamburger.click()
  else await page.getByRole('button', { name: /^Account menu for/ }).click()
}

export async function expectSignedInAs(page: Page, name: string, initials: string) {
  await openAccountMenu(page)
  await expect(page.getByText(name, { exact: true })).toBeVisible()
  const menuButton = page.getByRole('button', { name: `Account menu for ${name}` })
  if (await menuButton.isVisible()) await expect(menuButton).toHaveText(initials)
  else await expect(page.locator('#mobile-menu')).toContainText(initials)
}
