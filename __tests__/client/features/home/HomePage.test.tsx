import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import HomePage from '../../../../src/client/features/home/HomePage'
// The from-prices load after the hero; their module adds the prices' endpoint the cache is keyed by.
import '../../../../src/client/features/home/FromPrices'
import { preloadedRequests } from '../../../../src/client/prerender/renderPage'
import {
  filtersChanged,
  selectSearchFilters,
} from '../../../../src/client/features/search/searchSlice'
import { categoryPrices, searchResult, signedIn, svq } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { renderWithProviders } from '../../support/renderWithProviders'

let api: FakeApi
afterEach(() => api?.restore())

describe('the home page (docs/product.md, What it does)', () => {
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/gear/categories': () => ({ body: { items: categoryPrices } }),
      'GET /api/pickup-locations': () => ({ body: { items: [svq] } }),
      'GET /api/pickup-locations/:code': () => ({ body: svq }),
      'GET /api/gear': () => ({ body: searchResult([]) }),
    })
  })

  it('says the service is in beta, first at Seville airport, with a way into search', async () => {
    await renderWithProviders({ route: '/' })
    expect(await screen.findByText('Beta · now at selected locations')).toBeVisible()
    expect(screen.getByText('First location: Seville Airport (SVQ)')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find gear for your dates' })).toHaveAttribute(
      'href',
      '/search',
    )
  })

  it('shows the from-prices per day read from the catalogue', async () => {
    await renderWithProviders({ route: '/' })
    const prices = await screen.findByRole('region', { name: 'Prices per day' })
    const cards = await within(prices).findAllByRole('link')
    expect(cards.map((card) => card.textContent)).toEqual([
      'Car seatsfrom €7 a day',
      'Strollersfrom €9 a day',
      'Booster seatsfrom €3 a day',
      'Travel cotsfrom €5 a day',
    ])
    expect(
      api.callsTo('/api/gear/categories')[0]!.url.searchParams.get('pickup_location_code'),
    ).toBe('SVQ')
  })

  it('asks for exactly the prices its HTML rendered at build time preloads, and nothing more', async () => {
    await renderWithProviders({ route: '/' })
    await screen.findByText('Car seats')
    expect(api.log).toEqual(preloadedRequests('/').map((url) => `GET ${url}`))
  })

  it('formats the prices for Spanish', async () => {
    await renderWithProviders({ route: '/', preloadedState: { preferences: { language: 'es' } } })
    expect(await screen.findByText('desde 7 € al día')).toBeVisible()
  })

  it('opens the search filtered to the category picked', async () => {
    const { router, store } = await renderWithProviders({ route: '/', preloadedState: signedIn })
    await userEvent.click(await screen.findByRole('link', { name: /Strollers/ }))
    expect(router.state.location.pathname).toBe('/search')
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveDisplayValue(
      'Strollers',
    )
    expect(selectSearchFilters(store.getState()).category).toBe('stroller')
  })

  it('says so when the prices cannot be loaded', async () => {
    api.restore()
    await renderWithProviders({ route: '/' })
    expect(
      await screen.findByText("We could not load today's prices. Please try again later."),
    ).toBeVisible()
  })
})

const withPrices = (language: 'en' | 'es' = 'en') =>
  withCached(stateWith({ preferences: { language } }), [
    {
      endpointName: 'getCategoryPrices',
      arg: { pickup_location_code: 'SVQ' },
      value: categoryPrices,
    },
  ])

describe('HomePage over a mock store', () => {
  it('shows the from-prices of the cache and opens the search on a category', async () => {
    const { dispatched } = await renderOverMockStore(<HomePage />, {
      state: withPrices(),
      readsApiCache: true,
    })
    const prices = await screen.findByRole('region', { name: 'Prices per day' })
    expect(prices).toHaveTextContent(/Car seats/)
    await userEvent.click(screen.getByRole('link', { name: /Strollers/ }))
    // The search's state loads first, then the filter goes to it.
    await waitFor(() =>
      expect(dispatched().filter(filtersChanged.match)).toEqual([
        filtersChanged({ category: 'stroller' }),
      ]),
    )
  })

  it('shows skeletons while the prices load', async () => {
    await renderOverMockStore(<HomePage />, { readsApiCache: true })
    expect(await screen.findByRole('status')).toHaveTextContent('Loading prices…')
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<HomePage />, { state: withPrices('es'), readsApiCache: true })
    expect(await screen.findByRole('region', { name: 'Precios por día' })).toBeVisible()
  })
})
