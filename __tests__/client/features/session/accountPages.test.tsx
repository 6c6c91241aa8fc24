import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installFakeApi } from '../../support/fakeApi'
import { renderWithProviders } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'

let backend: ReturnType<typeof installFakeApi>
beforeEach(() => {
  backend = installFakeApi()
})

const failure = (status: number, code: string, message = 'x') => ({
  status,
  body: { success: false, statusCode: status, code, message },
})

describe('login page', () => {
  it('shows the spec message for wrong credentials', async () => {
    backend.on('POST /api/auth/login', failure(401, 'INVALID_CREDENTIALS'))
    await renderWithProviders({ route: '/login' })
    await userEvent.type(await screen.findByLabelText('Email'), 'emma@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
  })

  it('shows the generic failure for anything else', async () => {
    backend.on('POST /api/auth/login', failure(500, 'INTERNAL_ERROR'))
    await renderWithProviders({ route: '/login' })
    await userEvent.type(await screen.findByLabelText('Email'), 'emma@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'pw')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
  })

  it('checks the fields before calling the server', async () => {
    await renderWithProviders({ route: '/login' })
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(screen.getAllByText('This field is required')).toHaveLength(2)
    expect(backend.calls).toEqual([])
  })

  it.each([
    ['/login?redirect=%2Fmy-bookings', '/my-bookings', ''],
    ['/login?redirect=/search&basketOpen=true', '/search', '?basketOpen=true'],
    ['/login', '/search', ''],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/search', ''],
    ['/login?redirect=%2F%2Fevil.example', '/search', ''],
  ])('sends a signed-in visitor from %s to %s%s', async (route, pathname, search) => {
    const { router } = await renderWithProviders({
      route,
      preloadedState: { session: signedInSession() },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname))
    expect(router.state.location.search).toBe(search)
  })
})

describe('sign-up page', () => {
  it('lists the password requirements and rates the strength as the traveller types', async () => {
    await renderWithProviders({ route: '/signup' })
    const password = await screen.findByLabelText('Password')
    await userEvent.type(password, 'abcG')
    expect(screen.getByText('Password strength: weak')).toBeVisible()
    await userEvent.type(password, '1')
    expect(screen.getByText('Password strength: fair')).toBeVisible()
    await userEvent.type(password, 'xyz')
    expect(screen.getByText('Password strength: good')).toBeVisible()
    expect(screen.getByText('One special character')).toHaveTextContent('not met')
    await userEvent.type(password, '!long')
    expect(screen.getByText('Password strength: strong')).toBeVisible()
    expect(screen.getByText('One special character')).toHaveTextContent('met')
  })

  it('shows the spec messages and sends nothing until the form is right', async () => {
    await renderWithProviders({ route: '/signup' })
    await userEvent.type(await screen.findByLabelText('Password'), 'Ab1#')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Ab1#x')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible()
    expect(screen.getByText('Passwords do not match')).toBeVisible()
    expect(
      screen.getByText('Please agree to the processing of your personal data to create an account'),
    ).toBeVisible()
    expect(backend.calls).toEqual([])
  })

  async function fillIn() {
    await userEvent.type(await screen.findByLabelText('First name'), 'Lucía')
    await userEvent.type(screen.getByLabelText('Last name'), 'García')
    await userEvent.type(screen.getByLabelText('Email'), 'lucia@example.com')
    await userEvent.type(screen.getByLabelText('Phone number'), '+34 612 345 678')
    await userEvent.type(screen.getByLabelText('Password'), 'Sunny#Seville1')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Sunny#Seville1')
    await userEvent.selectOptions(screen.getByLabelText('Preferred language'), 'es')
    await userEvent.click(screen.getByRole('checkbox', { name: /processing of my personal data/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  }

  it('creates the account with both consents and the language, then asks to check email', async () => {
    backend.on('POST /api/users', { status: 201, body: { success: true, message: 'ok' } })
    await renderWithProviders({ route: '/signup' })
    await fillIn()
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible()
    expect(backend.callsTo('POST /api/users')[0]?.body).toEqual({
      first_name: 'Lucía',
      last_name: 'García',
      email: 'lucia@example.com',
      phone: '+34 612 345 678',
      password: 'Sunny#Seville1',
      language_preference: 'es',
      legitimate_data_processing_consent: true,
      marketing_consent: false,
    })
  })

  it('shows the spec failure message', async () => {
    backend.on('POST /api/users', failure(500, 'INTERNAL_ERROR'))
    await renderWithProviders({ route: '/signup' })
    await fillIn()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create account. Please try again.',
    )
  })

  it('asks to wait past the sign-up limit, as log-in does', async () => {
    backend.on('POST /api/users', failure(429, 'RATE_LIMITED'))
    await renderWithProviders({ route: '/signup' })
    await fillIn()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    )
  })
})

describe('activation page', () => {
  it.each([
    [{ body: { success: true, message: 'ok' } }, 'Your account is active. You can log in now.'],
    [{ status: 304 }, 'This activation code has already been used or is invalid.'],
    [
      failure(400, 'ACTIVATION_CODE_INVALID'),
      'This activation code has already been used or is invalid.',
    ],
    [failure(500, 'INTERNAL_ERROR'), 'Failed to activate account. Please try again.'],
    [
      { body: { success: false, message: 'Account locked' } },
      'Failed to activate account. Please try again.',
    ],
  ])('answers %j with "%s"', async (reply, text) => {
    backend.on('GET /api/users/activate', reply)
    const { router } = await renderWithProviders({ route: '/activate?code=abc' })
    expect(await screen.findByText(text)).toBeVisible()
    expect(backend.callsTo('GET /api/users/activate')[0]?.path).toBe('/api/users/activate?code=abc')
    expect(router.state.location.search).toBe('')
    expect(backend.callsTo('GET /api/users/activate')).toHaveLength(1)
  })
})

describe('password pages', () => {
  it('answers a reset request with the same message for everyone', async () => {
    backend.on('POST /api/auth/request-password-reset', { body: { success: true, message: 'x' } })
    await renderWithProviders({ route: '/forgot-password' })
    await userEvent.type(await screen.findByLabelText('Email'), 'emma@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that email, we have sent a link to reset the password.',
    )
  })

  it('shows the spec failure for a reset request', async () => {
    backend.on('POST /api/auth/request-password-reset', failure(500, 'INTERNAL_ERROR'))
    await renderWithProviders({ route: '/forgot-password' })
    await userEvent.type(await screen.findByLabelText('Email'), 'emma@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset link. Please try again.',
    )
  })

  it.each([
    [
      failure(400, 'RESET_TOKEN_EXPIRED', 'This reset link has expired.'),
      'This reset link has expired.',
    ],
    [
      failure(400, 'RESET_TOKEN_USED', 'It has already been used.'),
      'This reset link has already been used.',
    ],
    [failure(400, 'RESET_TOKEN_INVALID', 'Not valid.'), 'This reset link is not valid.'],
    [failure(500, 'INTERNAL_ERROR'), 'Failed to reset password. Please try again.'],
  ])('explains a failed reset (%j) and offers a new link', async (reply, text) => {
    backend.on('POST /api/auth/reset-password', reply)
    const { router } = await renderWithProviders({ route: '/reset-password?token=t0k3n' })
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await userEvent.type(await screen.findByLabelText('New password'), 'Brand#New2027')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Brand#New2027')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(text)
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(backend.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 't0k3n',
      new_password: 'Brand#New2027',
    })
  })

  it('sends a signed-in visitor away from the password pages', async () => {
    const { router } = await renderWithProviders({
      route: '/forgot-password',
      preloadedState: { session: signedInSession() },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
  })
})
