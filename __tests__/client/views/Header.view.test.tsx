import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Header } from '../../../src/client/features/layout/Header'
import { languageSelected } from '../../../src/client/features/preferences/preferencesSlice'
import { renderOverMockStore, stateWith } from '../support/renderOverMockStore'

describe('Header over a mock store', () => {
  it('offers a guest the pages, the basket, log-in and the languages', async () => {
    const { dispatched } = await renderOverMockStore(<Header />)
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: /^Basket, 0 items/ })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: /Español/ }))
    expect(dispatched()).toEqual([languageSelected('es')])
  })

  it('shows the basket count of the store', async () => {
    await renderOverMockStore(<Header />, { state: stateWith({ basket: { total_items: 3 } }) })
    expect(screen.getByRole('link', { name: /^Basket, 3 items/ })).toBeVisible()
  })
})
