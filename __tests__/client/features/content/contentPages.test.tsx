import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi, reply, type RecordedCall } from '../../support/fakeApi'
import { buildTimeRequests } from '../../../../src/client/prerender/renderPage'
import { renderWithProviders } from '../../support/renderWithProviders'
import { article, legalPage, summary } from './fixtures'

let api: ReturnType<typeof fakeApi> | undefined
afterEach(() => api?.restore())

const metaDescription = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
    meta.getAttribute('content'),
  )

describe('the blog', () => {
  it('lists the articles with links, dates and reading time, with its own title', async () => {
    api = fakeApi({
      '/api/articles': {
        items: [summary(), summary({ id: 'what-to-expect-at-pickup', title: 'Pickup day' })],
      },
    })
    await renderWithProviders({ route: '/blog' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travel tips for families' }),
    ).toBeVisible()
    const cot = screen.getByRole('link', { name: 'How to choose a travel cot for your holiday' })
    expect(cot).toHaveAttribute('href', '/article/choosing-a-travel-cot')
    expect(screen.getByRole('link', { name: 'Pickup day' })).toBeVisible()
    expect(screen.getAllByText('28 October 2025')[0]).toBeVisible()
    expect(screen.getAllByText(/4 min read/)[0]).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Blog: travel tips for families · TinyTrip'))
    expect(metaDescription()).toContainEqual(expect.stringContaining('car seat rules in Spain'))
    expect(api.log).toEqual(['GET /api/articles?lang=en'])
    // The page rendered at build time has the answer to that very request.
    expect(buildTimeRequests('/blog', 'en')).toEqual([
      { endpointName: 'listArticles', arg: 'en', url: '/api/articles?lang=en' },
    ])
  })

  it('asks for the articles again in Spanish when the language changes', async () => {
    api = fakeApi({
      '/api/articles': (call: RecordedCall) =>
        reply(200, {
          items: [
            call.url.searchParams.get('lang') === 'es'
              ? summary({ language: 'es', title: 'Cómo elegir una cuna de viaje' })
              : summary(),
          ],
        }),
    })
    await renderWithProviders({ route: '/blog' })
    await screen.findByRole('link', { name: 'How to choose a travel cot for your holiday' })
    await userEvent.click(screen.getAllByRole('button', { name: 'ES Español' })[0]!)
    expect(await screen.findByRole('link', { name: 'Cómo elegir una cuna de viaje' })).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Consejos de viaje para familias' }),
    ).toBeVisible()
    expect(screen.getByText('28 de octubre de 2025')).toBeVisible()
  })

  it('says when the articles cannot be loaded and tries again on request', async () => {
    let attempts = 0
    api = fakeApi({
      '/api/articles': () => {
        attempts += 1
        return attempts === 1
          ? reply(500, { code: 'INTERNAL_ERROR' })
          : reply(200, { items: [summary()] })
      },
    })
    await renderWithProviders({ route: '/blog' })
    expect(await screen.findByText(/We could not load the articles/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('link', { name: 'How to choose a travel cot for your holiday' }),
    ).toBeVisible()
  })
})

describe('an article', () => {
  it('renders its blocks as headings, emphasis, lists, notes and in-app links', async () => {
    api = fakeApi({ '/api/articles/choosing-a-travel-cot': article() })
    const { router } = await renderWithProviders({ route: '/article/choosing-a-travel-cot' })
    const main = await screen.findByRole('article', {
      name: 'How to choose a travel cot for your holiday',
    })
    expect(main).toHaveAttribute('lang', 'en')
    expect(
      within(main).getByRole('heading', { level: 2, name: 'What to look for' }),
    ).toHaveAttribute('id', 'what-to-look-for')
    expect(within(main).getByText('supplied mattress').tagName).toBe('STRONG')
    expect(within(main).getByRole('listitem')).toHaveTextContent('On their back')
    expect(within(main).getByText('Seville summers are hot.').closest('aside')).not.toBeNull()
    await waitFor(() =>
      expect(document.title).toBe('How to choose a travel cot for your holiday · TinyTrip'),
    )
    expect(metaDescription()).toContain('Hotel cot, travel cot or bassinet? What to look for.')

    await userEvent.click(within(main).getByRole('link', { name: 'All articles' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'))
  })

  it('shows the not-found page for an article that does not exist', async () => {
    api = fakeApi({})
    await renderWithProviders({ route: '/article/no-such-article' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  it('never turns stored content into markup or script', async () => {
    api = fakeApi({
      '/api/articles/hostile': article({
        id: 'hostile',
        title: '<img src=x onerror=alert(1)>',
        body: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: '<script>window.pwned = true</script>' },
              { type: 'link', text: 'click me', href: 'javascript:window.pwned=true' },
              { type: 'link', text: 'protocol relative', href: '//evil.example/x' },
              { type: 'link', text: 'with handler', href: '/ok" onclick="alert(1)' },
            ],
          },
          // Shapes the server never sends: unknown block types and extra fields are ignored.
          { type: 'html', html: '<b id="injected">x</b>' } as never,
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'plain',
                dangerouslySetInnerHTML: { __html: '<i id="x">' },
              } as never,
            ],
          },
        ],
      }),
    })
    const { container } = await renderWithProviders({ route: '/article/hostile' })
    const main = await screen.findByRole('article')
    expect(within(main).getByText(/<script>window.pwned = true<\/script>/)).toBeVisible()
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    )
    expect(container.querySelector('script, img[src="x"], #injected, i#x')).toBeNull()
    expect(within(main).queryByRole('link', { name: 'click me' })).toBeNull()
    expect(within(main).getByText(/click me/)).toBeVisible()
    expect(within(main).queryByRole('link', { name: 'protocol relative' })).toBeNull()
    expect(container.querySelector('[onclick], a[href^="javascript"]')).toBeNull()
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined()
  })
})

