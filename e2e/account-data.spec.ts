import { readFile } from 'node:fs/promises'
import { expect, test } from './support/test'
import { logIn, signIn } from './support/accounts'

test('a family downloads its data as one file, then deletes its account and is signed out', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const traveller = await signIn(page)
  await page.goto('/profile/me')
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^tinytrip-account-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'))
  expect(file).toMatchObject({
    format: 'tinytrip-account-export',
    account: { email: traveller.email, first_name: traveller.firstName },
    bookings: [],
  })

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const form = page.getByRole('form', { name: 'Delete your account' })
  await expect(form).toContainText('6 years')
  await form.getByLabel('Your password, to confirm').fill('Not#The1Password')
  await form.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(form.getByText('That password is not correct.')).toBeVisible()
  await form.getByLabel('Your password, to confirm').fill(traveller.password)
  await form.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible()
  // Signed out: the profile's address, opened again, invites to log in.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in to see your profile' })).toBeVisible()

  await logIn(page, traveller.email, traveller.password)
  await expect(page.getByText('Invalid email or password')).toBeVisible()
})
