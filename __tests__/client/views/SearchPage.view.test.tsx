import { screen } from '@testing-library/react'
import SearchPage from '../../../src/client/features/search/SearchPage'
import { searchOpened } from '../../../src/client/features/search/searchSlice'
import { sja, svq } from '../support/catalogue'
import { DEFAULT_NOW } from '../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../support/renderOverMockStore'

const withLocations = (language: 'en' | 'es' = 'en') =>
  withCached(stateWith({ preferences: { language }, search: { checkedAt: DEFAULT_NOW } }), [
    { endpointName: 'searchPickupLocations', arg: { limit: 50 }, value: [svq, sja] },
    { endpointName: 'getPickupLocation', arg: 'SVQ', value: svq },
  ])

describe('SearchPage over a mock store', () => {
  it('opens the search and asks for the rental period before showing gear', async () => {
    const { dispatched } = await renderOverMockStore(<SearchPage />, {
      state: withLocations(),
      route: '/search',
      readsApiCache: true,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
    expect(
      screen.getByText(
        'Choose your pickup and return dates and times to see what is free for your trip.',
      ),
    ).toBeVisible()
    expect(dispatched().filter(searchOpened.match)).toHaveLength(1)
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<SearchPage />, {
      state: withLocations('es'),
      route: '/search',
      readsApiCache: true,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar equipo' })).toBeVisible()
  })
})
