import { ROLES, type Role } from '../../../shared/domain/constants'
import { isSupportedLanguage } from '../../../shared/domain/languages'
import type { AppServices } from '../../app/services'
import { logger } from '../../lib/logger'
import { storageKeys as keys } from '../../lib/storage'
import type { ProfileSummary, SessionUser } from './sessionSlice'
import { readJwtExpiry, toSeconds } from './tokenRules'

type Stores = Pick<AppServices, 'localStore' | 'sessionStore'>

const TOKEN_KEYS = [keys.accessToken, keys.refreshToken, keys.tokenExpiresIn] as const

const isRole = (value: string | null): value is Role =>
  value !== null && (ROLES as readonly string[]).includes(value)

const numberOrNull = (value: string | null) => {
  const parsed = value === null ? NaN : Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/** Spec 4: tokens found in local storage move to session storage once, then leave local storage. */
export function migrateTokensToSessionStorage({ localStore, sessionStore }: Stores): boolean {
  let moved = false
  for (const key of TOKEN_KEYS) {
    const value = localStore.get(key)
    if (value === null) continue
    if (sessionStore.get(key) === null) sessionStore.set(key, value)
    localStore.remove(key)
    moved = true
  }
  return moved
}

/** The cached profile summary, or null; an unparsable cache is discarded (spec 8). */
export function readCachedProfile({ localStore }: Stores): ProfileSummary | null {
  const raw = localStore.get(keys.userProfile)
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as Partial<ProfileSummary>
    if (
      typeof value.first_name === 'string' &&
      typeof value.last_name === 'string' &&
      typeof value.email === 'string' &&
      isSupportedLanguage(value.language_preference)
    ) {
      return {
        first_name: value.first_name,
        last_name: value.last_name,
        email: value.email,
        language_preference: value.language_preference,
        profile_image_url:
          typeof value.profile_image_url === 'string' ? value.profile_image_url : null,
      }
    }
  } catch {
    // fall through: discard
  }
  logger.error('Discarding an unreadable cached profile')
  localStore.remove(keys.userProfile)
  return null
}

export function cacheProfile({ localStore }: Stores, profile: ProfileSummary) {
  localStore.set(keys.userProfile, JSON.stringify(profile))
  localStore.set(keys.userLocale, profile.language_preference)
}

export interface StoredSession {
  user: SessionUser | null
  /** When the access token stops counting as valid (ms), from token_created_at + expires_in. */
  accessTokenExpiresAt: number | null
  profile: ProfileSummary | null
  rememberedEmail: string | null
}

/**
 * Spec 4: signed in at start-up only when the session access token, the stored user id and the
 * role are all present (and the role is one we know).
 */
export function readStoredSession(stores: Stores): StoredSession {
  const { localStore, sessionStore } = stores
  const token = sessionStore.get(keys.accessToken)
  const id = localStore.get(keys.userId)
  const role = localStore.get(keys.role)
  const createdAt = numberOrNull(localStore.get(keys.tokenCreatedAt))
  const expiresIn = numberOrNull(sessionStore.get(keys.tokenExpiresIn))
  const complete = Boolean(token && id && isRole(role))
  return {
    user: complete ? { id: id!, role: role as Role } : null,
    accessTokenExpiresAt:
      complete && createdAt !== null && expiresIn !== null ? (createdAt + expiresIn) * 1000 : null,
    profile: complete ? readCachedProfile(stores) : null,
    rememberedEmail: localStore.get(keys.rememberLogin),
  }
}

interface Tokens {
  access_token: string
  refresh_token: string
  expires_in: number
}

/** Stores a token pair as spec 3 lays it out; returns when the access token expires (ms). */
export function storeTokens({ localStore, sessionStore }: Stores, tokens: Tokens, nowMs: number) {
  sessionStore.set(keys.accessToken, tokens.access_token)
  sessionStore.set(keys.refreshToken, tokens.refresh_token)
  sessionStore.set(keys.tokenExpiresIn, String(tokens.expires_in))
  localStore.set(keys.tokenCreatedAt, String(toSeconds(nowMs)))
  const refreshExp = readJwtExpiry(tokens.refresh_token)
  if (refreshExp === null) localStore.remove(keys.refreshTokenExp)
  else localStore.set(keys.refreshTokenExp, String(refreshExp))
  return (toSeconds(nowMs) + tokens.expires_in) * 1000
}

export function storeUser({ localStore }: Stores, user: SessionUser & { email: string }) {
  localStore.set(keys.userId, user.id)
  localStore.set(keys.role, user.role)
  localStore.set(keys.email, user.email)
}

export function readRefreshToken({ localStore, sessionStore }: Stores) {
  return {
    token: sessionStore.get(keys.refreshToken),
    expiresAt: numberOrNull(localStore.get(keys.refreshTokenExp)),
  }
}

/** Spec 4: clearing removes the token and user keys, token_created_at and refresh_token_exp. */
export function clearStoredSession({ localStore, sessionStore }: Stores) {
  for (const key of TOKEN_KEYS) sessionStore.remove(key)
  for (const key of [
    keys.userId,
    keys.role,
    keys.email,
    keys.tokenCreatedAt,
    keys.refreshTokenExp,
    keys.userProfile,
    keys.userLocale,
  ]) {
    localStore.remove(key)
  }
}

export function rememberLogin({ localStore }: Stores, email: string | null) {
  if (email) localStore.set(keys.rememberLogin, email)
  else localStore.remove(keys.rememberLogin)
}
