import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import LoginPage from '../../../../src/client/features/session/LoginPage'
import { loginSubmitted } from '../../../../src/client/features/session/sessionSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

describe('LoginPage over a mock store', () => {
  it('starts from the remembered email and submits what was typed', async () => {
    const { dispatched } = await renderOverMockStore(<LoginPage />, {
      state: stateWith({ session: { rememberedEmail: 'lucia@example.com' } }),
      route: '/login',
    })
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lucia@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'Sunny#Seville1')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(dispatched().filter(loginSubmitted.match)).toEqual([
      loginSubmitted({ email: 'lucia@example.com', password: 'Sunny#Seville1', remember: true }),
    ])
  })

  it('sends nothing without a password, and says so', async () => {
    const { dispatched } = await renderOverMockStore(<LoginPage />, { route: '/login' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByLabelText('Password')).toBeInvalid()
    expect(dispatched().filter(loginSubmitted.match)).toEqual([])
  })

  it.each([
    ['invalid_credentials', 'Invalid email or password'],
    ['rate_limited', 'Too many attempts. Please wait a few minutes and try again.'],
  ] as const)('shows the %s error of the session', async (error, text) => {
    await renderOverMockStore(<LoginPage />, { state: stateWith({ session: { error } }) })
    expect(screen.getByRole('alert')).toHaveTextContent(text)
  })

  it('waits while the login is pending', async () => {
    await renderOverMockStore(<LoginPage />, {
      state: stateWith({ session: { loginPending: true } }),
    })
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled()
  })
})
