import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Header } from '../../../../src/client/features/layout/Header'
import { languageSelected } from '../../../../src/client/features/preferences/preferencesSlice'
import { logoutRequested } from '../../../../src/client/features/session/sessionSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

describe('Header over a mock store', () => {
  it('offers a guest the pages, the basket, log-in and the languages', async () => {
    const { dispatched } = await renderOverMockStore(<Header />)
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: /^Basket, 0 items/ })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: /Español/ }))
    expect(dispatched()).toEqual([languageSelected('es')])
  })

  it('opens the mobile menu with the signed-in traveller, the account links and Log out', async () => {
    const { dispatched } = await renderOverMockStore(<Header />, {
      state: stateWith({ session: signedInSession() }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const [, menu] = screen.getAllByRole('navigation', { name: 'Main navigation' })
    expect(await within(menu!).findByText('Emma Taylor')).toBeVisible()
    expect(within(menu!).getByRole('link', { name: 'My Bookings' })).toBeVisible()
    await userEvent.click(within(menu!).getByRole('button', { name: 'Log out' }))
    expect(dispatched().filter(logoutRequested.match)).toEqual([logoutRequested()])
  })

  it('shows the basket count of the store', async () => {
    await renderOverMockStore(<Header />, { state: stateWith({ basket: { total_items: 3 } }) })
    expect(screen.getByRole('link', { name: /^Basket, 3 items/ })).toBeVisible()
  })
})
