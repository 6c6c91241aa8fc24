import { screen } from '@testing-library/react'
import SearchPage from '../../../../src/client/features/search/SearchPage'
import { searchOpened } from '../../../../src/client/features/search/searchSlice'
import { sja, svq, svqCity } from '../../support/catalogue'
import { DEFAULT_NOW } from '../../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const withLocations = (language: 'en' | 'es' = 'en', location = 'SVQ') =>
  withCached(
    stateWith({
      preferences: { language },
      search: {
        checkedAt: DEFAULT_NOW,
        criteria: { ...stateWith().search!.criteria, pickup_location_code: location },
      },
    }),
    [
      { endpointName: 'searchPickupLocations', arg: { limit: 50 }, value: [svq, sja] },
      { endpointName: 'getPickupLocation', arg: 'SVQ', value: svq },
      { endpointName: 'getPickupLocation', arg: 'SVQ-CITY', value: svqCity },
    ],
  )

describe('SearchPage over a mock store', () => {
  it('opens the search and asks for the rental period before showing gear', async () => {
    const { dispatched } = await renderOverMockStore(<SearchPage />, {
      state: withLocations(),
      route: '/search',
      readsApiCache: true,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
    expect(
      screen.getByText('Choose your dates and times to see what is free for your trip.'),
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

  it.each([
    ['en', 'Tell us where to bring the gear, when to deliver it and when to collect it.'],
    ['es', 'Dinos dónde te llevamos el equipo, cuándo te lo entregamos y cuándo lo retiramos.'],
  ] as const)('introduces a delivery as one, in %s', async (language, intro) => {
    await renderOverMockStore(<SearchPage />, {
      state: withLocations(language, 'SVQ-CITY'),
      route: '/search',
      readsApiCache: true,
    })
    expect(screen.getByText(new RegExp(`^${intro}`))).toBeVisible()
  })
})
