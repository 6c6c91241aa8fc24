import { isAnyOf } from '@reduxjs/toolkit'
import { TOKEN_REFRESH_WAIT_MS } from '../../../shared/domain/constants'
import type { Profile } from '../../../shared/contract/accounts'
import { api } from '../../app/api'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { paths } from '../../app/paths'
import { describeApiError } from '../../lib/apiErrors'
import {
  languageApplied,
  languageSelected,
  selectChosenLanguage,
  selectLanguage,
} from '../preferences/preferencesSlice'
import { authApi } from './authApi'
import {
  loggedIn,
  loginFailed,
  loginSubmitted,
  logoutRequested,
  profileLoaded,
  refreshRequested,
  selectAccessTokenExpiresAt,
  selectIsAuthenticated,
  selectProfileSummary,
  sessionCleared,
  sessionStarted,
  tokensRefreshed,
  type ProfileSummary,
  type SessionError,
  type SessionTokens,
} from './sessionSlice'
import { isTokenValid, readJwtExpiry, toSeconds } from './tokenRules'

/** Refresh this long before the access token expires, so requests rarely meet a 401. */
export const REFRESH_AHEAD_MS = 60_000

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

/** A token pair as the server sent it, issued now (spec 4: expiry = issued + expires_in). */
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

export function addSessionListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: loginSubmitted,
    effect: async ({ payload }, { dispatch, extra }) => {
      const email = payload.email.trim()
      const request = dispatch(
        authApi.endpoints.login.initiate({ email, password: payload.password }, { track: false }),
      )
      try {
        const auth = await request.unwrap()
        const user = { id: auth.user_id, role: auth.role }
        dispatch(loggedIn({ user, email: auth.email, grant: grantOf(auth, extra.clock.now()) }))
      } catch (error) {
        dispatch(loginFailed(loginError(error)))
      }
    },
  })

  // The header's name and initials come from the profile, kept between visits (user_profile).
  startAppListening({
    matcher: isAnyOf(loggedIn, sessionStarted),
    effect: async (action, { dispatch, getState }) => {
      if (!selectIsAuthenticated(getState())) return
      const request = dispatch(
        authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
      )
      const { data } = await request
      if (!data) return
      const summary = summaryOf(data)
      const account = summary.language_preference
      // Signing in: a language picked on this device wins and becomes the account's; without
      // one, the interface takes the account's. A reload keeps the current one.
      const chosen = loggedIn.match(action) ? selectChosenLanguage(getState()) : null
      dispatch(profileLoaded(chosen ? { ...summary, language_preference: chosen } : summary))
      if (!loggedIn.match(action)) return
      if (chosen && chosen !== account) {
        await dispatch(authApi.endpoints.updateProfile.initiate({ language_preference: chosen }))
      } else if (!chosen && account !== selectLanguage(getState())) {
        dispatch(languageApplied(account))
      }
    },
  })

  // The account follows the interface language, so emails arrive in the language in use.
  startAppListening({
    actionCreator: languageSelected,
    effect: async ({ payload }, { dispatch, getState }) => {
      const profile = selectProfileSummary(getState())
      if (!profile || profile.language_preference === payload) return
      dispatch(profileLoaded({ ...profile, language_preference: payload }))
      await dispatch(authApi.endpoints.updateProfile.initiate({ language_preference: payload }))
    },
  })

  // Spec 4 refresh timer: ahead of expiry (at once when start-up found the access token
  // expired, so guarded pages wait for it), cancelled when the session is cleared.
  startAppListening({
    matcher: isAnyOf(sessionStarted, loggedIn, tokensRefreshed),
    effect: async (_action, { cancelActiveListeners, condition, dispatch, getState, extra }) => {
      cancelActiveListeners()
      const expiresAt = selectAccessTokenExpiresAt(getState())
      if (expiresAt === null) return
      const wait = expiresAt - REFRESH_AHEAD_MS - extra.clock.now()
      if (wait <= 0 && expiresAt <= extra.clock.now()) {
        dispatch(refreshRequested())
        return
      }
      const cleared = await condition(sessionCleared.match, Math.max(0, wait))
      if (!cleared) dispatch(refreshRequested())
    },
  })

  startAppListening({
    actionCreator: refreshRequested,
    effect: async (_action, { dispatch, getOriginalState, extra }) => {
      const { refreshing, refreshToken, refreshExpiresAt } = getOriginalState().session
      if (refreshing) return
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
    },
  })

  startAppListening({
    actionCreator: logoutRequested,
    effect: async (_action, { dispatch, getState }) => {
      const token = getState().session.refreshToken
      const request = dispatch(
        authApi.endpoints.logout.initiate({ refresh_token: token ?? undefined }, { track: false }),
      )
      // Signing out locally never waits on the network for long.
      await withTimeout(request.unwrap(), TOKEN_REFRESH_WAIT_MS).catch(() => undefined)
      dispatch(sessionCleared({ reason: 'logout' }))
    },
  })

  // Spec 4 clearing: cached data dropped, and back to login when it was not chosen.
  startAppListening({
    actionCreator: sessionCleared,
    effect: ({ payload }, { dispatch, extra }) => {
      dispatch(api.util.resetApiState())
      if (payload.reason === 'logout') {
        extra.navigate(paths.home.to())
        return
      }
      const here = extra.page.address()
      if (!here.startsWith(paths.login.path))
        extra.navigate(paths.login.to(here), { replace: true })
    },
  })
}
