import { isAnyOf } from '@reduxjs/toolkit'
import { TOKEN_REFRESH_WAIT_MS } from '../../../shared/domain/constants'
import type { Profile } from '../../../shared/contract/accounts'
import { api } from '../../app/api'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { paths } from '../../app/paths'
import { describeApiError } from '../../lib/apiErrors'
import { languageSelected, selectLanguage } from '../preferences/preferencesSlice'
import { authApi } from './authApi'
import {
  loggedIn,
  loginFailed,
  loginSubmitted,
  logoutRequested,
  profileLoaded,
  refreshRequested,
  sessionCleared,
  sessionInitialised,
  sessionStarted,
  tokensRefreshed,
  type ProfileSummary,
  type SessionError,
} from './sessionSlice'
import {
  cacheProfile,
  clearStoredSession,
  migrateTokensToSessionStorage,
  readRefreshToken,
  readStoredSession,
  rememberLogin,
  storeTokens,
  storeUser,
} from './sessionStorage'
import { isTokenValid } from './tokenRules'

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

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ])

export function addSessionListeners(startAppListening: AppStartListening) {
  // Start-up (spec 4): migrate tokens out of local storage once, then read the session.
  startAppListening({
    actionCreator: sessionStarted,
    effect: (_action, { dispatch, extra }) => {
      migrateTokensToSessionStorage(extra)
      const stored = readStoredSession(extra)
      const expiresAt = stored.accessTokenExpiresAt
      dispatch(
        sessionInitialised({
          ...stored,
          accessTokenExpired: expiresAt !== null && expiresAt <= extra.clock.now(),
        }),
      )
    },
  })

  startAppListening({
    actionCreator: loginSubmitted,
    effect: async ({ payload }, { dispatch, extra }) => {
      const email = payload.email.trim()
      const request = dispatch(
        authApi.endpoints.login.initiate({ email, password: payload.password }, { track: false }),
      )
      try {
        const auth = await request.unwrap()
        const accessTokenExpiresAt = storeTokens(extra, auth, extra.clock.now())
        const user = { id: auth.user_id, role: auth.role }
        storeUser(extra, { ...user, email: auth.email })
        rememberLogin(extra, payload.remember ? email : null)
        dispatch(loggedIn({ user, accessTokenExpiresAt, email: auth.email }))
      } catch (error) {
        dispatch(loginFailed(loginError(error)))
      }
    },
  })

  // The header's name and initials come from the profile, cached between visits.
  startAppListening({
    matcher: isAnyOf(loggedIn, sessionInitialised),
    effect: async (action, { dispatch, getState, extra }) => {
      if (!getState().session.authenticated) return
      const request = dispatch(
        authApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
      )
      const { data } = await request
      if (!data) return
      const summary = summaryOf(data)
      cacheProfile(extra, summary)
      dispatch(profileLoaded(summary))
      // Signing in brings the account's language; a reload keeps the current one.
      if (loggedIn.match(action) && summary.language_preference !== selectLanguage(getState())) {
        dispatch(languageSelected(summary.language_preference))
      }
    },
  })

  // The account follows the interface language, so emails arrive in the language in use.
  startAppListening({
    actionCreator: languageSelected,
    effect: async ({ payload }, { dispatch, getState, extra }) => {
      const { authenticated, profile } = getState().session
      if (!authenticated || !profile || profile.language_preference === payload) return
      const summary = { ...profile, language_preference: payload }
      cacheProfile(extra, summary)
      dispatch(profileLoaded(summary))
      await dispatch(authApi.endpoints.updateProfile.initiate({ language_preference: payload }))
    },
  })

  // Spec 4 refresh timer: ahead of expiry, cancelled when the session is cleared.
  startAppListening({
    matcher: isAnyOf(sessionInitialised, loggedIn, tokensRefreshed),
    effect: async (_action, { cancelActiveListeners, condition, dispatch, getState, extra }) => {
      cancelActiveListeners()
      const { authenticated, accessTokenExpiresAt } = getState().session
      if (!authenticated || accessTokenExpiresAt === null) return
      const wait = Math.max(0, accessTokenExpiresAt - REFRESH_AHEAD_MS - extra.clock.now())
      const cleared = await condition(sessionCleared.match, wait)
      if (!cleared) dispatch(refreshRequested())
    },
  })

  startAppListening({
    actionCreator: refreshRequested,
    effect: async (_action, { dispatch, getOriginalState, extra }) => {
      if (getOriginalState().session.refreshing) return
      const { token, expiresAt } = readRefreshToken(extra)
      if (!isTokenValid(token, expiresAt, extra.clock.now())) {
        dispatch(sessionCleared({ reason: 'expired' }))
        return
      }
      const request = dispatch(
        authApi.endpoints.refresh.initiate({ refresh_token: token! }, { track: false }),
      )
      try {
        const tokens = await withTimeout(request.unwrap(), TOKEN_REFRESH_WAIT_MS)
        dispatch(
          tokensRefreshed({ accessTokenExpiresAt: storeTokens(extra, tokens, extra.clock.now()) }),
        )
      } catch {
        dispatch(sessionCleared({ reason: 'refresh_failed' }))
      }
    },
  })

  startAppListening({
    actionCreator: logoutRequested,
    effect: async (_action, { dispatch, extra }) => {
      const { token } = readRefreshToken(extra)
      const request = dispatch(
        authApi.endpoints.logout.initiate({ refresh_token: token ?? undefined }, { track: false }),
      )
      // Signing out locally never waits on the network for long.
      await withTimeout(request.unwrap(), TOKEN_REFRESH_WAIT_MS).catch(() => undefined)
      dispatch(sessionCleared({ reason: 'logout' }))
    },
  })

  // Spec 4 clearing: storage emptied, cached data dropped, and back to login when it was not chosen.
  startAppListening({
    actionCreator: sessionCleared,
    effect: ({ payload }, { dispatch, extra }) => {
      clearStoredSession(extra)
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
