import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { SearchResults } from '../../../../src/client/features/search/SearchResults'
import {
  filtersCleared,
  type SearchFilters,
} from '../../../../src/client/features/search/searchSlice'
import { infantSeat, searchResult, stroller, svq } from '../../support/catalogue'
import { DEFAULT_NOW } from '../../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const period = {
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}

const withResult = (
  items: (typeof infantSeat)[],
  filters: SearchFilters = { category: null, age_group: null },
) =>
  withCached(stateWith({ search: { criteria: period, filters, checkedAt: DEFAULT_NOW } }), [
    { endpointName: 'getPickupLocation', arg: 'SVQ', value: svq },
    {
      endpointName: 'searchGear',
      arg: {
        ...period,
        ...(filters.category ? { category: filters.category } : {}),
        lang: 'en',
      },
      value: searchResult(items),
    },
  ])

const render = (state: RootState) =>
  renderOverMockStore(<SearchResults />, { state, route: '/search', readsApiCache: true })

describe('SearchResults over a mock store', () => {
  it('shows the cached gear for the rental with its summary', async () => {
    await render(withResult([infantSeat, stroller]))
    expect(await screen.findByRole('article', { name: infantSeat.name })).toBeVisible()
    expect(screen.getByRole('article', { name: stroller.name })).toBeVisible()
    expect(screen.getByText(/2 items at Seville Airport \(SVQ\) for 7 rental days/)).toBeVisible()
  })

  it('says nothing matches the filters and clears them on request', async () => {
    const { dispatched } = await render(withResult([], { category: 'stroller', age_group: null }))
    expect(await screen.findByText('Nothing matches these filters')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(dispatched().filter(filtersCleared.match)).toEqual([filtersCleared()])
  })
})