describe('the legal page', () => {
  it('shows the Spanish text at /legal/es, marked as Spanish, with a way to the English one', async () => {
    api = fakeApi({ '/api/legal/es': legalPage('es'), '/api/legal/en': legalPage('en') })
    const { router } = await renderWithProviders({ route: '/legal/es' })
    const page = await screen.findByRole('article', { name: 'Aviso legal, privacidad y cookies' })
    expect(page).toHaveAttribute('lang', 'es')
    expect(within(page).getByRole('heading', { name: 'Política de cookies' })).toBeVisible()
    expect(within(page).getByText('In force since 1 June 2025')).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Aviso legal, privacidad y cookies · TinyTrip'))
    // The page rendered at build time has the answer to that very request, whatever the language.
    expect(api.log).toEqual(buildTimeRequests('/legal/es', 'en').map(({ url }) => `GET ${url}`))
    expect(buildTimeRequests('/legal/es', 'en')[0]).toMatchObject({
      endpointName: 'getLegalPage',
      arg: 'es',
    })

    await userEvent.click(within(page).getByRole('link', { name: 'Read in English' }))
    expect(
      await screen.findByRole('article', { name: 'Legal notice, privacy and cookies' }),
    ).toHaveAttribute('lang', 'en')
    expect(router.state.location.pathname).toBe('/legal/en')
  })

  it('is not a page for other locales', async () => {
    api = fakeApi({})
    await renderWithProviders({ route: '/legal/de' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(api.log).toEqual([])
    expect(buildTimeRequests('/legal/de', 'en')).toEqual([])
  })
})

describe('the sitemap page', () => {
  it('lists the pages, every article and both legal texts, and links the XML version', async () => {
    api = fakeApi({
      '/api/articles': {
        items: [summary(), summary({ id: 'car-seat-rules-spain', title: 'Car seat rules' })],
      },
    })
    await renderWithProviders({ route: '/sitemap.xml' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
    expect(await screen.findByRole('link', { name: 'Car seat rules' })).toHaveAttribute(
      'href',
      '/article/car-seat-rules-spain',
    )
    expect(screen.getByRole('link', { name: /Aviso legal/ })).toHaveAttribute('href', '/legal/es')
    expect(screen.getByRole('link', { name: /Legal notice/ })).toHaveAttribute('href', '/legal/en')
    expect(screen.getByRole('link', { name: 'XML sitemap for search engines' })).toHaveAttribute(
      'href',
      '/sitemap.xml',
    )
  })

  it('is reached from the footer', async () => {
    api = fakeApi({ '/api/articles': { items: [] } })
    const { router } = await renderWithProviders({ route: '/' })
    await userEvent.click(await screen.findByRole('link', { name: 'Sitemap' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/sitemap.xml')
  })
})
