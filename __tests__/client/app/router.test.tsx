import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LINK_TOKEN, linkView } from '../support/depositLinks'
import { fakeApi } from '../support/fakeApi'
import { renderWithProviders } from '../support/renderWithProviders'
import { DEFAULT_NOW } from '../support/fakeServices'
import { sessionTokens, signedInSession } from '../support/sessionState'
import { tokensRefreshed } from '../../../src/client/features/session/sessionSlice'
import { createMemoryRouter } from 'react-router'
import { routes } from '../../../src/client/app/router'
import { currentPageTexts } from '../../../src/client/app/pageTexts'

const signedIn = { session: signedInSession() }

describe('routing and the session guard (docs/product.md, Routes and guard)', () => {
  it.each(['/search', '/gear/abc', '/quote/q1', '/booking/b1', '/my-bookings'])(
    'sends a visitor without a session from %s to login with the way back',
    async (path) => {
      const { router } = await renderWithProviders({ route: `${path}?basketOpen=true` })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(router.state.location.search).toBe(
        `?redirect=${encodeURIComponent(`${path}?basketOpen=true`)}`,
      )
    },
  )

  it('opens the deposit link page to a visitor without a session, the token kept in the fragment', async () => {
    const api = fakeApi({ 'POST /api/deposit-links/view': linkView('needed') })
    const { router } = await renderWithProviders({ route: `/deposit#${LINK_TOKEN}` })
    expect(await screen.findByText('TT-7K4P2Q')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Place the deposit hold' })).toBeVisible()
    expect(router.state.location).toMatchObject({ pathname: '/deposit', search: '' })
    expect(api.callsTo('POST /api/deposit-links/view')[0]?.body).toEqual({ token: LINK_TOKEN })
    api.restore()
  })

  it('lets a signed-in traveller open a guarded page', async () => {
    const { router } = await renderWithProviders({ route: '/search', preloadedState: signedIn })
    expect(await screen.findByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/search')
  })

  it('holds a guarded page while expired tokens are renewed, then shows it', async () => {
    const { store } = await renderWithProviders({
      route: '/search',
      preloadedState: { session: signedInSession({ refreshing: true }) },
    })
    expect(await screen.findByRole('status')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    act(() => {
      store.dispatch(tokensRefreshed(sessionTokens(DEFAULT_NOW)))
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
  })

  it.each([
    ['/', 'Travel light. We bring the baby gear.'],
    ['/blog', 'Travel tips for families'],
    ['/how-it-works', 'How it works'],
    ['/legal/en', 'Legal notice'],
    ['/profile/u1', 'Sign in to see your profile'],
  ])('lets a guest open the public page %s', async (path, heading) => {
    const api = fakeApi({
      '/api/articles': { items: [] },
      '/api/legal/en': {
        locale: 'en',
        title: 'Legal notice',
        summary: 'Who we are',
        effective_on: '2025-06-01',
        updated_at: '2025-06-01T00:00:00.000Z',
        body: [],
      },
    })
    await renderWithProviders({ route: path })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    api.restore()
  })

  it.each(['/no-such-page', '/legal/fr'])('shows the not-found page at %s', async (path) => {
    await renderWithProviders({ route: path })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('places every page in the layout: header navigation and footer links', async () => {
    await renderWithProviders({ route: '/' })
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(nav).toHaveTextContent('How it works')
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:hello@tinytrip.es',
    )
    expect(screen.getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal/en')
    expect(screen.getByText(/© 2025/)).toBeVisible()
  })

  it('switches the whole interface to Spanish and remembers the choice', async () => {
    const { services, saved } = await renderWithProviders({ route: '/' })
    await screen.findByRole('heading', { level: 1 })
    await userEvent.click(screen.getAllByRole('button', { name: 'ES Español' })[0]!)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Viaja ligero. Nosotros llevamos el equipo del bebé.',
      }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/legal/es')
    await saved()
    expect(services.localStore.snapshot()).toEqual({ language: 'es' })
    expect(document.documentElement.lang).toBe('es')
  })

  it.each([
    ['/search', ['search', 'common', 'errors', 'gear', 'gearDetails', 'basket']],
    ['/gear/abc', ['gearDetails', 'gear', 'common', 'errors', 'basket']],
    ['/', []],
  ])('names the texts of %s before its code has loaded, to fetch them beside it', (path, texts) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] })
    expect(router.state.initialized).toBe(false)
    expect(currentPageTexts(router)).toEqual(texts)
    router.dispose()
  })
})
