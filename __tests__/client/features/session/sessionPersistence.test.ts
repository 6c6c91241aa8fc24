import {
  selectAccessTokenExpiresAt,
  selectIsAuthenticated,
  selectProfileSummary,
  selectSessionUser,
  sessionCleared,
} from '../../../../src/client/features/session/sessionSlice'
import { isTokenValid, readJwtExpiry } from '../../../../src/client/features/session/tokenRules'
import { createFakeServices, DEFAULT_NOW, type FakeServices } from '../../support/fakeServices'
import { storedSession } from '../../support/sessionState'
import { makePersistedTestStore } from '../../support/testStore'

const profile = {
  first_name: 'Emma',
  last_name: 'Taylor',
  email: 'emma@example.com',
  language_preference: 'en',
  profile_image_url: null,
}

/** The store as start-up leaves it, over the fake storage. */
const restore = (services: FakeServices) => makePersistedTestStore({ services })

describe('reading the stored session (docs/product.md, State machines)', () => {
  it('is signed in with the access token, user id and role, expiring at created + expires_in', async () => {
    const { store } = await restore(createFakeServices(storedSession()))
    expect(selectSessionUser(store.getState())).toEqual({ id: 'u1', role: 'user' })
    expect(selectAccessTokenExpiresAt(store.getState())).toBe(DEFAULT_NOW + 900_000)
  })

  it.each([
    ['no access token', (s: FakeServices) => s.sessionStore.remove('access_token')],
    ['no user id', (s: FakeServices) => s.localStore.remove('user_id')],
    ['no role', (s: FakeServices) => s.localStore.remove('role')],
    ['an unknown role', (s: FakeServices) => s.localStore.set('role', 'root')],
  ])('is signed out with %s', async (_case, change) => {
    const services = createFakeServices(storedSession())
    change(services)
    const { store } = await restore(services)
    expect(selectIsAuthenticated(store.getState())).toBe(false)
    expect(selectSessionUser(store.getState())).toBeNull()
  })

  it('leaves the stored user to the tab that holds the session token (a new tab is signed out)', async () => {
    const stored = storedSession()
    const services = createFakeServices({ local: stored.local })
    const { store, saved } = await restore(services)
    expect(selectIsAuthenticated(store.getState())).toBe(false)
    await saved()
    expect(services.localStore.snapshot()).toEqual(stored.local)
  })

  it('reads the cached profile from session storage, and discards an unparsable one', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const stored = storedSession()
    const kept = await restore(
      createFakeServices({
        ...stored,
        session: { ...stored.session, user_profile: JSON.stringify(profile) },
      }),
    )
    expect(selectProfileSummary(kept.store.getState())).toEqual(profile)

    const services = createFakeServices({
      ...stored,
      session: { ...stored.session, user_profile: '{oops' },
    })
    const { store } = await restore(services)
    expect(selectProfileSummary(store.getState())).toBeNull()
    expect(services.sessionStore.get('user_profile')).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"user_profile"'))
    error.mockRestore()
  })
})

describe('migrating tokens out of local storage (docs/product.md, State machines)', () => {
  it('moves them to session storage once and removes them from local storage', async () => {
    const stored = storedSession()
    const services = createFakeServices({ local: { ...stored.local, ...stored.session } })
    const { store, saved } = await restore(services)
    expect(selectIsAuthenticated(store.getState())).toBe(true)
    await saved()
    expect(services.sessionStore.snapshot()).toEqual(stored.session)
    expect(services.localStore.snapshot()).toEqual(stored.local)

    const again = await restore(services)
    expect(again.store.getState().session).toMatchObject({ _persist: { version: 1 } })
  })

  it('keeps a newer session-storage token over an old local one', async () => {
    const stored = storedSession()
    const services = createFakeServices({
      local: { ...stored.local, access_token: 'old' },
      session: { ...stored.session, access_token: 'new' },
    })
    const { saved } = await restore(services)
    await saved()
    expect(services.sessionStore.get('access_token')).toBe('new')
    expect(services.localStore.get('access_token')).toBeNull()
  })

  it('moves the profile today caches in local storage to session storage', async () => {
    const stored = storedSession()
    const services = createFakeServices({
      ...stored,
      local: { ...stored.local, user_profile: JSON.stringify(profile), user_locale: 'en' },
    })
    const { store, saved } = await restore(services)
    expect(selectProfileSummary(store.getState())).toEqual(profile)
    await saved()
    expect(JSON.parse(services.sessionStore.get('user_profile')!)).toEqual(profile)
    expect(services.localStore.get('user_profile')).toBeNull()
    expect(services.localStore.get('user_locale')).toBe('en')
  })
})

describe('clearing (docs/product.md, State machines)', () => {
  it('removes the token and user keys, token_created_at and refresh_token_exp, and keeps preferences', async () => {
    const stored = storedSession()
    const services = createFakeServices({
      session: { ...stored.session, user_profile: JSON.stringify(profile) },
      local: {
        ...stored.local,
        user_locale: 'en',
        language: 'es',
        theme: 'dark',
        remember_login: 'emma@example.com',
      },
    })
    const { store, saved } = await restore(services)
    store.dispatch(sessionCleared({ reason: 'logout' }))
    await saved()
    expect(services.sessionStore.snapshot()).toEqual({})
    expect(services.localStore.snapshot()).toEqual({
      language: 'es',
      theme: 'dark',
      remember_login: 'emma@example.com',
    })
  })
})

describe('token validity (docs/product.md, Validation messages)', () => {
  it('needs a token, and when an expiry exists, a time before expiry × 1000', () => {
    expect(isTokenValid(null, null, DEFAULT_NOW)).toBe(false)
    expect(isTokenValid('t', null, DEFAULT_NOW)).toBe(true)
    expect(isTokenValid('t', DEFAULT_NOW / 1000 + 1, DEFAULT_NOW)).toBe(true)
    expect(isTokenValid('t', DEFAULT_NOW / 1000, DEFAULT_NOW)).toBe(false)
  })

  it('reads the exp claim of a JWT and nothing from garbage', () => {
    const token = `x.${Buffer.from('{"exp":1800000000}').toString('base64url')}.y`
    expect(readJwtExpiry(token)).toBe(1_800_000_000)
    expect(readJwtExpiry('garbage')).toBeNull()
    expect(readJwtExpiry('a.!!!.b')).toBeNull()
  })
})
