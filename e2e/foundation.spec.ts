import { expect, test } from './support/test'

test('a guest opens home in English and switches to Spanish', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel light. We bring the baby gear.' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('button', { name: 'Español' }).click()

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Viaja ligero. Nosotros llevamos el equipo del bebé.',
    }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/legal/es')

  await page.reload()
  await expect(page.getByRole('link', { name: 'Aviso legal' })).toBeVisible()
})

test('a guest is sent from search to login with the way back', async ({ page }) => {
  await page.goto('/search')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
})

test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/this/does/not/exist')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('© 2025')
})

test('the page runs under the strict content security policy without violations', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test('a returning visitor who presses a button before the app has started sees it done', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'On a phone the language buttons are in the menu')
  // The app's scripts are held back, so the press comes before the app takes over the page; this
  // visitor has made their cookie choice, so the app renders the page afresh over its HTML.
  let releaseScripts = () => {}
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\/assets\/main\.[^/]+\.js$/, async (route) => {
    await scriptsReleased
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.locator('#root')).not.toHaveAttribute('data-app-owned')

  releaseScripts()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Viaja ligero. Nosotros llevamos el equipo del bebé.',
    }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})
