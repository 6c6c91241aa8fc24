import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { rootReducer, type RootState } from '../../../src/client/app/store'
import { authApi } from '../../../src/client/features/session/authApi'
import ProfilePage from '../../../src/client/features/session/ProfilePage'
import { draftOf } from '../../../src/client/features/session/profileForm'
import {
  profileEditRequested,
  profilePageClosed,
  profilePageOpened,
} from '../../../src/client/features/session/sessionSlice'
import { profileFixture } from '../support/fixtures'
import { formState } from '../support/formState'
import { renderOverMockStore, stateWith } from '../support/renderOverMockStore'
import { signedInSession } from '../support/sessionState'

const route = '/profile/u1'
const page = (
  <Routes>
    <Route path="/profile/:id" element={<ProfilePage />} />
  </Routes>
)
const signedIn = (overrides: Parameters<typeof stateWith>[0] = {}) =>
  stateWith({ session: signedInSession(), ...overrides })
const withProfile = (state: RootState) =>
  rootReducer(
    state,
    authApi.util.upsertQueryEntries([
      { endpointName: 'getProfile', arg: undefined, value: profileFixture },
    ]),
  )
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
    const { dispatched } = await renderOverMockStore(page, { route })
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile%2Fu1',
    )
    expect(dispatched()).toEqual([])
  })

  it('asks for the profile while open and lets it go when left', async () => {
    const { dispatched, unmount } = await renderOverMockStore(page, {
      state: signedIn(),
      route,
    })
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…')
    unmount()
    expect(dispatched()).toEqual([profilePageOpened(), profilePageClosed()])
  })

  it('shows the loaded profile and asks to edit it', async () => {
    const { dispatched } = await renderOverMockStore(page, {
      state: withProfile(signedIn()),
      route,
    })
    expect(screen.getByText('Emma Taylor')).toBeVisible()
    expect(screen.getAllByText('emma@example.com')[0]).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    expect(dispatched().filter(profileEditRequested.match)).toHaveLength(1)
  })

  it('shows the form while editing, and the saved notice after', async () => {
    const { unmount } = await renderOverMockStore(page, {
      state: withProfile(signedIn({ forms: { profile: formState(draftOf(profileFixture)) } })),
      route,
    })
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeVisible()
    unmount()
    await renderOverMockStore(page, {
      state: withProfile(
        signedIn({ forms: { profile: formState(draftOf(profileFixture), { status: 'sent' }) } }),
      ),
      route,
    })
    expect(screen.getByText('Your profile has been saved.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeVisible()
  })

  it('says the profile failed to load and tries again on request', async () => {
    const { dispatched } = await renderOverMockStore(page, {
      state: withFailedProfile(signedIn(), 500),
      route,
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch user profile')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(dispatched()).toEqual([profilePageOpened(), profilePageOpened()])
  })

  it('says authentication failed on a 401', async () => {
    await renderOverMockStore(page, { state: withFailedProfile(signedIn(), 401), route })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authentication failed. Please login again.',
    )
  })
})
