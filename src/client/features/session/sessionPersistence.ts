import type { MigrationManifest, PersistedState } from 'redux-persist'
import { ROLES, type Role } from '../../../shared/domain/constants'
import { isSupportedLanguage } from '../../../shared/domain/languages'
import {
  numberIn,
  type Area,
  type KeyLayout,
  type StoredKeys,
  type Versioned,
} from '../../lib/persistence/webStorage'
import {
  isCompleteSession,
  type ProfileSummary,
  type SessionUser,
  type StoredSession,
} from './sessionSlice'

/**
 * Records and storage (docs/product.md): keys of the session: the tokens, token_expires_in and the
 * cached profile in session storage; the user, token_created_at, refresh_token_exp, the account's
 * locale and the remembered email in local storage.
 */
const KEYS = {
  access_token: 'session',
  refresh_token: 'session',
  token_expires_in: 'session',
  user_profile: 'session',
  user_id: 'local',
  role: 'local',
  email: 'local',
  token_created_at: 'local',
  refresh_token_exp: 'local',
  user_locale: 'local',
  remember_login: 'local',
} as const satisfies Record<string, Area>

/** Version 1 is this layout; version 0 kept the tokens and the cached profile in local storage. */
export const SESSION_VERSION = 1

/** What version 0 kept in local storage and version 1 keeps in session storage. */
type MovedFields = Pick<StoredSession, 'accessToken' | 'refreshToken' | 'expiresIn' | 'profile'>

const isRole = (value: string | null): value is Role =>
  value !== null && (ROLES as readonly string[]).includes(value)

const userOf = (id: string | null, role: string | null): SessionUser | null =>
  id && isRole(role) ? { id, role } : null

/**
 * The cached profile summary; an unparsable cache is discarded (docs/product.md, Error catalogue).
 */
function profileIn(stored: StoredKeys, area: Area): ProfileSummary | null {
  const raw = stored.get(area, 'user_profile')
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
    // discarded below
  }
  stored.discard(area, 'user_profile')
  return null
}

/** The fields version 0 left in local storage, if any. */
function movedFieldsIn(stored: StoredKeys): MovedFields | null {
  const local = (key: string) => stored.get('local', key)
  const moved = {
    accessToken: local('access_token'),
    refreshToken: local('refresh_token'),
    expiresIn: numberIn(local('token_expires_in')),
    profile: profileIn(stored, 'local'),
  }
  return Object.values(moved).some((value) => value !== null) ? moved : null
}

export type StoredSessionRecord = StoredSession & { movedFromLocalStorage?: MovedFields }

export const sessionLayout: KeyLayout<StoredSession> = {
  keys: KEYS,
  read(stored) {
    const text = (key: keyof typeof KEYS) => stored.get(KEYS[key], key)
    const anything = Object.keys(KEYS).filter((key) => text(key as keyof typeof KEYS) !== null)
    const moved = movedFieldsIn(stored)
    if (anything.length === 0 && !moved) return undefined
    const record: Versioned<StoredSessionRecord> = {
      accessToken: text('access_token'),
      refreshToken: text('refresh_token'),
      expiresIn: numberIn(text('token_expires_in')),
      profile: profileIn(stored, 'session'),
      user: userOf(text('user_id'), text('role')),
      email: text('email'),
      issuedAt: numberIn(text('token_created_at')),
      refreshExpiresAt: numberIn(text('refresh_token_exp')),
      rememberedEmail: text('remember_login'),
      _persist: { version: moved ? 0 : SESSION_VERSION, rehydrated: false },
    }
    if (moved) record.movedFromLocalStorage = moved
    return record
  },
  write: (session) => ({
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    token_expires_in: session.expiresIn === null ? null : String(session.expiresIn),
    user_profile: session.profile && JSON.stringify(session.profile),
    user_id: session.user?.id ?? null,
    role: session.user?.role ?? null,
    email: session.email,
    token_created_at: session.issuedAt === null ? null : String(session.issuedAt),
    refresh_token_exp: session.refreshExpiresAt === null ? null : String(session.refreshExpiresAt),
    user_locale: session.profile?.language_preference ?? null,
    remember_login: session.rememberedEmail,
  }),
}

export const sessionMigrations: MigrationManifest = {
  /**
   * State machines (docs/product.md): tokens held in local storage move once to session storage (a
   * newer one already in session storage wins); the cached profile moves with them. Saving the
   * migrated record removes them from local storage.
   */
  1: (state: PersistedState) => {
    const { movedFromLocalStorage: moved, ...session } = state as Versioned<StoredSessionRecord>
    if (!moved) return session
    return {
      ...session,
      accessToken: session.accessToken ?? moved.accessToken,
      refreshToken: session.refreshToken ?? moved.refreshToken,
      expiresIn: session.expiresIn ?? moved.expiresIn,
      profile: session.profile ?? moved.profile,
    }
  },
}

/**
 * Whose basket start-up restores (the cookie basket_{owner}): the stored session's user when
 * the session is complete, before or after the token move, else the guest.
 */
export function storedSessionOwner(get: (area: Area, key: string) => string | null): string {
  const token = get('session', 'access_token') ?? get('local', 'access_token')
  const user = userOf(get('local', 'user_id'), get('local', 'role'))
  return isCompleteSession(token, user) && user ? user.id : 'guest'
}
