import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installFakeApi } from '../../support/fakeApi'
import { profileFixture } from '../../support/fixtures'
import { renderWithProviders } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'

let backend: ReturnType<typeof installFakeApi>
beforeEach(() => {
  backend = installFakeApi()
})

const profile = {
  ...profileFixture,
  address: {
    ...profileFixture.address,
    street: 'Calle Sierpes 1',
    city: 'Sevilla',
    postal_code: '41004',
    country: 'Spain',
  },
  date_of_birth: '1990-05-01',
}
const signedIn = () => ({ preloadedState: { session: signedInSession() } })

describe('profile page', () => {
  it('invites a signed-out visitor to log in and come back', async () => {
    await renderWithProviders({ route: '/profile/u1' })
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile%2Fu1',
    )
  })

  it('shows the profile with customer since and saves an edit', async () => {
    backend.on('GET /api/users/profile', { body: profile })
    backend.on('PATCH /api/users/profile', (call) => ({
      body: {
        ...profile,
        passport_number: (call.body as { passport_number: string }).passport_number,
      },
    }))
    await renderWithProviders({ route: '/profile/u1', ...signedIn() })
    expect(await screen.findByText('January 15, 2026')).toBeVisible()
    expect(screen.getByText('Calle Sierpes 1')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    await userEvent.type(screen.getByLabelText('Passport number'), 'PAA123456')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your profile has been saved.')).toBeVisible()
    expect(screen.getByText('PAA123456')).toBeVisible()
    expect(backend.callsTo('PATCH /api/users/profile')[0]?.body).toMatchObject({
      passport_number: 'PAA123456',
      phone: '+44 20 7946 0958',
      address: { street: 'Calle Sierpes 1' },
    })
  })

  it('checks the edit before sending it', async () => {
    backend.on('GET /api/users/profile', { body: profile })
    await renderWithProviders({ route: '/profile/u1', ...signedIn() })
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }))
    await userEvent.clear(screen.getByLabelText('Phone number'))
    await userEvent.type(screen.getByLabelText('Phone number'), 'call me')
    await userEvent.type(screen.getByLabelText('Passport number'), '#1')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible()
    expect(screen.getByText('A passport number has 5 to 20 letters and digits')).toBeVisible()
    expect(backend.callsTo('PATCH /api/users/profile')).toEqual([])
  })

  it('says "Failed to fetch user profile" when the profile cannot be loaded', async () => {
    backend.on('GET /api/users/profile', {
      status: 500,
      body: { success: false, statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
    })
    await renderWithProviders({ route: '/profile/u1', ...signedIn() })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user profile')
  })

  it('refreshes once on a 401 and clears the session when that fails', async () => {
    const denied = {
      status: 401,
      body: { success: false, statusCode: 401, code: 'TOKEN_INVALID', message: 'x' },
    }
    backend.on('GET /api/users/profile', denied)
    backend.on('POST /api/auth/refresh', denied)
    const { store, services, saved } = await renderWithProviders({
      route: '/profile/u1',
      ...signedIn(),
    })
    await waitFor(() => expect(store.getState().session.authenticated).toBe(false))
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(1)
    await saved()
    expect(services.sessionStore.snapshot()).toEqual({})
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2F', { replace: true })
  })
})

describe('header when signed in (docs/product.md, Routes and guard)', () => {
  it('shows the initials; the menu has the name, Profile, My Bookings, EN/ES and Log out', async () => {
    backend.on('POST /api/auth/logout', { status: 204 })
    const { store } = await renderWithProviders({ route: '/', ...signedIn() })
    const avatar = await screen.findByRole('button', { name: 'Account menu for Emma Taylor (ET)' })
    expect(avatar).toHaveTextContent('ET')
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
    await userEvent.click(avatar)
    const menu = document.getElementById('user-menu')!
    expect(within(menu).getByText('Emma Taylor')).toBeVisible()
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/u1',
    )
    expect(within(menu).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    )
    expect(within(menu).getByRole('button', { name: 'ES Español' })).toBeVisible()
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(store.getState().session.authenticated).toBe(false))
    expect(await screen.findAllByRole('link', { name: 'Log in' })).not.toHaveLength(0)
  })

  it('closes the menu with Escape', async () => {
    await renderWithProviders({ route: '/', ...signedIn() })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Account menu for Emma Taylor (ET)' }),
    )
    expect(document.getElementById('user-menu')).not.toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(document.getElementById('user-menu')).toBeNull()
  })
})
