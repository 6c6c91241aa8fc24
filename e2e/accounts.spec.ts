import { randomUUID } from 'node:crypto'
import { expect, test } from './support/test'
import { expectSignedInAs, followEmailLink, logIn, openAccountMenu } from './support/accounts'

const PASSWORD = 'Sunny#Seville1'
const NEW_PASSWORD = 'Brand#New2027'

test('a traveller signs up, activates, logs in, edits the profile, logs out and resets the password', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `lucia-${randomUUID().slice(0, 8)}@example.com`

  await page.goto('/signup')
  await page.getByLabel('First name').fill('Lucía')
  await page.getByLabel('Last name').fill('García')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone number').fill('+34 612 345 678')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await expect(page.getByText('Password strength: strong')).toBeVisible()
  await page.getByRole('checkbox', { name: /processing of my personal data/ }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  await followEmailLink(page, email, 'Activate my account')
  await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible()

  await logIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/search$/)
  await expectSignedInAs(page, 'Lucía García', 'LG')

  await page.reload()
  await expect(page).toHaveURL(/\/search$/)
  await expectSignedInAs(page, 'Lucía García', 'LG')

  await page.getByRole('link', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await page.getByLabel('City').fill('Manchester')
  await page.getByLabel('Passport number').fill('PAA123456')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  await expect(page.getByText('Manchester')).toBeVisible()

  await openAccountMenu(page)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/my-bookings')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-bookings$/)

  await page.goto('/forgot-password')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible()
  await followEmailLink(page, email, 'Choose a new password')
  await expect(page).toHaveURL(/\/reset-password$/)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  await logIn(page, email, PASSWORD)
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await logIn(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/search$/)
})
