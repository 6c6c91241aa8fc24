import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UserMenu } from '../../../../src/client/features/layout/UserMenu'
import { themeSelected } from '../../../../src/client/features/preferences/preferencesSlice'
import { logoutRequested } from '../../../../src/client/features/session/sessionSlice'
import { reportDialogOpened } from '../../../../src/client/features/support/supportSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const signedIn = (role: 'user' | 'admin' = 'user') =>
  stateWith({ session: signedInSession({ user: { id: 'u1', role } }) })

describe('UserMenu over a mock store', () => {
  it('opens on the initials with the name and the account links', async () => {
    const { dispatched } = await renderOverMockStore(<UserMenu languageSwitch={null} />, {
      state: signedIn(),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Emma Taylor (ET)' }))
    expect(screen.getByText('Emma Taylor')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/u1')
    expect(screen.getByRole('link', { name: 'My Bookings' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Support reports' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(dispatched()).toEqual([logoutRequested()])
  })

  it('gives admins the desk and the support reports', async () => {
    await renderOverMockStore(<UserMenu languageSwitch={null} />, { state: signedIn('admin') })
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getByRole('link', { name: 'Staff desk' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Support reports' })).toBeVisible()
  })

  it('opens the problem report and switches the colours', async () => {
    const { dispatched } = await renderOverMockStore(<UserMenu languageSwitch={null} />, {
      state: signedIn(),
    })
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }))
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }))
    expect(dispatched()).toEqual([themeSelected('dark'), reportDialogOpened()])
  })
})
