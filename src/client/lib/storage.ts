import { logger } from './logger'

/** A key-value store that never throws: failures are logged (spec 8) and reads give null. */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): boolean
  remove(key: string): void
}

export function createKeyValueStore(getBackend: () => Storage | undefined): KeyValueStore {
  return {
    get(key) {
      try {
        return getBackend()?.getItem(key) ?? null
      } catch (error) {
        logger.error(`Could not read "${key}" from storage`, error)
        return null
      }
    },
    set(key, value) {
      try {
        const backend = getBackend()
        if (!backend) return false
        backend.setItem(key, value)
        return true
      } catch (error) {
        logger.error(`Could not write "${key}" to storage`, error)
        return false
      }
    },
    remove(key) {
      try {
        getBackend()?.removeItem(key)
      } catch (error) {
        logger.error(`Could not remove "${key}" from storage`, error)
      }
    },
  }
}

/** In-memory store with the same contract, for tests and browsers without storage. */
export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  snapshot(): Record<string, string>
} {
  const data = new Map(Object.entries(initial))
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      data.set(key, value)
      return true
    },
    remove: (key) => {
      data.delete(key)
    },
    snapshot: () => Object.fromEntries(data),
  }
}

/** Spec 3: names of the keys the app keeps in the browser's storage. */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenExpiresIn: 'token_expires_in',
  userId: 'user_id',
  role: 'role',
  email: 'email',
  tokenCreatedAt: 'token_created_at',
  refreshTokenExp: 'refresh_token_exp',
  userProfile: 'user_profile',
  theme: 'theme',
  language: 'language',
  rememberLogin: 'remember_login',
  userLocale: 'user_locale',
  utm: 'utm',
  cookieConsent: 'cookie_consent',
} as const
