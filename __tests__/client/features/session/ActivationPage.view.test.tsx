import { screen } from '@testing-library/react'
import ActivationPage from '../../../../src/client/features/session/ActivationPage'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({ 'GET /api/users/activate': { status: 400, body: {} } })
})
afterEach(() => api.restore())

describe('ActivationPage over a mock store', () => {
  it('says the account is active once the code was accepted, and takes the code out of the address', async () => {
    const { router } = await renderOverMockStore(<ActivationPage />, {
      state: withCached(stateWith(), [
        { endpointName: 'activateAccount', arg: 'code-1', value: { success: true, message: 'ok' } },
      ]),
      route: '/activate?code=code-1',
      readsApiCache: true,
    })
    expect(await screen.findByText('Your account is active. You can log in now.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(router.state.location.search).toBe('')
    expect(api.callsTo('GET /api/users/activate')).toEqual([])
  })

  it('says a page without a code cannot activate anything', async () => {
    await renderOverMockStore(<ActivationPage />, { route: '/activate', readsApiCache: true })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This activation code has already been used or is invalid.',
    )
  })
})
