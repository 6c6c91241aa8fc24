import type { SessionState, SessionTokens } from '../../../src/client/features/session/sessionSlice'
import { DEFAULT_NOW } from './fakeServices'

/** A preloaded signed-in session whose access token is still valid for 10 minutes. */
export function signedInSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    authenticated: true,
    user: { id: 'u1', role: 'user' },
    error: null,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresIn: 600,
    issuedAt: DEFAULT_NOW / 1000,
    refreshExpiresAt: DEFAULT_NOW / 1000 + 86_400,
    email: 'emma@example.com',
    refreshing: false,
    loginPending: false,
    profile: {
      first_name: 'Emma',
      last_name: 'Taylor',
      email: 'emma@example.com',
      language_preference: 'en',
      profile_image_url: null,
    },
    rememberedEmail: null,
    ...overrides,
  }
}

/**
 * Storage holding a complete session (layout in docs/product.md, Records and storage) created at
 * `now`.
 */
export function storedSession(nowMs = DEFAULT_NOW, refreshExpSeconds = nowMs / 1000 + 86_400) {
  const payload = Buffer.from(JSON.stringify({ exp: refreshExpSeconds })).toString('base64url')
  return {
    session: {
      access_token: 'access-1',
      refresh_token: `h.${payload}.s`,
      token_expires_in: '900',
    },
    local: {
      user_id: 'u1',
      role: 'user',
      email: 'emma@example.com',
      token_created_at: String(Math.floor(nowMs / 1000)),
      refresh_token_exp: String(Math.floor(refreshExpSeconds)),
    },
  }
}

/** A token pair as the session keeps it, issued at `now` for 15 minutes. */
export function sessionTokens(nowMs = DEFAULT_NOW): SessionTokens {
  return {
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
    expiresIn: 900,
    issuedAt: nowMs / 1000,
    refreshExpiresAt: nowMs / 1000 + 86_400,
  }
}
