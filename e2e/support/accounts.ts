import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** Opens the captured-mail page and follows the link named `linkName` in the newest email to `to`. */
export async function followEmailLink(page: Page, to: string, linkName: string) {
  await page.goto(`/dev/mail?to=${encodeURIComponent(to)}`)
  await page.getByRole('link', { name: linkName }).first().click()
}

/** Logs in on the login page; given `then` (a path), the login page goes there once signed in. */
export async function logIn(page: Page, email: string, password: string, then?: string) {
  await page.goto(then ? `/login?redirect=${encodeURIComponent(then)}` : '/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

export interface Traveller {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** A new, activated account of its own for one journey (through the API and captured mail). */
export async function createTraveller(request: APIRequestContext): Promise<Traveller> {
  const traveller = {
    email: `traveller-${randomUUID().slice(0, 12)}@example.com`,
    password: 'Sunny#Seville1',
    firstName: 'Emma',
    lastName: 'Taylor',
  }
  const signup = await request.post('/api/users', {
    data: {
      first_name: traveller.firstName,
      last_name: traveller.lastName,
      phone: '+44 20 7946 0958',
      email: traveller.email,
      password: traveller.password,
      language_preference: 'en',
      legitimate_data_processing_consent: true,
    },
  })
  expect(signup.status()).toBe(201)
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(traveller.email)}`)
  const [email] = (await mail.json()).items as { text: string }[]
  const code = /activate\?code=(\S+)/.exec(email?.text ?? '')?.[1]
  expect(code).toBeTruthy()
  expect((await request.get(`/api/users/activate?code=${code}`)).status()).toBe(200)
  return traveller
}

/** Signs in through the login page as a traveller of the journey's own (a real session). */
export async function signIn(page: Page): Promise<Traveller> {
  const traveller = await createTraveller(page.request)
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)
  return traveller
}

/**
 * Opens the signed-in menu: the avatar dropdown on wide screens, the hamburger menu on phones.
 * Answers the open menu.
 */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const menu = page.locator('#user-menu, #mobile-menu')
  const hamburger = page.getByRole('button', { name: 'Open menu' })
  // A menu opened while the sign-in still moves to its page closes with that move: open it
  // again, as a traveller would.
  await expect(async () => {
    if (!(await menu.isVisible())) {
      if (await hamburger.isVisible()) await hamburger.click()
      else await page.getByRole('button', { name: /^Account menu for/ }).click()
    }
    await expect(menu).toBeVisible({ timeout: 2_000 })
  }).toPass()
  return menu
}

export async function expectSignedInAs(page: Page, name: string, initials: string) {
  await openAccountMenu(page)
  await expect(page.getByText(name, { exact: true })).toBeVisible()
  const menuButton = page.getByRole('button', { name: `Account menu for ${name}` })
  if (await menuButton.isVisible()) await expect(menuButton).toHaveText(initials)
  else await expect(page.locator('#mobile-menu')).toContainText(initials)
}
