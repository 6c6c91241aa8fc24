import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../src/client/app/store'
import { SearchCriteriaPanel } from '../../../src/client/features/search/SearchCriteriaPanel'
import {
  criteriaChangeRequested,
  selectSearchCriteria,
  type SearchCriteria,
} from '../../../src/client/features/search/searchSlice'
import { sja, svq } from '../support/catalogue'
import { DEFAULT_NOW } from '../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../support/renderOverMockStore'

const withLocations = (criteria: Partial<SearchCriteria> = {}, language: 'en' | 'es' = 'en') =>
  withCached(
    stateWith({
      preferences: { language },
      search: {
        checkedAt: DEFAULT_NOW,
        criteria: { ...selectSearchCriteria(stateWith()), ...criteria },
      },
    }),
    [
      { endpointName: 'searchPickupLocations', arg: { limit: 50 }, value: [svq, sja] },
      { endpointName: 'getPickupLocation', arg: 'SVQ', value: svq },
    ],
  )

const render = (state: RootState) =>
  renderOverMockStore(<SearchCriteriaPanel />, { state, readsApiCache: true })

describe('SearchCriteriaPanel over a mock store', () => {
  it('shows the criteria of the store, and the times only once there is a date', async () => {
    await render(withLocations())
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('SVQ')
    expect(screen.getByText(svq.addresses.en)).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toHaveDisplayValue(
      'Choose the date first',
    )
  })

  it('asks to change the location, with the message to confirm in the traveller’s language', async () => {
    const { dispatched } = await render(withLocations())
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Pickup location' }),
      sja.code,
    )
    expect(dispatched().filter(criteriaChangeRequested.match)).toEqual([
      criteriaChangeRequested({
        changes: { pickup_location_code: sja.code },
        confirmMessage: expect.stringContaining('basket') as string,
      }),
    ])
  })

  it('asks to change a time once the date is chosen', async () => {
    const { dispatched } = await render(withLocations({ start_date: '2027-03-05' }))
    const time = screen.getByRole('combobox', { name: 'Pickup time' })
    expect(time).toBeEnabled()
    await userEvent.selectOptions(time, '10:00')
    expect(dispatched().filter(criteriaChangeRequested.match)).toEqual([
      criteriaChangeRequested({
        changes: { pickup_time: '10:00' },
        confirmMessage: expect.any(String) as string,
      }),
    ])
  })

  it('speaks Spanish, names included', async () => {
    await render(withLocations({}, 'es'))
    expect(screen.getByRole('combobox', { name: 'Punto de recogida' })).toHaveDisplayValue(
      svq.names.es,
    )
  })
})
