import { waitFor, within } from '@testing-library/react'
import { boot } from '../../../src/client/app/boot'
import { fakeApi } from '../support/fakeApi'
import { storedSession } from '../support/sessionState'

/**
 * First load (docs/product.md, What it does) with the real browser services: stored language,
 * campaign capture, authentication, analytics from a saved consent, then one page view once routing
 * is ready.
 */
describe('first load', () => {
  let api: ReturnType<typeof fakeApi>
  // boot() renders like the browser does, outside React's test act() batching.
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT
  beforeAll(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterAll(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment
  })
  afterEach(() => {
    api.restore()
    localStorage.clear()
    sessionStorage.clear()
    delete window.dataLayer
    delete window.gtag
    document.head.querySelectorAll('script').forEach((script) => script.remove())
  })

  const queue = () =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

  it('records one page view with the landing campaign when analytics was allowed before', async () => {
    api = fakeApi({
      '/api/client-config': { analytics_measurement_id: 'G-BOOT1234' },
      '/api/articles': { items: [] },
    })
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({ essential: true, analytics: true, timestamp: new Date().toISOString() }),
    )
    localStorage.setItem('language', 'es')
    window.history.replaceState(null, '', '/blog?utm_source=newsletter&utm_medium=email')
    const container = document.createElement('div')
    document.body.append(container)

    await boot(container)

    await waitFor(() => expect(queue().some(([command]) => command === 'config')).toBe(true), {
      timeout: 3000,
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const commands = queue()
    expect(
      commands.map(([command, action]) =>
        `${command} ${typeof action === 'string' ? action : ''}`.trim(),
      ),
    ).toEqual(['consent default', 'js', 'consent update', 'config G-BOOT1234'])
    expect(commands[2]).toEqual(['consent', 'update', { analytics_storage: 'granted' }])
    expect(commands[3]?.[2]).toMatchObject({
      page_path: '/blog',
      utm_source: 'newsletter',
      utm_medium: 'email',
    })
    expect(JSON.parse(sessionStorage.getItem('utm') ?? '{}')).toMatchObject({
      utm_source: 'newsletter',
    })
    expect(document.documentElement.lang).toBe('es')
    expect(document.head.querySelector('script[src]')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-BOOT1234',
    )
  })

  it('sends nothing to analytics and shows the banner without a saved choice', async () => {
    api = fakeApi({ '/api/articles': { items: [] } })
    window.history.replaceState(null, '', '/blog?utm_source=newsletter&lang=en')
    const container = document.createElement('div')
    document.body.append(container)

    await boot(container)

    await waitFor(() => expect(container.querySelector('section h2')).not.toBeNull(), {
      timeout: 3000,
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(window.dataLayer).toBeUndefined()
    expect(api.log).not.toContain('GET /api/client-config')
    expect(document.head.querySelector('script[src]')).toBeNull()
    expect(document.documentElement.lang).toBe('en')
    // Nothing was stored: the page did not wait for the persistence code, which joined after it
    // and kept the landing campaign for the browser session.
    expect(container).toHaveAttribute('data-app-owned')
    expect(JSON.parse(sessionStorage.getItem('utm') ?? '{}')).toMatchObject({
      utm_source: 'newsletter',
    })
  })

  it("opens a signed-in traveller's visit in their account's language, over one this device kept", async () => {
    api = fakeApi({})
    const { session, local } = storedSession(Date.now())
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value)
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value)
    localStorage.setItem('language', 'en')
    sessionStorage.setItem(
      'user_profile',
      JSON.stringify({
        first_name: 'Emma',
        last_name: 'Taylor',
        email: 'emma@example.com',
        language_preference: 'es',
        profile_image_url: null,
      }),
    )
    window.history.replaceState(null, '', '/how-it-works')
    const container = document.createElement('div')
    document.body.append(container)

    await boot(container)

    expect(document.documentElement.lang).toBe('es')
    container.remove()
  })

  it("renders a signed-in traveller's search page with its texts, never the loading area first", async () => {
    api = fakeApi({})
    const { session, local } = storedSession(Date.now())
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value)
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value)
    window.history.replaceState(null, '', '/search?lang=en')
    const container = document.createElement('div')
    document.body.append(container)

    await boot(container)

    const view = within(container)
    expect(view.getByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
    expect(view.queryByRole('status', { name: 'Loading…' })).toBeNull()
    container.remove()
  })
})
