import { expect, test } from './support/test'

test('the blog and an article read in English and in Spanish', async ({ page }) => {
  await page.goto('/blog')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel tips for families' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('Blog: travel tips for families · TinyTrip')
  await page.getByRole('link', { name: 'What to expect when you pick up your gear' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'What to expect when you pick up your gear' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible()
  await expect(page).toHaveTitle('What to expect when you pick up your gear · TinyTrip')

  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Qué esperar cuando recoges tu equipo' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByRole('link', { name: 'Todos los artículos' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consejos de viaje para familias' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /Sillas de coche en España/ })).toBeVisible()
})

test('the blog lists its articles before the app has started, and the app does not ask for them again', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/articles')) asked.push(request.url())
  })
  const firstArticle = page.getByRole('link', {
    name: 'What to expect when you pick up your gear',
  })
  // The page as it arrives, before (here: without) its scripts.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/blog')
  await expect(firstArticle).toBeVisible()

  await page.unroute('**/assets/*.js')
  await page.reload()
  await expect(page.locator('#root[data-app-owned]')).toBeAttached()
  await expect(firstArticle).toBeVisible()
  expect(asked).toEqual([])
})

test('a sitemap link with ?lang=es opens the page in Spanish', async ({ page }) => {
  await page.goto('/article/choosing-a-travel-cot?lang=es')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Cómo elegir una cuna de viaje para tus vacaciones',
    }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('/legal/es shows the Spanish legal text and /legal/fr is not a page', async ({ page }) => {
  await page.goto('/legal/es')
  const legal = page.getByRole('article', { name: 'Aviso legal, privacidad y cookies' })
  await expect(legal).toBeVisible()
  await expect(legal).toHaveAttribute('lang', 'es')
  await expect(legal.getByRole('heading', { name: 'Política de cookies' })).toBeVisible()
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
    'content',
    /Quién está detrás de TinyTrip/,
  )

  await page.goto('/legal/fr')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('/sitemap.xml is valid XML listing every article with its alternates', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  await page.goto('/')
  const summary = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      locs: [...doc.getElementsByTagNameNS(ns, 'loc')].map((loc) => loc.textContent),
      alternates: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
    }
  }, xml)
  expect(summary.errors).toBe(0)
  expect(summary.root).toBe('urlset')
  for (const id of [
    'car-seat-rules-spain',
    'travelling-with-a-toddler-through-svq',
    'what-to-expect-at-pickup',
    'choosing-a-travel-cot',
  ]) {
    expect(summary.locs).toContain(`${baseURL}/article/${id}?lang=en`)
    expect(summary.locs).toContain(`${baseURL}/article/${id}?lang=es`)
  }
  expect(summary.locs).toContain(`${baseURL}/legal/es`)
  expect(summary.alternates).toBe(summary.locs.length * 3)
})
