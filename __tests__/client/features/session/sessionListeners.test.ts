import { authApi } from '../../../../src/client/features/session/authApi'
import {
  loginSubmitted,
  logoutRequested,
  refreshRequested,
  selectIsAuthenticated,
  selectProfileSummary,
  selectSessionError,
  selectSessionUser,
  sessionStarted,
} from '../../../../src/client/features/session/sessionSlice'
import { REFRESH_AHEAD_MS } from '../../../../src/client/features/session/sessionListeners'
import { selectLanguage } from '../../../../src/client/features/preferences/preferencesSlice'
import { installFakeApi } from '../../support/fakeApi'
import { profileFixture } from '../../support/fixtures'
import { createFakeServices, DEFAULT_NOW, type FakeServices } from '../../support/fakeServices'
import { storedSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`
const REFRESH_EXP = DEFAULT_NOW / 1000 + 30 * 86_400

const profile = { ...profileFixture, language_preference: 'es' as const }

let backend: ReturnType<typeof installFakeApi>
let onListenerError: jest.Mock

function setup(services: FakeServices = createFakeServices()) {
  onListenerError = jest.fn()
  const store = makeTestStore({ services, onListenerError })
  return { store, services }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await settle()
  expect(check()).toBe(true)
}

beforeEach(() => {
  backend = installFakeApi()
  backend.on('GET /api/users/profile', { body: profile })
  backend.on('PATCH /api/users/profile', { body: profile })
})
afterEach(() => {
  jest.useRealTimers()
  expect(onListenerError).not.toHaveBeenCalled()
})

describe('start-up', () => {
  it('initialises a complete stored session as signed in and refreshes the cached profile', async () => {
    const { store, services } = setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    expect(selectSessionUser(store.getState())).toEqual({ id: 'u1', role: 'user' })
    await until(() => selectProfileSummary(store.getState())?.first_name === 'Emma')
    expect(JSON.parse(services.localStore.get('user_profile')!)).toMatchObject({
      first_name: 'Emma',
    })
  })

  it('migrates tokens left in local storage and is signed in with them', () => {
    const stored = storedSession()
    const { store, services } = setup(
      createFakeServices({ local: { ...stored.local, ...stored.session } }),
    )
    store.dispatch(sessionStarted())
    expect(selectIsAuthenticated(store.getState())).toBe(true)
    expect(services.localStore.get('access_token')).toBeNull()
    expect(services.sessionStore.get('access_token')).toBe('access-1')
  })

  it('stays signed out without a complete session and makes no request', () => {
    const { store } = setup(createFakeServices({ session: { access_token: 'a' } }))
    store.dispatch(sessionStarted())
    expect(selectIsAuthenticated(store.getState())).toBe(false)
    expect(backend.calls).toEqual([])
  })
})

describe('login', () => {
  const auth = {
    access_token: 'access-2',
    refresh_token: jwt({ exp: REFRESH_EXP }),
    expires_in: 900,
    user_id: 'u1',
    role: 'user',
    email: 'emma@example.com',
  }

  it('stores the spec 3 keys, signs in, loads the profile and takes the account language', async () => {
    backend.on('POST /api/auth/login', { body: auth })
    const { store, services } = setup()
    store.dispatch(loginSubmitted({ email: ' emma@example.com ', password: 'pw', remember: true }))
    await until(() => selectIsAuthenticated(store.getState()))
    expect(backend.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'emma@example.com',
      password: 'pw',
    })
    expect(services.sessionStore.snapshot()).toEqual({
      access_token: 'access-2',
      refresh_token: auth.refresh_token,
      token_expires_in: '900',
    })
    expect(services.localStore.snapshot()).toMatchObject({
      user_id: 'u1',
      role: 'user',
      email: 'emma@example.com',
      token_created_at: String(DEFAULT_NOW / 1000),
      refresh_token_exp: String(REFRESH_EXP),
      remember_login: 'emma@example.com',
    })
    await until(() => selectLanguage(store.getState()) === 'es')
    expect(services.changeLanguage).toHaveBeenCalledWith('es')
    expect(store.getState().api.mutations).toEqual({})
  })

  it.each([
    [401, 'INVALID_CREDENTIALS', 'invalid_credentials'],
    [403, 'ACCOUNT_NOT_ACTIVATED', 'not_activated'],
    [429, 'RATE_LIMITED', 'rate_limited'],
    [500, 'INTERNAL_ERROR', 'login_failed'],
  ])('maps a %i %s answer to the %s error and stays signed out', async (status, code, error) => {
    backend.on('POST /api/auth/login', {
      status,
      body: { success: false, statusCode: status, code, message: 'x' },
    })
    const { store, services } = setup()
    store.dispatch(loginSubmitted({ email: 'emma@example.com', password: 'pw', remember: false }))
    await until(() => selectSessionError(store.getState()) === error)
    expect(selectIsAuthenticated(store.getState())).toBe(false)
    expect(services.sessionStore.snapshot()).toEqual({})
  })
})

describe('expiry and refresh', () => {
  const refreshed = () => ({
    access_token: 'access-3',
    refresh_token: jwt({ exp: REFRESH_EXP + 60 }),
    expires_in: 900,
  })

  it('refreshes ahead of expiry (created + expires_in) and stores the new tokens', async () => {
    jest.useFakeTimers({ now: DEFAULT_NOW })
    backend.on('POST /api/auth/refresh', { body: refreshed() })
    const { store, services } = setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    await jest.advanceTimersByTimeAsync(900_000 - REFRESH_AHEAD_MS - 1_000)
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(0)
    services.setNow(DEFAULT_NOW + 900_000 - REFRESH_AHEAD_MS)
    await jest.advanceTimersByTimeAsync(2_000)
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(1)
    expect(services.sessionStore.get('access_token')).toBe('access-3')
    expect(services.localStore.get('refresh_token_exp')).toBe(String(REFRESH_EXP + 60))
    expect(store.getState().session.accessTokenExpiresAt).toBe(
      DEFAULT_NOW + 900_000 - REFRESH_AHEAD_MS + 900_000,
    )
  })

  it('refreshes at once when the stored access token has already expired', async () => {
    backend.on('POST /api/auth/refresh', { body: refreshed() })
    const stored = storedSession(DEFAULT_NOW - 3_600_000)
    const { store } = setup(
      createFakeServices({
        ...stored,
        local: { ...stored.local, refresh_token_exp: String(REFRESH_EXP) },
      }),
    )
    store.dispatch(sessionStarted())
    await until(() => backend.callsTo('POST /api/auth/refresh').length === 1)
    await until(() => store.getState().session.refreshing === false)
    expect(selectIsAuthenticated(store.getState())).toBe(true)
  })

  it('clears everything and goes to login when the refresh answers 401', async () => {
    backend.on('POST /api/auth/refresh', {
      status: 401,
      body: { success: false, statusCode: 401, code: 'TOKEN_INVALID', message: 'x' },
    })
    const services = createFakeServices({ ...storedSession(), path: '/my-bookings' })
    const { store } = setup(services)
    store.dispatch(sessionStarted())
    store.dispatch(refreshRequested())
    await until(() => !selectIsAuthenticated(store.getState()))
    expect(selectSessionError(store.getState())).toBe('authentication_failed')
    expect(services.sessionStore.snapshot()).toEqual({})
    expect(services.localStore.get('user_id')).toBeNull()
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2Fmy-bookings', {
      replace: true,
    })
  })

  it('clears without calling the server when the refresh token payload has expired', async () => {
    const stored = storedSession(DEFAULT_NOW, DEFAULT_NOW / 1000 - 1)
    const { store, services } = setup(createFakeServices(stored))
    store.dispatch(sessionStarted())
    store.dispatch(refreshRequested())
    expect(selectIsAuthenticated(store.getState())).toBe(false)
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(0)
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2F', { replace: true })
  })

  it('gives up after the 5 s refresh wait and clears the session', async () => {
    jest.useFakeTimers({ now: DEFAULT_NOW })
    backend.on('POST /api/auth/refresh', { body: refreshed(), after: new Promise(() => {}) })
    const { store } = setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    store.dispatch(refreshRequested())
    await jest.advanceTimersByTimeAsync(4_900)
    expect(selectIsAuthenticated(store.getState())).toBe(true)
    await jest.advanceTimersByTimeAsync(200)
    expect(selectIsAuthenticated(store.getState())).toBe(false)
  })

  it('answers a 401 on an API call with one refresh and one retry', async () => {
    backend.on('POST /api/auth/refresh', { body: refreshed() })
    let attempts = 0
    backend.on('GET /api/users/profile', (call) => {
      attempts++
      return call.headers.authorization === 'Bearer access-3'
        ? { body: profile }
        : {
            status: 401,
            body: { success: false, statusCode: 401, code: 'TOKEN_EXPIRED', message: 'x' },
          }
    })
    const { store } = setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    const result = await store.dispatch(
      authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }),
    )
    expect(result.data?.first_name).toBe('Emma')
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(1)
    expect(attempts).toBeGreaterThanOrEqual(2)
  })

  it('shares one refresh between simultaneous requests', async () => {
    let release: () => void = () => undefined
    backend.on('POST /api/auth/refresh', {
      body: refreshed(),
      after: new Promise<void>((r) => (release = r)),
    })
    const { store } = setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    store.dispatch(refreshRequested())
    store.dispatch(refreshRequested())
    store.dispatch(refreshRequested())
    release()
    await until(() => store.getState().session.refreshing === false)
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(1)
  })
})

describe('logout', () => {
  it('tells the server, clears the session and storage, cancels the refresh timer', async () => {
    jest.useFakeTimers({ now: DEFAULT_NOW })
    backend.on('POST /api/auth/logout', { status: 204 })
    backend.on('POST /api/auth/refresh', { body: {} })
    const stored = storedSession()
    const services = createFakeServices({ ...stored, local: { ...stored.local, language: 'es' } })
    const { store } = setup(services)
    store.dispatch(sessionStarted())
    store.dispatch(logoutRequested())
    await jest.advanceTimersByTimeAsync(10)
    expect(backend.callsTo('POST /api/auth/logout')[0]?.body).toEqual({
      refresh_token: stored.session.refresh_token,
    })
    expect(store.getState().session).toMatchObject({
      authenticated: false,
      user: null,
      error: null,
    })
    expect(services.sessionStore.snapshot()).toEqual({})
    expect(services.localStore.snapshot()).toEqual({ language: 'es' })
    expect(services.navigate).toHaveBeenCalledWith('/')
    await jest.advanceTimersByTimeAsync(3_600_000)
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(0)
  })

  it('signs out locally even when the server cannot be reached', async () => {
    backend.on('POST /api/auth/logout', {
      status: 500,
      body: { success: false, statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
    })
    const { store, services } = setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    store.dispatch(logoutRequested())
    await until(() => !selectIsAuthenticated(store.getState()))
    expect(services.sessionStore.snapshot()).toEqual({})
  })
})
