import { authApi } from '../../../../src/client/features/session/authApi'
import {
  loginSubmitted,
  logoutRequested,
  refreshRequested,
  selectAccessTokenExpiresAt,
  selectIsAuthenticated,
  selectProfileSummary,
  selectSessionError,
  selectSessionUser,
  sessionStarted,
} from '../../../../src/client/features/session/sessionSlice'
import { REFRESH_AHEAD_MS } from '../../../../src/client/features/session/sessionListeners'
import {
  languageSelected,
  selectLanguage,
} from '../../../../src/client/features/preferences/preferencesSlice'
import { installFakeApi } from '../../support/fakeApi'
import { profileFixture } from '../../support/fixtures'
import { createFakeServices, DEFAULT_NOW, type FakeServices } from '../../support/fakeServices'
import { storedSession } from '../../support/sessionState'
import { makePersistedTestStore } from '../../support/testStore'

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`
const REFRESH_EXP = DEFAULT_NOW / 1000 + 30 * 86_400

const profile = { ...profileFixture, language_preference: 'es' as const }

let backend: ReturnType<typeof installFakeApi>
let onListenerError: jest.Mock

/** A store restored from the fake storage, as the browser's is at start-up. */
async function setup(services: FakeServices = createFakeServices()) {
  onListenerError = jest.fn()
  const { store, saved } = await makePersistedTestStore({ services, onListenerError })
  return { store, services, saved }
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
    const { store, services, saved } = await setup(createFakeServices(storedSession()))
    expect(selectSessionUser(store.getState())).toEqual({ id: 'u1', role: 'user' })
    store.dispatch(sessionStarted())
    await until(() => selectProfileSummary(store.getState())?.first_name === 'Emma')
    await saved()
    expect(JSON.parse(services.sessionStore.get('user_profile')!)).toMatchObject({
      first_name: 'Emma',
    })
    expect(services.localStore.get('user_locale')).toBe('es')
  })

  it('migrates tokens left in local storage and is signed in with them', async () => {
    const stored = storedSession()
    const { store, services, saved } = await setup(
      createFakeServices({ local: { ...stored.local, ...stored.session } }),
    )
    store.dispatch(sessionStarted())
    expect(selectIsAuthenticated(store.getState())).toBe(true)
    await saved()
    expect(services.localStore.get('access_token')).toBeNull()
    expect(services.sessionStore.get('access_token')).toBe('access-1')
  })

  it('stays signed out without a complete session and makes no request', async () => {
    const { store } = await setup(createFakeServices({ session: { access_token: 'a' } }))
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

  it('stores the keys of docs/product.md (Records and storage), signs in, loads the profile and takes the account language', async () => {
    backend.on('POST /api/auth/login', { body: auth })
    const { store, services, saved } = await setup()
    store.dispatch(loginSubmitted({ email: ' emma@example.com ', password: 'pw', remember: true }))
    await until(() => selectIsAuthenticated(store.getState()))
    expect(backend.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'emma@example.com',
      password: 'pw',
    })
    await until(() => selectLanguage(store.getState()) === 'es')
    await saved()
    expect(services.sessionStore.snapshot()).toEqual({
      access_token: 'access-2',
      refresh_token: auth.refresh_token,
      token_expires_in: '900',
      user_profile: JSON.stringify({
        first_name: 'Emma',
        last_name: profile.last_name,
        email: 'emma@example.com',
        language_preference: 'es',
        profile_image_url: profile.profile_image_url,
      }),
    })
    expect(services.localStore.snapshot()).toEqual({
      user_id: 'u1',
      role: 'user',
      email: 'emma@example.com',
      token_created_at: String(DEFAULT_NOW / 1000),
      refresh_token_exp: String(REFRESH_EXP),
      user_locale: 'es',
      remember_login: 'emma@example.com',
    })
    expect(services.changeLanguage).toHaveBeenCalledWith('es')
    expect(store.getState().api.mutations).toEqual({})
  })

  it("keeps a language picked on this device and makes it the account's", async () => {
    backend.on('POST /api/auth/login', { body: auth })
    backend.on('GET /api/users/profile', { body: { ...profile, language_preference: 'en' } })
    const { store, services, saved } = await setup()
    store.dispatch(languageSelected('es'))
    store.dispatch(loginSubmitted({ email: 'emma@example.com', password: 'pw', remember: false }))
    await until(() => backend.callsTo('PATCH /api/users/profile').length === 1)
    expect(backend.callsTo('PATCH /api/users/profile')[0]?.body).toEqual({
      language_preference: 'es',
    })
    expect(selectLanguage(store.getState())).toBe('es')
    expect(services.changeLanguage).not.toHaveBeenCalledWith('en')
    expect(selectProfileSummary(store.getState())?.language_preference).toBe('es')
    await saved()
    expect(services.localStore.get('user_locale')).toBe('es')
    expect(JSON.parse(services.sessionStore.get('user_profile')!).language_preference).toBe('es')
  })

  it('takes the account language over one this device kept from an earlier visit', async () => {
    backend.on('POST /api/auth/login', { body: auth })
    const { store, services, saved } = await setup(
      createFakeServices({ local: { language: 'en' } }),
    )
    store.dispatch(loginSubmitted({ email: 'emma@example.com', password: 'pw', remember: false }))
    await until(() => selectLanguage(store.getState()) === 'es')
    expect(services.changeLanguage).toHaveBeenCalledWith('es')
    expect(backend.callsTo('PATCH /api/users/profile')).toEqual([])
    await saved()
    expect(services.localStore.get('user_locale')).toBe('es')
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
    const { store, services } = await setup()
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
    const { store, services } = await setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    await jest.advanceTimersByTimeAsync(900_000 - REFRESH_AHEAD_MS - 1_000)
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(0)
    services.setNow(DEFAULT_NOW + 900_000 - REFRESH_AHEAD_MS)
    await jest.advanceTimersByTimeAsync(2_000)
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(100)
    expect(services.sessionStore.get('access_token')).toBe('access-3')
    expect(services.localStore.get('refresh_token_exp')).toBe(String(REFRESH_EXP + 60))
    expect(selectAccessTokenExpiresAt(store.getState())).toBe(
      DEFAULT_NOW + 900_000 - REFRESH_AHEAD_MS + 900_000,
    )
  })

  it('takes a language chosen on another device at the next refresh, and caches it', async () => {
    backend.on('GET /api/users/profile', { body: { ...profile, language_preference: 'en' } })
    backend.on('POST /api/auth/refresh', { body: refreshed() })
    const stored = storedSession()
    const { store, services, saved } = await setup(
      createFakeServices({ ...stored, local: { ...stored.local, language: 'en' } }),
    )
    store.dispatch(sessionStarted())
    await until(() => selectProfileSummary(store.getState())?.first_name === 'Emma')
    expect(selectLanguage(store.getState())).toBe('en')
    // The traveller picks Spanish on their phone; this device renews its session.
    backend.on('GET /api/users/profile', { body: profile })
    store.dispatch(refreshRequested())
    await until(() => selectLanguage(store.getState()) === 'es')
    expect(services.changeLanguage).toHaveBeenCalledWith('es')
    expect(backend.callsTo('PATCH /api/users/profile')).toEqual([])
    await saved()
    expect(services.localStore.get('user_locale')).toBe('es')
    expect(JSON.parse(services.sessionStore.get('user_profile')!).language_preference).toBe('es')
  })

  it('refreshes at once when the stored access token has already expired', async () => {
    backend.on('POST /api/auth/refresh', { body: refreshed() })
    const stored = storedSession(DEFAULT_NOW - 3_600_000)
    const { store } = await setup(
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
    const { store, saved } = await setup(services)
    store.dispatch(sessionStarted())
    store.dispatch(refreshRequested())
    await until(() => !selectIsAuthenticated(store.getState()))
    expect(selectSessionError(store.getState())).toBe('authentication_failed')
    await saved()
    expect(services.sessionStore.snapshot()).toEqual({})
    expect(services.localStore.get('user_id')).toBeNull()
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2Fmy-bookings', {
      replace: true,
    })
  })

  it('clears without calling the server when the refresh token payload has expired', async () => {
    const stored = storedSession(DEFAULT_NOW, DEFAULT_NOW / 1000 - 1)
    const { store, services } = await setup(createFakeServices(stored))
    store.dispatch(sessionStarted())
    store.dispatch(refreshRequested())
    await until(() => !selectIsAuthenticated(store.getState()))
    expect(backend.callsTo('POST /api/auth/refresh')).toHaveLength(0)
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2F', { replace: true })
  })

  it('gives up after the 5 s refresh wait and clears the session', async () => {
    jest.useFakeTimers({ now: DEFAULT_NOW })
    backend.on('POST /api/auth/refresh', { body: refreshed(), after: new Promise(() => {}) })
    const { store } = await setup(createFakeServices(storedSession()))
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
    const { store } = await setup(createFakeServices(storedSession()))
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
    const { store } = await setup(createFakeServices(storedSession()))
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
    const { store } = await setup(services)
    store.dispatch(sessionStarted())
    store.dispatch(logoutRequested())
    await jest.advanceTimersByTimeAsync(100)
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
    const { store, services, saved } = await setup(createFakeServices(storedSession()))
    store.dispatch(sessionStarted())
    store.dispatch(logoutRequested())
    await until(() => !selectIsAuthenticated(store.getState()))
    await saved()
    expect(services.sessionStore.snapshot()).toEqual({})
  })
})
