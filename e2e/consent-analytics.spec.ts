import { expect, test, type Page } from '@playwright/test'

const TAG_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/

/** The gtag.js host answers with an empty script, and every request to it is recorded. */
async function stubTagHost(page: Page) {
  const requests: string[] = []
  await page.route(TAG_HOSTS, async (route) => {
    requests.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js stand-in */' })
  })
  page.on('request', (request) => {
    if (request.url().includes('/api/client-config')) requests.push(request.url())
  })
  return requests
}

/** The gtag commands queued so far, as plain arrays. */
const queue = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  ) as Promise<unknown[][]>

const pageViews = async (page: Page) =>
  (await queue(page))
    .filter(([command]) => command === 'config')
    .map(([, , parameters]) => parameters as Record<string, string>)

test('essential only: no tag call, script or analytics request while browsing', async ({
  page,
}) => {
  const requests = await stubTagHost(page)
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'We use cookies' })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible()

  await banner.getByRole('button', { name: 'Essential only' }).click()
  const customise = page.getByRole('region', { name: 'Choose your cookies' })
  await expect(customise.getByRole('switch', { name: 'Essential cookies' })).toBeDisabled()
  await expect(customise.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked()
  await customise.getByRole('button', { name: 'Accept selection' }).click()
  await expect(page.getByRole('region', { name: /cookies/ })).toHaveCount(0)

  await page.getByRole('link', { name: 'Sitemap' }).click()
  await page.getByRole('link', { name: /Car seat rules in Spain/ }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: /Car seat rules in Spain/ }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'All articles' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel tips for families' }),
  ).toBeVisible()

  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false)
  expect(requests).toEqual([])
  const saved = await page.evaluate(() => localStorage.getItem('cookie_consent'))
  expect(JSON.parse(saved ?? '{}')).toMatchObject({ essential: true, analytics: false })
})

test('accept all: consent granted, page views carry the landing campaign, the choice is kept', async ({
  page,
}) => {
  const requests = await stubTagHost(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring')
  await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible()
  expect(requests).toEqual([])

  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => pageViews(page)).toHaveLength(1)
  const commands = await queue(page)
  expect(commands).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }])
  expect(commands).toContainEqual(['event', 'cookie_consent', { action: 'accept_analytics' }])
  expect((await pageViews(page))[0]).toMatchObject({
    page_path: '/',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
  })
  await expect.poll(() => requests.some((url) => url.includes('gtag/js?id=G-E2ETEST01'))).toBe(true)

  await page.getByRole('link', { name: 'Sitemap' }).click()
  await expect.poll(() => pageViews(page)).toHaveLength(2)
  await page.getByRole('link', { name: /How to choose a travel cot/ }).click()
  await expect.poll(() => pageViews(page)).toHaveLength(3)
  const views = await pageViews(page)
  expect(views.map((view) => view.page_path)).toEqual([
    '/',
    '/sitemap.xml',
    '/article/choosing-a-travel-cot',
  ])
  for (const view of views) expect(view).toMatchObject({ utm_source: 'newsletter' })
  expect(views[2]?.page_title).toBe('How to choose a travel cot for your holiday · TinyTrip')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => pageViews(page)).toHaveLength(1)
  await expect(page.getByRole('region', { name: /cookies/ })).toHaveCount(0)
  expect(await queue(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }])
  expect((await pageViews(page))[0]).toMatchObject({ utm_source: 'newsletter' })
  expect(errors).toEqual([])
})

test('cookie settings in the footer changes the choice later', async ({ page }) => {
  await stubTagHost(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Accept all' }).click()
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  const customise = page.getByRole('region', { name: 'Choose your cookies' })
  const analytics = customise.getByRole('switch', { name: 'Analytics cookies' })
  await expect(analytics).toBeChecked()
  await analytics.uncheck()
  await customise.getByRole('button', { name: 'Accept selection' }).click()
  await expect
    .poll(() => queue(page))
    .toContainEqual(['consent', 'update', { analytics_storage: 'denied' }])
  // The choice is written to storage once the store has persisted it, a moment later.
  const saved = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? '{}'))
  await expect.poll(saved).toMatchObject({ analytics: false })
})
