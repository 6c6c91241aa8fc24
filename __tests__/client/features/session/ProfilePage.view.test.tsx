import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import ProfilePage from '../../../../src/client/features/session/ProfilePage'
import { draftOf } from '../../../../src/client/features/session/profileForm'
import { formOpened } from '../../../../src/client/features/forms/formsSlice'
import { atRoute } from '../../support/atRoute'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { profileFixture } from '../../support/fixtures'
import { formState } from '../../support/formState'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const route = '/profile/u1'
const page = atRoute('/profile/:id', <ProfilePage />)
const signedIn = (overrides: Parameters<typeof stateWith>[0] = {}) =>
  stateWith({ session: signedInSession(), ...overrides })
const withProfile = (state: RootState) =>
  withCached(state, [{ endpointName: 'getProfile', arg: undefined, value: profileFixture }])
const readsApiCache = true

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({ 'GET /api/users/profile': { status: 500, body: {} } })
})
afterEach(() => api.restore())
const withFailedProfile = (state: RootState, status: number): RootState => ({
  ...state,
  api: {
    ...state.api,
    queries: {
      'getProfile(undefined)': {
        status: 'rejected',
        endpointName: 'getProfile',
        requestId: 'r1',
        originalArgs: undefined,
        startedTimeStamp: 0,
        error: { status, data: {} },
      },
    },
  } as unknown as RootState['api'],
})

describe('ProfilePage over a mock store', () => {
  it('invites a signed-out visitor to log in and loads nothing', async () => {
    await renderOverMockStore(page, { route, readsApiCache })
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile%2Fu1',
    )
    expect(api.callsTo('GET /api/users/profile')).toEqual([])
  })

  it('shows the loaded profile and asks to edit it', async () => {
    const { dispatched } = await renderOverMockStore(page, {
      state: withProfile(signedIn()),
      route,
      readsApiCache,
    })
    expect(screen.getByText('Emma Taylor')).toBeVisible()
    expect(screen.getAllByText('emma@example.com')[0]).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    expect(dispatched().filter(formOpened.match)).toEqual([
      formOpened({
        form: 'profile',
        draft: draftOf(profileFixture),
        openedOn: new Date().toISOString().slice(0, 10),
      }),
    ])
  })

  it('shows the form while editing, and the saved notice after', async () => {
    const { unmount } = await renderOverMockStore(page, {
      state: withProfile(signedIn({ forms: { profile: formState(draftOf(profileFixture)) } })),
      route,
      readsApiCache,
    })
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeVisible()
    unmount()
    await renderOverMockStore(page, {
      state: withProfile(
        signedIn({ forms: { profile: formState(draftOf(profileFixture), { status: 'sent' }) } }),
      ),
      route,
      readsApiCache,
    })
    expect(screen.getByText('Your profile has been saved.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeVisible()
  })

  it('says the profile failed to load and asks again on Try again', async () => {
    await renderOverMockStore(page, {
      state: withFailedProfile(signedIn(), 500),
      route,
      readsApiCache,
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch user profile')
    const asked = api.callsTo('GET /api/users/profile').length
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(api.callsTo('GET /api/users/profile').length).toBeGreaterThan(asked))
  })

  it('says authentication failed on a 401', async () => {
    await renderOverMockStore(page, {
      state: withFailedProfile(signedIn(), 401),
      route,
      readsApiCache,
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authentication failed. Please login again.',
    )
  })
})
