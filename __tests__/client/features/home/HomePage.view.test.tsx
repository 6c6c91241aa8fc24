import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import HomePage from '../../../../src/client/features/home/HomePage'
// The from-prices load after the hero; their module adds the prices' endpoint the cache is keyed by.
import '../../../../src/client/features/home/FromPrices'
import { filtersChanged } from '../../../../src/client/features/search/searchSlice'
import { categoryPrices } from '../../support/catalogue'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

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
