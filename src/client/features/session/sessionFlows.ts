import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import { getI18n } from 'react-i18next'
import { TOKEN_REFRESH_WAIT_MS } from '../../../shared/domain/constants'
import type { Profile } from '../../../shared/contract/accounts'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { describeApiError } from '../../lib/apiErrors'
import { languageApplied, selectLanguage } from '../preferences'
import { authApi } from './authApi'
import {
  loggedIn,
  loginFailed,
  profileLoaded,
  selectProfileSummary,
  sessionCleared,
  tokensRefreshed,
  type LoginSubmission,
  type ProfileSummary,
  type SessionError,
  type SessionTokens,
} from './sessionSlice'
import { isTokenValid, readJwtExpiry, toSeconds } from './tokenRules'

/**
 * The session machine's requests (docs/product.md, State machines; Calls): sign-in, the profile,
 * token renewal and sign-out. A guest who never signs in never loads them; sessionListeners.ts
 * decides when.
 */
type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

/**
 * A token pair as the server sent it, issued now (docs/product.md, State machines: expiry = issued
 * + expires_in).
 */
const grantOf = (
  auth: { access_token: string; refresh_token: string; expires_in: number },
  nowMs: number,
): SessionTokens => ({
  accessToken: auth.access_token,
  refreshToken: auth.refresh_token,
  expiresIn: auth.expires_in,
  issuedAt: toSeconds(nowMs),
  refreshExpiresAt: readJwtExpiry(auth.refresh_token),
})

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ])

const summaryOf = (profile: Profile): ProfileSummary => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  language_preference: profile.language_preference,
  profile_image_url: profile.profile_image_url,
})

function loginError(error: unknown): SessionError {
  const { status, code } = describeApiError(error)
  if (status === 401) return 'invalid_credentials'
  if (code === 'ACCOUNT_NOT_ACTIVATED') return 'not_activated'
  if (status === 429) return 'rate_limited'
  return 'login_failed'
}

/**
 * Calls (docs/product.md): login: the answer's tokens and user sign the traveller in, or the error
 * says why not.
 */
export async function signIn({ email: typed, password }: LoginSubmission, api: ListenerApi) {
  const { dispatch, extra } = api
  const email = typed.trim()
  const request = dispatch(authApi.endpoints.login.initiate({ email, password }, { track: false }))
  try {
    const auth = await request.unwrap()
    const user = { id: auth.user_id, role: auth.role }
    dispatch(loggedIn({ user, email: auth.email, grant: grantOf(auth, extra.clock.now()) }))
  } catch (error) {
    dispatch(loginFailed(loginError(error)))
  }
}

/**
 * The header's name and initials come from the profile, kept between visits (user_profile).
 * The account's language is the traveller's latest choice, perhaps made on another device: signing
 * in, and whenever a refresh finds it changed, the interface takes it. Only a language picked
 * during this visit before signing in wins, and becomes the account's.
 */
export async function refreshProfile(signingIn: boolean, { dispatch, getState }: ListenerApi) {
  const known = selectProfileSummary(getState())?.language_preference
  const request = dispatch(
    authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
  )
  const { data } = await request
  if (!data) return
  const summary = summaryOf(data)
  const account = summary.language_preference
  const { pickedNow, chosenLanguage } = getState().preferences
  const picked = signingIn && pickedNow ? chosenLanguage : null
  dispatch(profileLoaded(picked ? { ...summary, language_preference: picked } : summary))
  if (picked) {
    if (picked !== account) {
      await dispatch(authApi.endpoints.updateProfile.initiate({ language_preference: picked }))
    }
  } else if ((signingIn || account !== known) && account !== selectLanguage(getState())) {
    dispatch(languageApplied(account))
  }
}

/** The account follows the interface language, so emails arrive in the language in use. */
export async function followLanguage(profile: ProfileSummary, { dispatch }: ListenerApi) {
  dispatch(profileLoaded(profile))
  const language = profile.language_preference
  await dispatch(authApi.endpoints.updateProfile.initiate({ language_preference: language }))
}

/**
 * State machines (docs/product.md): renewal: a valid refresh token buys new tokens within 5 s,
 * otherwise clearing.
 */
export async function renewTokens({ dispatch, getState, extra }: ListenerApi) {
  const { refreshToken, refreshExpiresAt } = getState().session
  if (!isTokenValid(refreshToken, refreshExpiresAt, extra.clock.now())) {
    dispatch(sessionCleared({ reason: 'expired' }))
    return
  }
  const request = dispatch(
    authApi.endpoints.refresh.initiate({ refresh_token: refreshToken! }, { track: false }),
  )
  try {
    const tokens = await withTimeout(request.unwrap(), TOKEN_REFRESH_WAIT_MS)
    dispatch(tokensRefreshed(grantOf(tokens, extra.clock.now())))
  } catch {
    dispatch(sessionCleared({ reason: 'refresh_failed' }))
  }
}

/**
 * Tells the server, but signing out locally never waits on the network for long. A desk with
 * handovers still waiting to send asks first: signing out clears them from the device
 * (docs/desk.md, Offline at the counter).
 */
export async function signOut({ dispatch, getState, extra }: ListenerApi) {
  const waiting = (getState() as { deskOffline?: { actions: unknown[] } }).deskOffline?.actions
  if (waiting?.length) {
    const warning = getI18n().t('desk:DeskOffline.signOutWarning', { count: waiting.length })
    if (!(await extra.confirm(warning))) return
  }
  const token = getState().session.refreshToken
  const request = dispatch(
    authApi.endpoints.logout.initiate({ refresh_token: token ?? undefined }, { track: false }),
  )
  await withTimeout(request.unwrap(), TOKEN_REFRESH_WAIT_MS).catch(() => undefined)
  dispatch(sessionCleared({ reason: 'logout' }))
}
