import {
  clearStoredSession,
  migrateTokensToSessionStorage,
  readStoredSession,
} from '../../../../src/client/features/session/sessionStorage'
import { isTokenValid, readJwtExpiry } from '../../../../src/client/features/session/tokenRules'
import { createFakeServices, DEFAULT_NOW, type FakeServices } from '../../support/fakeServices'
import { storedSession } from '../../support/sessionState'

describe('reading the stored session (spec 4)', () => {
  it('is signed in with the access token, user id and role, expiring at created + expires_in', () => {
    const services = createFakeServices(storedSession())
    expect(readStoredSession(services)).toMatchObject({
      user: { id: 'u1', role: 'user' },
      accessTokenExpiresAt: DEFAULT_NOW + 900_000,
    })
  })

  it.each([
    ['no access token', (s: FakeServices) => s.sessionStore.remove('access_token')],
    ['no user id', (s: FakeServices) => s.localStore.remove('user_id')],
    ['no role', (s: FakeServices) => s.localStore.remove('role')],
    ['an unknown role', (s: FakeServices) => s.localStore.set('role', 'root')],
  ])('is signed out with %s', (_case, change) => {
    const services = createFakeServices(storedSession())
    change(services)
    expect(readStoredSession(services).user).toBeNull()
  })

  it('discards an unparsable cached profile', () => {
    const stored = storedSession()
    const services = createFakeServices({
      ...stored,
      local: { ...stored.local, user_profile: '{oops' },
    })
    expect(readStoredSession(services).profile).toBeNull()
    expect(services.localStore.get('user_profile')).toBeNull()
  })
})

describe('migrating tokens out of local storage (spec 4)', () => {
  it('moves them to session storage once and removes them from local storage', () => {
    const services = createFakeServices({
      local: { access_token: 'a', refresh_token: 'r', token_expires_in: '900', user_id: 'u1' },
    })
    expect(migrateTokensToSessionStorage(services)).toBe(true)
    expect(services.sessionStore.snapshot()).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      token_expires_in: '900',
    })
    expect(services.localStore.snapshot()).toEqual({ user_id: 'u1' })
    expect(migrateTokensToSessionStorage(services)).toBe(false)
  })

  it('keeps a newer session-storage token over an old local one', () => {
    const services = createFakeServices({
      local: { access_token: 'old' },
      session: { access_token: 'new' },
    })
    migrateTokensToSessionStorage(services)
    expect(services.sessionStore.get('access_token')).toBe('new')
    expect(services.localStore.get('access_token')).toBeNull()
  })
})

describe('clearing (spec 4)', () => {
  it('removes the token and user keys, token_created_at and refresh_token_exp, and keeps preferences', () => {
    const stored = storedSession()
    const services = createFakeServices({
      session: stored.session,
      local: {
        ...stored.local,
        user_profile: '{}',
        language: 'es',
        remember_login: 'emma@example.com',
      },
    })
    clearStoredSession(services)
    expect(services.sessionStore.snapshot()).toEqual({})
    expect(services.localStore.snapshot()).toEqual({
      language: 'es',
      remember_login: 'emma@example.com',
    })
  })
})

describe('token validity (spec 5)', () => {
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
