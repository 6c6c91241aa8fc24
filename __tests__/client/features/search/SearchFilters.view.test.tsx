import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SearchFilters } from '../../../../src/client/features/search/SearchFilters'
import { filtersChanged } from '../../../../src/client/features/search/searchSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

describe('SearchFilters over a mock store', () => {
  it('shows the filters of the store and dispatches each choice', async () => {
    const { dispatched } = await renderOverMockStore(<SearchFilters />, {
      state: stateWith({ search: { filters: { category: 'stroller', age_group: null } } }),
    })
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('stroller')
    expect(screen.getByRole('combobox', { name: 'Age group' })).toHaveValue('')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'car_seat')
    expect(dispatched()).toEqual([
      filtersChanged({ category: null }),
      filtersChanged({ category: 'car_seat' }),
    ])
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<SearchFilters />, {
      state: stateWith({ preferences: { language: 'es' } }),
    })
    expect(screen.getByRole('group', { name: 'Filtros' })).toBeVisible()
  })
})
