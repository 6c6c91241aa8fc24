import { ROLES, type Role } from '../../../shared/domain/constants'
import type { AppServices } from '../../app/services'
import { storageKeys } from '../../lib/storage'
import type { SessionUser } from './sessionSlice'

const isRole = (value: string | null): value is Role =>
  value !== null && (ROLES as readonly string[]).includes(value)

/**
 * Spec 4: a session exists at start-up only when the session-storage access token and the
 * stored user id and role are all present (and the role is one we know).
 */
export function readStoredSession({ localStore, sessionStore }: AppServices): SessionUser | null {
  const token = sessionStore.get(storageKeys.accessToken)
  const id = localStore.get(storageKeys.userId)
  const role = localStore.get(storageKeys.role)
  if (!token || !id || !isRole(role)) return null
  return { id, role }
}
