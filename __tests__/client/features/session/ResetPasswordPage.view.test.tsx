import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authApi } from '../../../../src/client/features/session/authApi'
import ResetPasswordPage from '../../../../src/client/features/session/ResetPasswordPage'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { renderOverMockStore } from '../../support/renderOverMockStore'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'POST /api/auth/reset-password': { body: { success: true, message: 'ok' } },
  })
})
afterEach(() => api.restore())

const open = (route: string) =>
  renderOverMockStore(<ResetPasswordPage />, { route, readsApiCache: true })

describe('ResetPasswordPage over a mock store', () => {
  it('asks for the link from the email when the page has no token', async () => {
    await open('/reset-password')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page needs the link from your password reset email.',
    )
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  it('keeps the token out of the address and sends it with a password that passes the rules', async () => {
    const { router, dispatched } = await open('/reset-password?token=t-1')
    expect(router.state.location.search).toBe('')
    await userEvent.type(screen.getByLabelText('New password'), 'Sunny#Seville1')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Sunny#Seville2')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(screen.getByLabelText('Confirm password')).toBeInvalid()
    expect(dispatched().filter(authApi.endpoints.resetPassword.matchPending)).toEqual([])
    await userEvent.clear(screen.getByLabelText('Confirm password'))
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Sunny#Seville1')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    const sent = dispatched().filter(authApi.endpoints.resetPassword.matchPending)
    expect(sent.map((action) => action.meta.arg.originalArgs)).toEqual([
      { token: 't-1', new_password: 'Sunny#Seville1' },
    ])
  })
})
